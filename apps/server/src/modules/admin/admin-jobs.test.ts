import { describe, expect, it } from "vitest";
import { createTestApp, errorCode, expectJson, expectLogged } from "../../../test/test-app";
import { manualJobClock } from "../../platform/jobs";
import { mailJob } from "../../platform/mail";
import { createOutboxMailer } from "../../platform/mail/outbox-mailer";

const clock = manualJobClock();
let mailServerDown = false;
const t = await createTestApp({
  clock,
  mailTransport: (db, logger) => {
    const outbox = createOutboxMailer(db, logger);
    return {
      async send(mail) {
        if (mailServerDown) throw new Error("451 4.3.0 Mail server busy");
        await outbox.send(mail);
      },
    };
  },
});

const anyId = "00000000-0000-4000-8000-000000000000";

/** A password-reset mail that fails every retry while the mail server is down. */
async function deadMail(email: string) {
  mailServerDown = true;
  const ask = await t.request("/api/auth/request-password-reset", {
    method: "POST",
    json: { email, redirectTo: "/reset-password" },
  });
  expect(ask.status).toBe(200);
  while ((await t.deps.jobs.workDue(mailJob)) > 0) clock.advance(2 * 3600_000);
  mailServerDown = false;
}

describe("the admin's view of background jobs", () => {
  it("refuses guests with 401, and users and moderators with 403", async () => {
    const user = await t.signedInUser();
    const moderator = await t.signedInUser({ role: "moderator" });
    for (const caller of [undefined, user, moderator]) {
      const api = t.api(caller);
      const expected = caller ? 403 : 401;
      expect((await api.admin.jobs.$get()).status).toBe(expected);
      const retry = await api.admin.jobs["dead-letters"][":id"].retry.$post({ param: { id: anyId } });
      expect(retry.status).toBe(expected);
    }
  });

  it("shows each queue's depth, and a mail that failed every retry with its error, until it is retried", async () => {
    expectLogged(/job failed.*"queue":"mail"/);
    const admin = await t.signedInUser({ role: "admin" });
    const person = await t.signedInUser();
    await deadMail(person.email);

    const view = await expectJson(await t.api(admin).admin.jobs.$get(), 200);
    expect(view.queues.map((queue) => queue.queue)).toEqual(
      expect.arrayContaining(["mail", "storage-delete", "unclaimed-upload-sweep", "dead-letters"]),
    );
    expect(view.queues.find((queue) => queue.queue === "mail")).toMatchObject({ ready: 0, failed: 1 });
    expect(view.deadLetters).toHaveLength(1);
    const [letter] = view.deadLetters;
    expect(letter).toMatchObject({ queue: "mail", attempts: 11, error: "451 4.3.0 Mail server busy" });
    // What the mail said (a reset link) is not the admin's to read.
    expect(JSON.stringify(view)).not.toContain(person.email);

    const retried = await t
      .api(admin)
      .admin.jobs["dead-letters"][":id"].retry.$post({ param: { id: letter?.id ?? "" } });
    expect(await expectJson(retried, 200)).toEqual({ retried: true });
    const again = await t.api(admin).admin.jobs["dead-letters"][":id"].retry.$post({ param: { id: letter?.id ?? "" } });
    expect(again.status).toBe(404);
    expect(await errorCode(again)).toBe("NOT_FOUND");

    const [mail] = await t.mailbox(person.email);
    expect(mail?.links[0]).toContain("/api/auth/reset-password/");
    expect((await expectJson(await t.api(admin).admin.jobs.$get(), 200)).deadLetters).toEqual([]);
  });

  it("answers a retry of an id that is not an id with 400", async () => {
    const admin = await t.signedInUser({ role: "admin" });
    const response = await t.request("/api/admin/jobs/dead-letters/not-an-id/retry", {
      method: "POST",
      cookie: admin.cookie,
    });
    expect(response.status).toBe(400);
  });
});
