import { messages } from "@/i18n";
import { ApiError } from "@/lib/api-client";
import { errorCode, errorText } from "@/lib/error-text";

/**
 * docs/product-rules.md#errors-and-messages "Authentication messages": the server's error codes mapped to the exact texts.
 * Codes are Better Auth's (and ours for the weak-password and duplicate cases); lib/error-text maps
 * Better Auth's variants onto ours.
 */
export function authErrorMessage(error: unknown): string {
  const m = messages.auth.errors;
  if (!(error instanceof ApiError)) return m.thrown;
  if (error.code === "NETWORK") return messages.common.networkError;
  switch (errorCode(error)) {
    case "EMAIL_NOT_VERIFIED":
      return m.emailNotConfirmed;
    case "INVALID_EMAIL_OR_PASSWORD":
      return m.invalidCredentials;
    case "USER_ALREADY_EXISTS":
      return m.alreadyRegistered;
    case "WEAK_PASSWORD":
      return m.weakPassword;
    case "INVALID_EMAIL":
      return m.invalidEmail;
    case "ACCOUNT_SUSPENDED": {
      const reasons: Record<string, string> = messages.moderation.reasons;
      const reason = error.details.reason;
      // Only the catalogue's name of a reason, never the raw value the server sent.
      return m.suspended(reason ? (reasons[reason] ?? null) : null);
    }
    case "RATE_LIMITED": {
      // The wait the server gave (Retry-After, also in the body), when it gave one.
      const wait = Number(error.details.retryAfterSeconds);
      return Number.isInteger(wait) && wait > 0
        ? messages.common.tooManyRequestsWait(wait)
        : messages.common.tooManyRequests;
    }
    default:
      // Never the server's own English: the catalogue's text for the code, or a general one.
      return errorText(error, m.noMessage);
  }
}
