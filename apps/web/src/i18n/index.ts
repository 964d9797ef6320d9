import type { ErrorCode } from "@kierto/shared";
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
const firstViewErrors = new Set<string>(FIRST_VIEW_ERROR_CODES);
let laterLoaded = false;
/**
 * The error texts; until the later ones arrive, reading one of them fails loudly. A guard on the
 * object rather than one per code, so the first load carries no list of every code the API has.
 */
const errors = new Proxy<Record<string, string>>(
  { ...firstView.errors },
  {
    get(texts, key, receiver) {
      if (typeof key === "string" && !laterLoaded && !(key in texts) && /^[A-Z][A-Z_]+$/.test(key)) {
        throw new Error(`the errors.${key} texts were read before they loaded: its page must await loadLaterTexts()`);
      }
      return Reflect.get(texts, key, receiver);
    },
  },
);
const active = { ...firstView, listings: { ...firstView.listings }, errors } as Messages;

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

/**
 * Whether the API's answer names one of its codes: those of the first view, and once the later
 * texts are in, every code they have a text for (a test keeps those the same as the API's list).
 * Before then a later code reads as unknown, which changes nothing: it would have no text yet.
 */
export function isKnownErrorCode(code: string): code is ErrorCode {
  return firstViewErrors.has(code) || (laterLoaded && Object.hasOwn(active.errors, code));
}

export function useMessages(): Messages {
  return active;
}

/** For code outside components (toasts from mutations, error mapping). */
export const messages: Messages = active;
