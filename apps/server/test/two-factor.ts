import { URI } from "otpauth";
import { expect } from "vitest";
import { cookieFrom, type TestApp } from "./test-app";

/**
 * Turns two-factor sign-in on for a signed-in test user through Better Auth's endpoints, as the
 * settings page does: the password, then a first code computed from the enrolled secret.
 * Returns the session cookie that replaced the old one, the backup codes and a code generator.
 */
export async function enrolTwoFactor(t: TestApp, user: { password: string; cookie: string }) {
  const enabled = await t.request("/api/auth/two-factor/enable", {
    method: "POST",
    cookie: user.cookie,
    json: { password: user.password },
  });
  expect(enabled.status, await enabled.clone().text()).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const totp = URI.parse(totpURI);
  const verified = await t.request("/api/auth/two-factor/verify-totp", {
    method: "POST",
    cookie: user.cookie,
    json: { code: totp.generate() },
  });
  expect(verified.status, await verified.clone().text()).toBe(200);
  return { cookie: cookieFrom(verified), backupCodes, code: () => totp.generate(), totpURI };
}

/** A password sign-in that stops at the second factor: the cookie of the pending sign-in. */
export async function signInToSecondFactor(t: TestApp, email: string, password: string) {
  const response = await t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password } });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(await response.json()).toMatchObject({ twoFactorRedirect: true });
  return cookieFrom(response);
}
