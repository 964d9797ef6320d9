import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, errorCode } from "../../../test/test-app";

const t = await createTestApp();
const password = "kesä-mökki-2026";

// Sign-up is Better Auth's route, outside ApiType; the names tried include ones its types refuse.
function signUp(name: unknown, email: string) {
  return t.request("/api/auth/sign-up/email", { method: "POST", json: { name, email, password } });
}

async function accountCount(email: string) {
  const rows = await t.db.query.users.findMany({ where: (u, { eq }) => eq(u.email, email) });
  return rows.length;
}

describe("the name given at sign-up", () => {
  it.each([
    ["empty", ""],
    ["only spaces", "   "],
    ["61 characters", "a".repeat(61)],
    ["250,000 characters", "a".repeat(250_000)],
    ["a line break", "Aada\nClick https://evil.example"],
    ["a control character", "Aada\u0007"],
    ["not a string", 42],
  ])("refuses a name that is %s, and creates nothing", async (_label, name) => {
    const email = `name-${Math.random().toString(36).slice(2)}@example.test`;
    const response = await signUp(name, email);
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe("VALIDATION_FAILED");
    expect(await accountCount(email)).toBe(0);
  });

  it("is stored trimmed, as the profile's display name too", async () => {
    const response = await signUp("  Aada Aalto  ", "trimmed@example.test");
    expect(response.status).toBe(200);
    const user = await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, "trimmed@example.test") });
    expect(user?.name).toBe("Aada Aalto");
    const profile = await t.db.query.profiles.findFirst({ where: (p, { eq }) => eq(p.id, user?.id ?? "") });
    expect(profile?.displayName).toBe("Aada Aalto");
  });

  it("cannot be changed to an invalid one through the auth endpoints either", async () => {
    const user = await t.signedInUser();
    const response = await t.request("/api/auth/update-user", {
      method: "POST",
      cookie: user.cookie,
      json: { name: "x".repeat(5000) },
    });
    expect(response.status).toBe(400);
  });

  it("is refused by the database itself when invalid", async () => {
    const user = await t.signedInUser();
    for (const name of ["", " padded ", "two\nlines", "a".repeat(61)]) {
      await expect(t.db.execute(sql`update users set name = ${name} where id = ${user.id}`)).rejects.toMatchObject({
        cause: { code: "23514" },
      });
      await expect(
        t.db.execute(sql`update profiles set display_name = ${name} where id = ${user.id}`),
      ).rejects.toMatchObject({ cause: { code: "23514" } });
    }
  });
});

describe("mail to an address nobody has confirmed", () => {
  const phishing = "Your account is locked, pay at https://evil.example";

  it("does not carry the name typed at sign-up", async () => {
    const email = "victim@example.test";
    expect((await signUp(phishing, email)).status).toBe(200);
    const [confirmation] = await t.mailbox(email);
    expect(confirmation?.subject).toContain("Kierto");
    expect(confirmation?.text).not.toContain("evil.example");
  });

  it("nor does a password-reset mail to that unconfirmed address", async () => {
    const email = "victim-reset@example.test";
    expect((await signUp(phishing, email)).status).toBe(200);
    const ask = await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email, redirectTo: "/reset-password" },
    });
    expect(ask.status).toBe(200);
    const mails = await t.mailbox(email);
    expect(mails.length).toBe(2);
    for (const mail of mails) expect(mail.text).not.toContain("evil.example");
  });

  it("greets a confirmed person by name", async () => {
    const user = await t.signedInUser({ displayName: "Helmi Laine" });
    await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email: user.email, redirectTo: "/reset-password" },
    });
    const [reset] = await t.mailbox(user.email);
    expect(reset?.text).toContain("Hi Helmi Laine,");
  });
});
