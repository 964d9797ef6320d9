import { paths } from "@/config/paths";
import { apiFetch } from "@/lib/api-client";

/** Better Auth's endpoints under /api/auth, as the screens use them. */

/**
 * Where the confirmation link lands: the log-in form, saying the address is confirmed. The link
 * does not sign anyone in (whoever chose the password signs in with it), and the first confirmed
 * sign-in then goes to /welcome (docs/product-rules.md#accounts-and-profiles).
 */
export const CONFIRMED_LANDING = `${paths.auth.href}?confirmed=1`;

export function signUpWithEmail(input: { displayName: string; email: string; password: string }) {
  return apiFetch("/api/auth/sign-up/email", {
    json: { name: input.displayName, email: input.email, password: input.password, callbackURL: CONFIRMED_LANDING },
  });
}

export interface SignedInUser {
  id: string;
  emailVerified: boolean;
}

/** A password sign-in: signed in, or (two-factor sign-in on) waiting for the second factor. */
export function signInWithEmail(input: { email: string; password: string }) {
  return apiFetch<{ user: SignedInUser } | { twoFactorRedirect: true }>("/api/auth/sign-in/email", { json: input });
}

/** The second step of such a sign-in: a code from the authenticator app, or one of the backup codes. */
export function verifySecondFactor(kind: "totp" | "backup", code: string) {
  const path = kind === "totp" ? "/api/auth/two-factor/verify-totp" : "/api/auth/two-factor/verify-backup-code";
  return apiFetch<{ user: SignedInUser }>(path, { json: { code: code.replace(/\s/g, "") } });
}

export function signOutHere() {
  return apiFetch("/api/auth/sign-out", { json: {} });
}

export function resendConfirmation(email: string) {
  return apiFetch("/api/auth/send-verification-email", { json: { email, callbackURL: CONFIRMED_LANDING } });
}

export function requestPasswordReset(email: string) {
  return apiFetch("/api/auth/request-password-reset", { json: { email, redirectTo: paths.resetPassword.href } });
}

export function resetPassword(token: string, newPassword: string) {
  return apiFetch("/api/auth/reset-password", { json: { token, newPassword } });
}
