import { describe, expect, it } from "vitest";
import { createTestApp, errorCode, expectJson, expectLogged, signIn } from "../../../test/test-app";

/** Account settings' change password (Better Auth's endpoint with Kierto's common-password refusal). */
const t = await createTestApp();

const signedIn = async (cookie: string) =>
  (await expectJson(await t.api({ cookie }).session.$get(), 200)).user !== null;

// Changing the password and signing in are Better Auth's routes, outside ApiType: raw requests.
const change = (cookie: string | undefined, body: Record<string, unknown>) =>
  t.request("/api/auth/change-password", { method: "POST", cookie, json: body });

const signInStatus = async (email: string, password: string) =>
  (await t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password } })).status;

describe("change password", () => {
  it("answers 401 to a guest", async () => {
    const response = await change(undefined, { currentPassword: "x", newPassword: "kevät-kengät-2027" });
    expect(response.status).toBe(401);
  });

  it("refuses a wrong current password with INVALID_PASSWORD and keeps the old one", async () => {
    const me = await t.signedInUser();
    const response = await change(me.cookie, { currentPassword: "not-mine-at-all", newPassword: "kevät-kengät-2027" });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe("INVALID_PASSWORD");
    expect(await signInStatus(me.email, me.password)).toBe(200);
  });

  it("refuses a very common new password with WEAK_PASSWORD", async () => {
    const me = await t.signedInUser();
    const response = await change(me.cookie, { currentPassword: me.password, newPassword: "password123" });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe("WEAK_PASSWORD");
    expect(await signInStatus(me.email, me.password)).toBe(200);
  });

  it("changes the password, keeps this device and signs out the others when asked", async () => {
    expectLogged(/auth: Invalid password/);
    const me = await t.signedInUser();
    const laptop = await signIn(t.request, me.email, me.password);
    const response = await change(me.cookie, {
      currentPassword: me.password,
      newPassword: "kevät-kengät-2027",
      revokeOtherSessions: true,
    });
    expect(response.status).toBe(200);
    // Better Auth issues this device a new session in place of the revoked one.
    const renewed = response.headers.getSetCookie().find((cookie) => cookie.startsWith("kierto.session_token="));
    expect(renewed).toBeDefined();
    expect(await signedIn(renewed?.split(";")[0] ?? "")).toBe(true);
    expect(await signedIn(laptop)).toBe(false);
    expect(await signInStatus(me.email, "kevät-kengät-2027")).toBe(200);
    expect(await signInStatus(me.email, me.password)).toBe(401);
  });

  it("leaves the other devices signed in when not asked to sign them out", async () => {
    const me = await t.signedInUser();
    const laptop = await signIn(t.request, me.email, me.password);
    const response = await change(me.cookie, {
      currentPassword: me.password,
      newPassword: "kevät-kengät-2027",
      revokeOtherSessions: false,
    });
    expect(response.status).toBe(200);
    expect(await signedIn(me.cookie)).toBe(true);
    expect(await signedIn(laptop)).toBe(true);
  });
});

describe("password reset", () => {
  it("refuses a very common new password with WEAK_PASSWORD, and the link still works after", async () => {
    const me = await t.signedInUser();
    await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email: me.email, redirectTo: "/reset-password" },
    });
    const mails = await t.mailbox(me.email);
    const link = new URL(mails[0]?.links[0] ?? "");
    const follow = await t.request(`${link.pathname}${link.search}`);
    const token = new URL(follow.headers.get("location") ?? "", "http://x").searchParams.get("token");
    expect(token).toBeTruthy();

    const weak = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "password123" },
    });
    expect(weak.status).toBe(400);
    expect(await errorCode(weak)).toBe("WEAK_PASSWORD");
    expect(await signInStatus(me.email, me.password)).toBe(200);

    const strong = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "kevät-kengät-2027" },
    });
    expect(strong.status).toBe(200);
  });
});
