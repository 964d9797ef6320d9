import { messages } from "@/i18n";
import { ApiError } from "@/lib/api-client";

/**
 * docs/product-rules.md#errors-and-messages "Authentication messages": the server's error codes mapped to the exact texts.
 * Codes are Better Auth's (and ours for the weak-password and duplicate cases).
 */
export function authErrorMessage(error: unknown): string {
  const m = messages.auth.errors;
  if (!(error instanceof ApiError)) return m.thrown;
  switch (error.code) {
    case "EMAIL_NOT_VERIFIED":
      return m.emailNotConfirmed;
    case "INVALID_EMAIL_OR_PASSWORD":
      return m.invalidCredentials;
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return m.alreadyRegistered;
    case "WEAK_PASSWORD":
    case "PASSWORD_TOO_SHORT":
      return m.weakPassword;
    case "INVALID_EMAIL":
      return m.invalidEmail;
    case "ACCOUNT_SUSPENDED": {
      const reasons: Record<string, string> = messages.moderation.reasons;
      const reason = error.details.reason;
      return m.suspended(reason ? (reasons[reason] ?? reason) : null);
    }
    case "RATE_LIMITED":
      return messages.common.tooManyRequests;
    case "NETWORK":
      return messages.common.networkError;
    default:
      return error.message || m.noMessage;
  }
}
