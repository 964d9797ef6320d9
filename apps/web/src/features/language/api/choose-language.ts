import { type Language, languagePrefixed, localisedPage } from "@kierto/shared";
import { api, unwrap } from "@/lib/api-client";

/**
 * Remembers the language (a cookie, and the profile of a signed-in person) and loads the page
 * again in it: the catalogue, the formats and the server-written page all follow (ADR 0016). A page
 * whose address names its language (/fi/about) moves to the same page's address in the new one
 * (/sv/about, ADR 0062); any other loads again at the same address, in the remembered language.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await unwrap(api.language.$put({ json: { language } }));
  const target = addressInLanguage(window.location, language);
  if (target) window.location.assign(target);
  else window.location.reload();
}

/** A signed-in person's profile language, taken unless the page's address names its own (ADR 0062). */
export async function takeProfileLanguage(language: Language): Promise<void> {
  if (localisedPage(window.location.pathname).language) return;
  await chooseLanguage(language);
}

/** The same page's address in `language`, when the address names a language; else undefined. */
export function addressInLanguage(
  location: Pick<Location, "pathname" | "search" | "hash">,
  language: Language,
): string | undefined {
  const shown = localisedPage(location.pathname);
  if (!shown.language) return undefined;
  return `${languagePrefixed(language, shown.path)}${location.search}${location.hash}`;
}
