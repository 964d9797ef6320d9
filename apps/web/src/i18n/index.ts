import { ERROR_CODES, type ErrorCode } from "@kierto/shared";
import { catalogueLoaders, language, laterLoaders } from "./active-language";
import { FIRST_VIEW_ERROR_CODES, LATER_LISTINGS_KEYS, LATER_SECTIONS } from "./later-sections";
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
const active = { ...firstView, listings: { ...firstView.listings }, errors: { ...firstView.errors } } as Messages;
const firstViewErrors = new Set<string>(FIRST_VIEW_ERROR_CODES);

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
for (const code of ERROR_CODES) if (!firstViewErrors.has(code)) notYet(active.errors, code, `errors.${code}`);

const fill = (target: object, texts: object) => {
  for (const [key, value] of Object.entries(texts)) {
    Object.defineProperty(target, key, { value, enumerable: true, writable: false, configurable: false });
  }
};

let later: Promise<void> | undefined;
let laterLoaded = false;

/** Loads the texts the first view of / does not read, once; a failed download is tried again next time. */
export function loadLaterTexts(): Promise<void> {
  later ??= loadLater().then(
    (texts) => {
      const { listings, errors, ...sections } = texts as LaterMessages;
      fill(active.listings, listings);
      fill(active.errors, errors);
      fill(active, sections);
      laterLoaded = true;
    },
    (error: unknown) => {
      later = undefined;
      throw error;
    },
  );
  return later;
}

/**
 * The text of an error code, or undefined while it is one of the later texts and they have not
 * loaded: a failure on / that only a feature's page explains (rare there) then gets a general text
 * rather than an error thrown while it is reported.
 */
export function errorMessage(code: ErrorCode): string | undefined {
  return laterLoaded || firstViewErrors.has(code) ? active.errors[code] : undefined;
}

export function useMessages(): Messages {
  return active;
}

/** For code outside components (toasts from mutations, error mapping). */
export const messages: Messages = active;
