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

export function signInWithEmail(input: { email: string; password: string }) {
  return apiFetch<{ user: { id: string; emailVerified: boolean } }>("/api/auth/sign-in/email", { json: input });
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
