import { isLocalisedPage, LANGUAGES, type Language, languagePrefixed, localisedPage } from "@kierto/shared";

/** A product's other routes, which show the same page as /product/{id} (docs/product-rules.md#listings). */
const PRODUCT_ALIAS = /^\/(?:app|browse)(\/product\/[^/]+)\/?$/;

/**
 * The public page a request path shows, and the language its address names: `/fi/product/x` is
 * `/product/x` in Finnish, `/browse/product/x` is `/product/x` in the browser's language
 * (no language). Undefined for a path that is not a public page (the app, checkout, an unknown one).
 */
export function publicPageOf(pathname: string): { page: string; language: Language | undefined } | undefined {
  const prefixed = localisedPage(pathname);
  if (prefixed.language) return { page: prefixed.path, language: prefixed.language };
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
  const product = PRODUCT_ALIAS.exec(path)?.[1];
  const page = product ?? path;
  return isLocalisedPage(page) ? { page, language: undefined } : undefined;
}

/** The absolute address of a public page in a language, or without one (the browser's language: x-default). */
export function pageAddress(publicUrl: string, page: string, language?: Language): string {
  return `${publicUrl}${language ? languagePrefixed(language, page) : page}`;
}

/** A page's address in each language, and x-default: the unprefixed one, whose language the browser chooses. */
export function pageAlternates(publicUrl: string, page: string): { hreflang: Language | "x-default"; href: string }[] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: pageAddress(publicUrl, page, language) })),
    { hreflang: "x-default" as const, href: pageAddress(publicUrl, page) },
  ];
}
