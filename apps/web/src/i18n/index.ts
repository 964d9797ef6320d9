import { en } from "./en";

export type Messages = typeof en;

/**
 * The active catalogue. English only for now; Finnish and Swedish will be objects of the same
 * `Messages` type, picked here from the user's choice or the browser's language.
 */
const active: Messages = en;

export function useMessages(): Messages {
  return active;
}

/** For code outside components (toasts from mutations, error mapping). */
export const messages: Messages = active;

export const locale = "en-FI";
