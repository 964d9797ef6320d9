import { catalogueLoaders, language, laterLoaders } from "./active-language";
import { LATER_LISTINGS_KEYS, LATER_SECTIONS } from "./later-sections";
import type { FirstViewMessages, LaterMessages, Messages } from "./messages";

export { availableLanguages, language, locale } from "./active-language";
export type { Messages };

/**
 * The active catalogue. The first view's texts are loaded before the first render: this module
 * waits for them at the top level, so every module that imports it runs with them in place. The
 * other texts arrive with `loadLaterTexts()`, which every page but home awaits before it renders
 * (app/route-tree.tsx, ADR 0021). A change of language reloads the page (ADR 0016), so the texts
 * stay the same for the life of the page.
 */
function loaderOf<T>(loaders: ReadonlyMap<typeof language, T>): T {
  const load = loaders.get(language);
  if (!load) throw new Error(`no catalogue for ${language}`);
  return load;
}
const loadFirstView = loaderOf(catalogueLoaders);
const loadLater = loaderOf(laterLoaders);
const firstView = (await loadFirstView()) as FirstViewMessages;
const active = { ...firstView, listings: { ...firstView.listings } } as Messages;

// Until they arrive, reading a later text fails loudly rather than showing nothing.
const notYet = (target: object, key: string, name: string) =>
  Object.defineProperty(target, key, {
    configurable: true,
    enumerable: false,
    get() {
      throw new Error(`the ${name} texts were read before they loaded: its page must await loadLaterTexts()`);
    },
  });
for (const section of LATER_SECTIONS) notYet(active, section, section);
for (const key of LATER_LISTINGS_KEYS) notYet(active.listings, key, `listings.${key}`);

const fill = (target: object, texts: object) => {
  for (const [key, value] of Object.entries(texts)) {
    Object.defineProperty(target, key, { value, enumerable: true, writable: false, configurable: false });
  }
};

let later: Promise<void> | undefined;

/** Loads the texts the first view of / does not read, once; a failed download is tried again next time. */
export function loadLaterTexts(): Promise<void> {
  later ??= loadLater().then(
    (texts) => {
      const { listings, ...sections } = texts as LaterMessages;
      fill(active.listings, listings);
      fill(active, sections);
    },
    (error: unknown) => {
      later = undefined;
      throw error;
    },
  );
  return later;
}

export function useMessages(): Messages {
  return active;
}

/** For code outside components (toasts from mutations, error mapping). */
export const messages: Messages = active;
