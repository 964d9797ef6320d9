import { ERROR_CODES, type ErrorCode } from "@kierto/shared";

/** Better Auth's codes that mean one of ours. */
const SAME_AS_OURS: Record<string, ErrorCode> = {
  PASSWORD_TOO_SHORT: "WEAK_PASSWORD",
  PASSWORD_TOO_LONG: "VALIDATION_FAILED",
  VALIDATION_ERROR: "VALIDATION_FAILED",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "USER_ALREADY_EXISTS",
  TOKEN_EXPIRED: "INVALID_TOKEN",
  // The two-factor plugin's (ADR 0034).
  INVALID_CODE: "INVALID_TWO_FACTOR_CODE",
  INVALID_BACKUP_CODE: "INVALID_TWO_FACTOR_CODE",
  INVALID_TWO_FACTOR_COOKIE: "TWO_FACTOR_SIGN_IN_EXPIRED",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "TWO_FACTOR_SIGN_IN_EXPIRED",
  ACCOUNT_TEMPORARILY_LOCKED: "RATE_LIMITED",
  TOTP_ALREADY_ENABLED: "TWO_FACTOR_ALREADY_ENABLED",
};

const ours = new Set<string>(ERROR_CODES);

/**
 * The code the API answers for a refusal of Better Auth's: its own code when that is one of ours
 * (ERROR_CODES mirrors the ones people meet), ours for its variants, otherwise the general code
 * for the status. So every code the web app receives is in ERROR_CODES, which its catalogue
 * covers, and a Better Auth upgrade cannot send the web app a code without a text.
 */
export function authErrorCode(status: number, betterAuthCode: unknown): ErrorCode {
  if (status === 429) return "RATE_LIMITED";
  if (typeof betterAuthCode === "string") {
    if (ours.has(betterAuthCode)) return betterAuthCode as ErrorCode;
    const same = SAME_AS_OURS[betterAuthCode];
    if (same) return same;
  }
  if (status === 401) return "UNAUTHENTICATED";
  if (status === 403) return "FORBIDDEN";
  if (status === 404) return "NOT_FOUND";
  if (status >= 500) return "INTERNAL";
  return "BAD_REQUEST";
}
