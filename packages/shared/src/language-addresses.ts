import { isLanguage, LANGUAGES, type Language } from "./languages";
import type { WEB_ROUTE_PATTERNS } from "./web-routes";

/**
 * The public pages, which search engines find in each language (docs/decisions/0062): each also
 * answers under a language prefix, `/fi/about`, `/sv/about`, `/en/about`, whose language wins over
 * the browser's remembered one. Without the prefix a page keeps answering in the browser's language.
 * The product's other routes (/app/product, /browse/product) name the same page as /product.
 */
export const LOCALISED_PAGE_PATTERNS = [
  "/",
  "/product/:id",
  "/user/:id",
  "/about",
  "/how-it-works",
  "/terms",
  "/privacy",
  "/dispute-policy",
  "/contact",
  "/faq",
] as const satisfies readonly (typeof WEB_ROUTE_PATTERNS)[number][];

/** A public page's pattern under a language prefix: `/fi`, `/fi/product/:id`. */
export function languagePrefixed(language: Language, path: string): string {
  return path === "/" ? `/${language}` : `/${language}${path}`;
}

/** Every language-prefixed pattern the web app routes. */
export const LANGUAGE_PREFIXED_PATTERNS = LANGUAGES.flatMap((language) =>
  LOCALISED_PAGE_PATTERNS.map((pattern) => languagePrefixed(language, pattern)),
);

const matcherOf = (pattern: string) => new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, "[^/]+")}$`);
const localisedMatchers = LOCALISED_PAGE_PATTERNS.map(matcherOf);

/** A trailing slash is the same page, as in the router. */
const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;

/**
 * A path read for its language prefix: `/fi/product/x` is the page `/product/x` in Finnish. Only a
 * public page has one; any other path (`/fi/app`, `/fi/xyz`) comes back as it was, without a language.
 */
export function localisedPage(pathname: string): { language: Language | undefined; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(withoutTrailingSlash(pathname));
  const page = match?.[2] ?? "/";
  if (match && isLanguage(match[1]) && localisedMatchers.some((matcher) => matcher.test(page))) {
    return { language: match[1], path: page };
  }
  return { language: undefined, path: pathname };
}

/** Whether a page (unprefixed) has language-prefixed addresses. */
export function isLocalisedPage(path: string): boolean {
  const page = withoutTrailingSlash(path);
  return localisedMatchers.some((matcher) => matcher.test(page));
}
