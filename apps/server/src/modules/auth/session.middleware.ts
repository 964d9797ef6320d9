import { getCookieCache, getSessionCookie } from "better-auth/cookies";
import type { Context, MiddlewareHandler } from "hono";
import { AUTH_COOKIE_PREFIX, usesSecureCookies } from "./auth";
import type { AuthEnv } from "./auth-env";
import { cookieCacheVersion, markSeen, sessionProfile, withProfileReadOnce } from "./session-profile";

/**
 * Reads the session for every API request through Better Auth's public API, sets `c.var.user`
 * (with the profile's role) or null, and keeps the user's last_seen fresh. Routes refuse guests
 * with the guards in guards.ts, never by reading the cookie themselves.
 *
 * Most signed-in requests are answered from Better Auth's cookie cache (auth.ts), read with its
 * getCookieCache(): its signed copy of the session and user, checked against the account's
 * sessions generation by the one profile read that also gives the role. Anything else (no copy,
 * an expired or revoked one) goes through getSession, which reads the tables, refreshes the
 * session when due and writes a fresh copy (docs/decisions/0031).
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
    const { db } = c.get("deps");
    const { found, profile, setCookies } = await withProfileReadOnce(async () => {
      const read = (await cachedSession(c, headers)) ?? (await sessionFromTables(c, headers));
      return { ...read, profile: read.found ? await sessionProfile(db, read.found.user.id) : undefined };
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

interface SessionRead {
  found: {
    user: { id: string; email: string; name: string; emailVerified: boolean; twoFactorEnabled?: boolean | null };
    session: { id: string };
  } | null;
  setCookies: string[];
}

/**
 * Better Auth's cached copy, when it holds: signed with the secret, unexpired, of the account's
 * current sessions generation, and the copy of the session whose token the request carries (as
 * getSession itself requires).
 */
async function cachedSession(c: Context<AuthEnv>, headers: Headers): Promise<SessionRead | undefined> {
  const { db, env } = c.get("deps");
  const cached = await getCookieCache(headers, {
    cookiePrefix: AUTH_COOKIE_PREFIX,
    isSecure: usesSecureCookies(env),
    secret: env.authSecret,
    version: (_session, user) => cookieCacheVersion(db, user.id),
  });
  const token = getSessionCookie(headers, { cookiePrefix: AUTH_COOKIE_PREFIX });
  if (!cached || !token?.startsWith(`${cached.session.token}.`)) return undefined;
  return { found: { user: cached.user, session: cached.session }, setCookies: [] };
}

/** Better Auth's getSession: it reads the tables, deletes an expired session and extends one due for it. */
async function sessionFromTables(c: Context<AuthEnv>, headers: Headers): Promise<SessionRead> {
  const read = await c.get("deps").auth.api.getSession({ headers, returnHeaders: true });
  return { found: read.response, setCookies: read.headers.getSetCookie() };
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
