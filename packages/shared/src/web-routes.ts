import { isLanguage, LANGUAGES, type Language } from "./languages";

/**
 * The web app's page routes (apps/web/src/config/paths.ts, whose test keeps the two the same), so
 * the server answers any other address with the app's not-found page and HTTP 404, as search
 * engines and link checkers read the status, not the page. `:name` is one path segment.
 */
export const WEB_ROUTE_PATTERNS = [
  "/",
  "/product/:id",
  "/app/product/:id",
  "/browse/product/:id",
  "/checkout/:id",
  "/browse/checkout/:id",
  "/payment-success",
  "/user/:id",
  "/about",
  "/how-it-works",
  "/terms",
  "/privacy",
  "/dispute-policy",
  "/contact",
  "/appeal",
  "/faq",
  "/reset-password",
  "/auth",
  "/landing",
  "/welcome",
  "/admin",
  "/admin/finance",
  "/app",
  "/app/profile",
  "/app/settings",
  "/app/moderation",
  "/app/moderation/:id",
  "/app/upload",
  "/app/favorites",
  "/app/chats",
  "/app/chat/:id",
  "/chat/:id",
  "/app/my-items",
  "/app/wallet",
] as const;

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
const matchers = [...WEB_ROUTE_PATTERNS, ...LANGUAGE_PREFIXED_PATTERNS].map(matcherOf);
const localisedMatchers = LOCALISED_PAGE_PATTERNS.map(matcherOf);

/** A trailing slash is the same page, as in the router. */
const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;

/** Whether the web app has a page at this path, with or without a language prefix. */
export function isWebRoute(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return matchers.some((matcher) => matcher.test(path));
}

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
