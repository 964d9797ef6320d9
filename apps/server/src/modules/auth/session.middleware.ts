import { getSessionCookie } from "better-auth/cookies";
import type { Context, MiddlewareHandler } from "hono";
import { AUTH_COOKIE_PREFIX } from "./auth";
import type { AuthEnv } from "./auth-env";
import { markSeen, sessionProfile, withProfileReadOnce } from "./session-profile";

/**
 * Reads the session for every API request through Better Auth's getSession, sets `c.var.user`
 * (with the profile's role) or null, and keeps the user's last_seen fresh. Routes refuse guests
 * with the guards in guards.ts, never by reading the cookie themselves.
 *
 * Most signed-in requests are answered from Better Auth's cookie cache (auth.ts): its signed copy
 * of the session and user, checked against the account's sessions generation in the one profile
 * read that also gives the role, so a request costs one statement before its own
 * (docs/decisions/0031).
 */
export function sessionMiddleware(): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const headers = c.req.raw.headers;
    // Guests are most of the traffic: without a session cookie there is nothing to look up.
    if (!hasSessionCookie(headers)) {
      c.set("user", null);
      c.set("sessionId", null);
      return next();
    }
    const { auth, db } = c.get("deps");
    const { found, profile, setCookies } = await withProfileReadOnce(async () => {
      const read = await auth.api.getSession({ headers, returnHeaders: true });
      const session = read.response;
      return {
        found: session,
        profile: session ? await sessionProfile(db, session.user.id) : undefined,
        setCookies: read.headers.getSetCookie(),
      };
    });
    if (found && profile) {
      const { id, email, name, emailVerified, twoFactorEnabled } = found.user;
      c.set("user", {
        id,
        email,
        name,
        emailVerified,
        role: profile.role,
        twoFactorEnabled: twoFactorEnabled === true,
      });
      c.set("sessionId", found.session.id);
      if (profile.seenLongAgo) await markSeen(db, id);
    } else {
      c.set("user", null);
      c.set("sessionId", null);
    }
    await next();
    forwardCookies(c, setCookies);
  };
}

/**
 * Better Auth's answer may set cookies: a fresh cached copy after it read the tables, a refreshed
 * session, or none left after a session that ended. The browser gets them unless the route set
 * cookies of its own (the auth routes do, and theirs are the newer word).
 */
function forwardCookies(c: Context<AuthEnv>, cookies: string[]): void {
  if (cookies.length === 0 || c.res.headers.has("set-cookie")) return;
  for (const cookie of cookies) c.header("set-cookie", cookie, { append: true });
}

/** Whether the request carries a session cookie at all (valid or not): without one it is a guest's. */
export function hasSessionCookie(headers: Headers): boolean {
  return Boolean(getSessionCookie(headers, { cookiePrefix: AUTH_COOKIE_PREFIX }));
}
