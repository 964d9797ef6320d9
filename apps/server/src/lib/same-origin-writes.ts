import type { MiddlewareHandler } from "hono";
import { forbidden } from "./http-error";

/**
 * Paths another site may send unsafe requests to. Each proves itself another way than with our
 * session cookie, so the browser's origin says nothing about whether to trust it. Add a route
 * here only with a comment that names that proof.
 */
export const CROSS_SITE_WRITES_ALLOWED: readonly string[] = [
  // Payment providers call back server to server; each call carries the provider's signature.
  "/api/webhooks/",
  // Carriers report tracking events server to server, each call signed with the shared secret.
  "/api/shipping/callbacks/",
  // The local payment page stands in for a provider's hosted page: its form posts carry the
  // checkout's own one-time token, and a provider's page would post from its own origin.
  "/pay/",
];

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses an unsafe request (POST, PUT, PATCH, DELETE) that a browser sent from another site.
 * SameSite=Lax cookies and JSON content types do not cover everything: a body-less POST or a
 * multipart upload is a "simple" request a foreign page can send with the visitor's cookie.
 * Browsers name the sending page in Origin (and Sec-Fetch-Site) on every unsafe request; a
 * request with neither comes from a program, not from a page that could borrow a visitor's cookie.
 */
export function sameOriginWrites(trustedOrigins: readonly string[]): MiddlewareHandler {
  const trusted = new Set(trustedOrigins);
  return (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || CROSS_SITE_WRITES_ALLOWED.some((p) => c.req.path.startsWith(p))) {
      return next();
    }
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const foreignOrigin = origin !== undefined && !trusted.has(origin);
    // "none" is the person themselves (a typed address, a bookmark); "same-site" is still another origin.
    const foreignSite = fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none";
    if (foreignOrigin || foreignSite) {
      throw forbidden("Requests from other sites are not accepted.");
    }
    return next();
  };
}
