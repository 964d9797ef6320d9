import { describe, expect, it } from "vitest";
import { createTestApp, errorCode, expectJson, expectLogged, signIn, TEST_ORIGIN } from "../../../test/test-app";

const t = await createTestApp();

// Sign-up, sign-in, sign-out and the mailed links are Better Auth's routes, outside ApiType: raw requests.
async function signUp(body: Record<string, unknown>) {
  return t.request("/api/auth/sign-up/email", { method: "POST", json: { callbackURL: "/welcome", ...body } });
}

async function latestMailLink(email: string): Promise<string> {
  const mails = await t.mailbox(email);
  const link = mails[0]?.links[0];
  if (!link) throw new Error(`no mail with a link for ${email}`);
  return link;
}

describe("sign-up", () => {
  it("creates an unconfirmed account with a profile and mails a confirmation link", async () => {
    const response = await signUp({ name: "Aada Aalto", email: "Aada@Example.test", password: "kesä-mökki-2026" });
    expect(response.status).toBe(200);

    const mails = await t.mailbox("aada@example.test");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain("Kierto");
    // The address is not confirmed yet: the name typed at sign-up stays out of the mail.
    expect(mails[0]?.text).not.toContain("Aada Aalto");
    expect(mails[0]?.links[0]).toMatch(/\/api\/auth\/verify-email\?token=.+callbackURL=%2Fwelcome/);

    const profile = await t.db.query.profiles.findFirst();
    expect(profile).toMatchObject({ displayName: "Aada Aalto", role: "user" });
  });

  it("refuses a very common password with WEAK_PASSWORD and creates nothing", async () => {
    const response = await signUp({ name: "Weak", email: "weak@example.test", password: "password123" });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe("WEAK_PASSWORD");
    const users = await t.db.query.users.findMany({ where: (u, { eq }) => eq(u.email, "weak@example.test") });
    expect(users).toHaveLength(0);
  });

  it("refuses a password under 6 characters", async () => {
    expectLogged(/auth: Password is too short/);
    const response = await signUp({ name: "Short", email: "short@example.test", password: "abc12" });
    expect(response.status).toBe(400);
    // Better Auth's PASSWORD_TOO_SHORT, answered with our code for it (auth-error-code.ts).
    expect(await errorCode(response)).toBe("WEAK_PASSWORD");
  });

  it("refuses an address that is not an email", async () => {
    const response = await signUp({ name: "Bad", email: "not-an-email", password: "kesä-mökki-2026" });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe("INVALID_EMAIL");
  });

  it("tells a person that the address already has an account", async () => {
    await signUp({ name: "First", email: "taken@example.test", password: "kesä-mökki-2026" });
    const again = await signUp({ name: "Second", email: "TAKEN@example.test", password: "kesä-mökki-2026" });
    expect(again.status).toBe(422);
    expect(await errorCode(again)).toBe("USER_ALREADY_EXISTS");
  });
});

describe("confirmation and sign-in", () => {
  it("refuses sign-in before the email is confirmed; the link confirms without signing in, then the password does", async () => {
    const email = "confirm@example.test";
    await signUp({ name: "Confirm Me", email, password: "kesä-mökki-2026" });

    const early = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: "kesä-mökki-2026" },
    });
    expect(early.status).toBe(403);
    expect(await errorCode(early)).toBe("EMAIL_NOT_VERIFIED");

    const link = new URL(await latestMailLink(email));
    const confirm = await t.request(`${link.pathname}${link.search}`);
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get("location")).toBe("/welcome");
    // Whoever opens the link is not signed in by it (account pre-hijacking, see pre-hijack.test.ts).
    expect(confirm.headers.getSetCookie().some((c) => c.includes("session_token=") && !c.includes("Max-Age=0"))).toBe(
      false,
    );

    const cookie = await signIn(t.request, email, "kesä-mökki-2026");
    const session = await expectJson(await t.api({ cookie }).session.$get(), 200);
    expect(session.user).toMatchObject({ email, emailVerified: true });
    expect(session.profile?.displayName).toBe("Confirm Me");
  });

  it("answers a wrong password with INVALID_EMAIL_OR_PASSWORD", async () => {
    expectLogged(/auth: Invalid password/);
    const user = await t.signedInUser();
    const response = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: user.email, password: "not-the-password" },
    });
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBe("INVALID_EMAIL_OR_PASSWORD");
  });

  it("resends the confirmation mail on request", async () => {
    const email = "resend@example.test";
    await signUp({ name: "Resend", email, password: "kesä-mökki-2026" });
    const response = await t.request("/api/auth/send-verification-email", {
      method: "POST",
      json: { email, callbackURL: "/welcome" },
    });
    expect(response.status).toBe(200);
    const mails = await t.mailbox(email);
    expect(mails).toHaveLength(2);
  });
});

describe("sessions", () => {
  it("gives a guest an empty session", async () => {
    expect(await expectJson(await t.guest.session.$get(), 200)).toEqual({ user: null, session: null, profile: null });
  });

  it("signs out of this device only", async () => {
    const user = await t.signedInUser();
    const otherDevice = await signIn(t.request, user.email, user.password);
    const out = await t.request("/api/auth/sign-out", { method: "POST", cookie: user.cookie, json: {} });
    expect(out.status).toBe(200);
    expect((await expectJson(await t.api(user).session.$get(), 200)).user).toBeNull();
    expect((await expectJson(await t.api({ cookie: otherDevice }).session.$get(), 200)).user).not.toBeNull();
  });

  it("signs out of every device", async () => {
    const user = await t.signedInUser();
    const otherDevice = await signIn(t.request, user.email, user.password);
    const out = await t.request("/api/auth/revoke-sessions", { method: "POST", cookie: user.cookie, json: {} });
    expect(out.status).toBe(200);
    for (const cookie of [user.cookie, otherDevice]) {
      expect((await expectJson(await t.api({ cookie }).session.$get(), 200)).user).toBeNull();
    }
  });

  it("refuses a cross-site sign-in attempt", async () => {
    // The app's own same-origin check (lib/same-origin-writes.ts) answers before Better Auth's.
    const user = await t.signedInUser();
    const response = await t.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example", cookie: user.cookie },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(response.status).toBe(403);
    expect(TEST_ORIGIN).not.toBe("https://evil.example");
  });
});

describe("password reset", () => {
  it("refuses a reset link's token that was never issued with INVALID_TOKEN", async () => {
    const response = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token: "made-up-token", newPassword: "uusi-salasana-99" },
    });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe("INVALID_TOKEN");
  });

  it("mails a reset link and the new password works while the old one does not", async () => {
    expectLogged(/auth: Invalid password/);
    const user = await t.signedInUser();
    const ask = await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email: user.email, redirectTo: "/reset-password" },
    });
    expect(ask.status).toBe(200);
    const link = new URL(await latestMailLink(user.email));
    const follow = await t.request(`${link.pathname}${link.search}`);
    expect(follow.status).toBe(302);
    const location = new URL(follow.headers.get("location") ?? "", TEST_ORIGIN);
    expect(location.pathname).toBe("/reset-password");
    const token = location.searchParams.get("token");
    expect(token).toBeTruthy();

    const reset = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "uusi-salasana-99" },
    });
    expect(reset.status).toBe(200);
    await signIn(t.request, user.email, "uusi-salasana-99");
    const old = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: user.email, password: user.password },
    });
    expect(old.status).toBe(401);
  });
});
