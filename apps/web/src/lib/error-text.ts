import type { ErrorCode } from "@kierto/shared";
import { messages } from "@/i18n";
import { ApiError } from "./api-client";

/** The catalogue text for a failed API call's code; a network failure or unknown code gets a general text. */
export function errorText(error: unknown, fallback: string = messages.common.unexpectedError): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === "NETWORK") return messages.common.networkError;
  return Object.hasOwn(messages.errors, error.code) ? messages.errors[error.code as ErrorCode] : fallback;
}
