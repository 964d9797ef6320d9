import { getSessionCookie } from "better-auth/cookies";
import type { MiddlewareHandler } from "hono";
import { requestHeader } from "../../lib/request-header";
import { AUTH_COOKIE_PREFIX } from "./auth";
import type { AuthEnv } from "./auth-env";
import { currentSession } from "./session-lookup";

/**
 * Reads the session cookie for every API request, sets `c.var.user` (with the profile's role)
 * or null, and keeps the user's last_seen fresh. Routes refuse guests with the guards in
 * guards.ts, never by reading the cookie themselves.
 */
export function sessionMiddleware(): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const { auth, db } = c.get("deps");
    // Guests are most of the traffic: without a session cookie there is nothing to look up.
    const cookie = requestHeader(c, "cookie");
    const found = cookie ? await currentSession(auth, db, cookie, () => c.req.raw.headers) : null;
    c.set("user", found?.user ?? null);
    c.set("sessionId", found?.sessionId ?? null);
    await next();
  };
}

/** Whether the request carries a session cookie at all (valid or not): without one it is a guest's. */
export function hasSessionCookie(headers: Headers): boolean {
  return Boolean(getSessionCookie(headers, { cookiePrefix: AUTH_COOKIE_PREFIX }));
}
