import type { FIRST_VIEW_ERROR_CODES } from "../later-sections";

/**
 * The text for each error code the API answers with (decision 5: the web maps codes, never the
 * server's messages). These are the codes any request may meet, the home page's included; the
 * codes of particular features are in later-errors.ts, loaded with the pages that use them
 * (ADR 0021). Typed over the codes, so a new code cannot ship without its text.
 */
export const errors = {
  BAD_REQUEST: "Something in the request was not right. Please try again.",
  VALIDATION_FAILED: "Please check the form and try again.",
  UNAUTHENTICATED: "Please log in to continue.",
  FORBIDDEN: "You are not allowed to do that.",
  NOT_FOUND: "It isn't there any more.",
  CONFLICT: "That clashes with a change made meanwhile. Please reload and try again.",
  RATE_LIMITED: "Too many attempts. Please wait a moment and try again.",
  INTERNAL: "An unexpected error occurred. Please try again.",
  DATABASE_UNAVAILABLE: "Kierto is briefly unavailable. Please try again in a moment.",
} satisfies Record<(typeof FIRST_VIEW_ERROR_CODES)[number], string>;
