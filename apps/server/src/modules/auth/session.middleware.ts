import type { Role } from "@kierto/shared";
import { getSessionCookie } from "better-auth/cookies";
import { sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../lib/app-env";
import { AUTH_COOKIE_PREFIX } from "./auth";

/** How stale last_seen may get before a request refreshes it (one guarded write a minute). */
const LAST_SEEN_RESOLUTION = "60 seconds";

/**
 * Reads the session cookie for every API request, sets `c.var.user` (with the profile's role)
 * or null, and keeps the user's last_seen fresh. Routes refuse guests with the guards in
 * guards.ts, never by reading the cookie themselves.
 */
export function sessionMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { auth, db } = c.var.deps;
    const headers = c.req.raw.headers;
    // Guests are most of the traffic: without a session cookie there is nothing to look up, and
    // Better Auth's full endpoint machinery would cost more than the feed query itself.
    const found = hasSessionCookie(headers) ? await auth.api.getSession({ headers }) : null;
    if (found) {
      c.set("user", {
        id: found.user.id,
        email: found.user.email,
        name: found.user.name,
        emailVerified: found.user.emailVerified,
        role: await touchProfile(db, found.user.id),
      });
      c.set("sessionId", found.session.id);
    } else {
      c.set("user", null);
      c.set("sessionId", null);
    }
    await next();
  };
}

/** Whether the request carries a session cookie at all (valid or not): without one it is a guest's. */
export function hasSessionCookie(headers: Headers): boolean {
  return Boolean(getSessionCookie(headers, { cookiePrefix: AUTH_COOKIE_PREFIX }));
}

/** Reads the role and refreshes a stale last_seen in one round trip. */
async function touchProfile(db: AppEnv["Variables"]["deps"]["db"], userId: string): Promise<Role> {
  const { rows } = await db.execute<{ role: Role }>(sql`
    with touched as (
      update profiles set last_seen = now()
      where id = ${userId} and (last_seen is null or last_seen < now() - ${LAST_SEEN_RESOLUTION}::interval)
    )
    select role from profiles where id = ${userId}`);
  // Every account gets its profile in the step that creates it; "user" is the spec's default.
  return rows[0]?.role ?? "user";
}
