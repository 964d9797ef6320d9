import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "./app-env";
import type { Database } from "./db/client";

/**
 * Read replicas (DATABASE_REPLICA_URLS, docs/decisions/0075) serve the public reads: the feed and
 * its count, a product, a seller's page. A replica may lag the primary by a moment, so whoever
 * has just written (listed, edited, favourited, bought) carries a short-lived cookie, and their
 * reads go to the primary until it expires: their own listing appears at once.
 */
export const RECENT_WRITE_COOKIE = "kierto_recent_write";

/** Longer than a healthy replica's lag; a replica further behind should be taken out of the list. */
export const READ_YOUR_WRITES_SECONDS = 10;

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
let nextReplica = 0;

/** The database a public read should use: a replica in turn, or the primary after one's own write. */
export function readDatabase(c: Context<AppEnv>): Database {
  const { db, replicas } = c.get("deps");
  if (!replicas?.length || getCookie(c, RECENT_WRITE_COOKIE)) return db;
  nextReplica = (nextReplica + 1) % replicas.length;
  return replicas[nextReplica] ?? db;
}

/** Marks a browser that has just changed something, so its next reads see the change. */
export function markRecentWrites(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const { replicas, env } = c.get("deps");
    if (!replicas?.length || !WRITE_METHODS.has(c.req.method) || c.res.status >= 400) return;
    setCookie(c, RECENT_WRITE_COOKIE, "1", {
      path: "/",
      maxAge: READ_YOUR_WRITES_SECONDS,
      httpOnly: true,
      sameSite: "Lax",
      secure: env.publicUrl.startsWith("https://"),
    });
  };
}
