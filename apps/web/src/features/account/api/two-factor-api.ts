import { useMutation } from "@tanstack/react-query";
import { messages } from "@/i18n";
import { apiFetch } from "@/lib/api-client";

/** Better Auth's two-factor endpoints, as the settings page uses them (ADR 0034). */

export interface TwoFactorEnrolment {
  /** otpauth:// address of the new secret, shown as a QR code and as text. */
  totpURI: string;
  /** Ten one-time codes for a lost device, shown once. */
  backupCodes: string[];
}

/** Starts enrolment: with the password, a new secret and backup codes; not on until a first code is verified. */
export function useStartTwoFactor() {
  return useMutation({
    meta: { errorTitle: messages.account.twoFactor.failed, plainCodes: ["INVALID_PASSWORD"] },
    mutationFn: (password: string) =>
      apiFetch<TwoFactorEnrolment>("/api/auth/two-factor/enable", { json: { password } }),
  });
}

/** Proves the authenticator holds the secret: two-factor sign-in is on from here. */
export function useConfirmTwoFactor() {
  return useMutation({
    meta: { errorTitle: messages.account.twoFactor.failed, plainCodes: ["INVALID_TWO_FACTOR_CODE"] },
    mutationFn: (code: string) =>
      apiFetch("/api/auth/two-factor/verify-totp", { json: { code: code.replace(/\s/g, "") } }),
  });
}

export function useDisableTwoFactor() {
  return useMutation({
    meta: { errorTitle: messages.account.twoFactor.failed, plainCodes: ["INVALID_PASSWORD"] },
    mutationFn: (password: string) => apiFetch("/api/auth/two-factor/disable", { json: { password } }),
  });
}

/** The secret in an otpauth:// address, for typing into an app that cannot scan. */
export function secretOf(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get("secret") ?? "";
  } catch {
    return "";
  }
}
