import { afterAll, describe, expect, it } from "vitest";
import { startFakeSmtpServer } from "../../../test/fake-smtp";
import { createTestApp, expectLogged } from "../../../test/test-app";
import { manualJobClock } from "../jobs";
import { mailJob } from "./mail-job";
import { createSmtpMailer } from "./smtp-mailer";

const smtp = await startFakeSmtpServer();
afterAll(() => smtp.close());
const clock = manualJobClock();
const t = await createTestApp({
  clock,
  mailTransport: () => createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`, "Kierto <hello@kierto.fi>"),
});

async function askForReset(email: string) {
  const ask = await t.request("/api/auth/request-password-reset", {
    method: "POST",
    json: { email, redirectTo: "/reset-password" },
  });
  expect(ask.status).toBe(200);
}

describe("mail delivery", () => {
  it("retries a mail the SMTP server refused and delivers it once the server accepts again", async () => {
    expectLogged(/job failed.*"queue":"mail"/);
    const user = await t.signedInUser();
    smtp.refuseNext(1);
    await askForReset(user.email);

    expect(await t.deps.jobs.workDue(mailJob)).toBe(1);
    expect(smtp.received).toHaveLength(0);
    // Not again before the retry's delay (30 s, doubled with jitter: between 30 and 60 s).
    expect(await t.deps.jobs.workDue(mailJob)).toBe(0);

    clock.advance(61_000);
    expect(await t.deps.jobs.workDue(mailJob)).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual([user.email]);
    // Quoted-printable breaks long lines with "=" at the end; joined again, the reset link is whole.
    expect(smtp.received[0]?.text.replace(/=\r\n/g, "")).toContain("/api/auth/reset-password/");
  });

  it("keeps a mail that failed every retry as a dead letter with the server's answer", async () => {
    expectLogged(/job failed.*"queue":"mail"/);
    const user = await t.signedInUser();
    smtp.refuseNext(11);
    await askForReset(user.email);
    for (let run = 0; run < 11; run++) {
      expect(await t.deps.jobs.workDue(mailJob)).toBe(1);
      clock.advance(2 * 3600_000);
    }

    const letters = await t.deps.jobs.deadLetters();
    expect(letters[0]).toMatchObject({ queue: "mail", attempts: 11 });
    expect(letters[0]?.error).toMatch(/451/);
    expect(smtp.received.filter((mail) => mail.to.includes(user.email))).toHaveLength(0);
  });
});
