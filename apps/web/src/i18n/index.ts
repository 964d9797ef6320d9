import { catalogueLoaders, language } from "./active-language";
import type { Messages } from "./messages";

export { availableLanguages, language, locale } from "./active-language";
export type { Messages };

/**
 * The active catalogue, loaded before the first render: this module waits for it at the top
 * level, so every module that reads it runs with it in place. A change of language reloads the
 * page (docs/decisions), so it stays the same for the life of the page.
 */
const load = catalogueLoaders.get(language);
if (!load) throw new Error(`no catalogue for ${language}`);
const active = (await load()) as Messages;

export function useMessages(): Messages {
  return active;
}

/** For code outside components (toasts from mutations, error mapping). */
export const messages: Messages = active;
