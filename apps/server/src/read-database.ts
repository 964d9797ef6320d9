import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "./app-env";
import type { Database } from "./db/client";
import { postgresErrorCode } from "./db/postgres-error-code";

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

/**
 * Runs a public read on a replica that answers, in turn, or on the primary after one's own write
 * or when no replica answers. A replica that fails the read itself (its connection lost, it shut
 * down, a recovery conflict cancelled the statement) is reported and the read runs again on the
 * primary, so a replica's death costs a moment's latency, not an error page.
 */
export async function publicRead<T>(c: Context<AppEnv>, read: (db: Database) => Promise<T>): Promise<T> {
  const { db, replicas } = c.get("deps");
  const replica = replicas && !getCookie(c, RECENT_WRITE_COOKIE) ? replicas.pick() : undefined;
  if (!replicas || !replica) return read(db);
  try {
    return await read(replica);
  } catch (error) {
    if (!isReplicaFailure(error)) throw error;
    replicas.reportFailure(replica, error);
    return read(db);
  }
}

const CONNECTION_ERRORS = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENOTFOUND"]);
const CONNECTION_LOST = /Connection terminated|timeout exceeded when trying to connect/i;

/**
 * The replica's trouble, not the query's: its connection was refused, reset or ended, a connection
 * exception (class 08), the server shutting down or starting (57P01-57P03), or a statement
 * cancelled by a conflict with recovery (40001 on a standby). A missing row or a bad query fails
 * the same on the primary, so it is not retried.
 */
function isReplicaFailure(error: unknown): boolean {
  const code = postgresErrorCode(error);
  if (code) return code.startsWith("08") || /^57P0[123]$/.test(code) || code === "40001";
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const systemCode = (current as { code?: unknown }).code;
    if (typeof systemCode === "string" && CONNECTION_ERRORS.has(systemCode)) return true;
    if (CONNECTION_LOST.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/** Marks a browser that has just changed something, so its next reads see the change. */
export function markRecentWrites(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const { replicas, env } = c.get("deps");
    if (!replicas || !WRITE_METHODS.has(c.req.method) || c.res.status >= 400) return;
    setCookie(c, RECENT_WRITE_COOKIE, "1", {
      path: "/",
      maxAge: READ_YOUR_WRITES_SECONDS,
      httpOnly: true,
      sameSite: "Lax",
      secure: env.publicUrl.startsWith("https://"),
    });
  };
}
