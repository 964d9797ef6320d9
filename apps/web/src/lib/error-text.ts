import { ERROR_CODES, type ErrorCode } from "@kierto/shared";
import { messages } from "@/i18n";
import { ApiError } from "./api-client";

/** Better Auth's codes that mean one of ours. */
const ALIASES: Record<string, ErrorCode> = {
  PASSWORD_TOO_SHORT: "WEAK_PASSWORD",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "USER_ALREADY_EXISTS",
};

const known = new Set<string>(ERROR_CODES);

/** The catalogue's code for a failed API call, or undefined when it has none (a network failure, an unknown code). */
export function errorCode(error: unknown): ErrorCode | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (known.has(error.code)) return error.code as ErrorCode;
  return ALIASES[error.code];
}

/**
 * The catalogue text for a failed API call's code; a network failure or an unknown code gets a
 * general text. Never the server's own message: the text is always the catalogue's.
 */
export function errorText(error: unknown, fallback: string = messages.common.unexpectedError): string {
  if (error instanceof ApiError && error.code === "NETWORK") return messages.common.networkError;
  const code = errorCode(error);
  return code ? messages.errors[code] : fallback;
}
