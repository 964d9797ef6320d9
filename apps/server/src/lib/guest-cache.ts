import type { MiddlewareHandler } from "hono";
import { etag } from "hono/etag";
import type { AppEnv } from "../app-env";

/**
 * How long a CDN may serve a guest read without asking again (s-maxage), and how long past that
 * it may serve the stale copy while it fetches the new one in the background. 30 s bounds how long
 * a guest may still see a changed or sold listing as it was (a sale is still guarded by the
 * reservation, so a stale card never sells twice), and takes all but one request per 30 s and
 * address off the instances for the busiest pages. Browsers keep nothing (max-age=0) and revalidate
 * with the ETag, so a 304 costs them no body.
 */
export const GUEST_CACHE_CONTROL = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";

/**
 * A guest's read as a CDN may hold it: public caching and a weak ETag (If-None-Match answers
 * 304). A signed-in person's answer holds their own state (favourites, their drafts) and stays
 * private. The JSON carries no text in a language, so nothing but the encoding varies.
 * docs/deploying.md tells the CDN to pass requests with a session cookie straight through.
 */
export function guestCacheable(): MiddlewareHandler<AppEnv> {
  const tag = etag({ weak: true });
  return async (c, next) => {
    if (c.get("user")) {
      await next();
      c.res.headers.set("cache-control", "private, no-store");
      return;
    }
    await tag(c, next);
    if (c.res.status === 200 || c.res.status === 304) c.res.headers.set("cache-control", GUEST_CACHE_CONTROL);
  };
}
