import { LANGUAGE_PREFIXED_PATTERNS } from "./language-addresses";

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
  "/app/following",
  "/app/saved-searches",
  "/app/saved-searches/:id",
  "/app/chats",
  "/app/chat/:id",
  "/chat/:id",
  "/app/my-items",
  "/app/wallet",
  "/app/bundles/:sellerId",
  "/app/sales/:id",
] as const;

const matcherOf = (pattern: string) => new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, "[^/]+")}$`);
const matchers = [...WEB_ROUTE_PATTERNS, ...LANGUAGE_PREFIXED_PATTERNS].map(matcherOf);

/** Whether the web app has a page at this path, with or without a language prefix. */
export function isWebRoute(pathname: string): boolean {
  // A trailing slash is the same page, as in the router.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
  return matchers.some((matcher) => matcher.test(path));
}
