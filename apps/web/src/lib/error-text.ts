import type { ErrorCode } from "@kierto/shared";
import { errorMessage, isKnownErrorCode, messages } from "@/i18n";
import { ApiError } from "./api-client";

/** The catalogue's code for a failed API call, or undefined when it has none (a network failure, an unknown code). */
export function errorCode(error: unknown): ErrorCode | undefined {
  if (!(error instanceof ApiError)) return undefined;
  // The server answers only its own codes, Better Auth's refusals mapped onto them (auth-error-code.ts).
  return isKnownErrorCode(error.code) ? error.code : undefined;
}

/**
 * The catalogue text for a failed API call's code; a network failure or an unknown code gets a
 * general text. Never the server's own message: the text is always the catalogue's.
 */
export function errorText(error: unknown, fallback: string = messages.common.unexpectedError): string {
  if (error instanceof ApiError && error.code === "NETWORK") return messages.common.networkError;
  const code = errorCode(error);
  return (code && errorMessage(code)) || fallback;
}
