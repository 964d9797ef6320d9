import { createHmac, timingSafeEqual } from "node:crypto";
import type { Role } from "@kierto/shared";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { Auth } from "./auth";
import type { SessionUser } from "./auth-env";

/** How stale last_seen may get before a request refreshes it (one guarded write a minute). */
const LAST_SEEN_RESOLUTION = "60 seconds";

/**
 * The session of a token ($1) with its user and role, whether it is still valid, whether it is
 * due for Better Auth's refresh (expiresIn $2 and updateAge $3, in seconds) and whether the
 * profile's last_seen is stale. A named prepared statement: each connection parses and plans it
 * once, and no query builder assembles it per request. A plain read: the write that refreshes
 * last_seen is sent only when it is due (markSeen), about once a minute per active user, rather
 * than carried as a data-modifying CTE by every request, which cost PostgreSQL a third more.
 */
const CURRENT_SESSION_SQL = `
  select s.id as session_id, s.expires_at > now() as valid,
    s.expires_at - make_interval(secs => $2) + make_interval(secs => $3) <= now() as due_for_refresh,
    u.id, u.email, u.name, u.email_verified, u.two_factor_enabled, p.role,
    p.last_seen is null or p.last_seen < now() - '${LAST_SEEN_RESOLUTION}'::interval as seen_long_ago
  from sessions s join users u on u.id = s.user_id left join profiles p on p.id = u.id
  where s.token = $1`;

/** Refreshes a stale last_seen; guarded, so two requests at once write it once. */
const MARK_SEEN_SQL = `
  update profiles set last_seen = now()
  where id = $1 and (last_seen is null or last_seen < now() - '${LAST_SEEN_RESOLUTION}'::interval)`;

export interface CurrentSession {
  user: SessionUser;
  sessionId: string;
}

/** What the lookup needs of Better Auth's settings, read once: the cookie's name, the secret, the ages. */
interface SessionSettings {
  cookieName: string;
  secret: string;
  expiresIn: number;
  updateAge: number;
}

const settingsOf = new WeakMap<Auth, Promise<SessionSettings>>();

function sessionSettings(auth: Auth): Promise<SessionSettings> {
  let settings = settingsOf.get(auth);
  if (!settings) {
    settings = auth.$context.then((context) => ({
      cookieName: context.authCookies.sessionToken.name,
      secret: context.secret,
      expiresIn: context.sessionConfig.expiresIn,
      updateAge: context.sessionConfig.updateAge,
    }));
    settingsOf.set(auth, settings);
  }
  return settings;
}

/**
 * The signed-in user of a request that carries a session cookie, with the profile's role, or
 * null. docs/decisions/0020-session-and-feed-read-in-fewer-steps.md: a session that is valid and not
 * yet due for Better Auth's daily refresh (most of them) is read with its user and role in one
 * statement, and a last_seen a minute old refreshed by a second; Better Auth's getSession, which needs two round trips
 * and its endpoint machinery, handles every other case (expired, due for refresh) exactly as before.
 */
export async function currentSession(
  auth: Auth,
  db: Database,
  cookieHeader: string,
  headers: () => Headers,
): Promise<CurrentSession | null> {
  const settings = await sessionSettings(auth);
  const token = signedToken(cookieHeader, settings);
  // No session cookie, or one whose signature does not hold: Better Auth answers null as well.
  if (!token) return null;
  const { rows } = await db.$client.query<SessionRow>({
    name: "kierto_current_session",
    text: CURRENT_SESSION_SQL,
    values: [token, settings.expiresIn, settings.updateAge],
  });
  const row = rows[0];
  // No such session (signed out, revoked): Better Auth answers null too.
  if (!row) return null;
  if (!row.valid || row.due_for_refresh) return sessionThroughBetterAuth(auth, db, headers());
  if (row.seen_long_ago) {
    await db.$client.query({ name: "kierto_mark_seen", text: MARK_SEEN_SQL, values: [row.id] });
  }
  return {
    user: {
      id: row.id,
      email: row.email,
      name: row.name,
      emailVerified: row.email_verified,
      role: row.role ?? "user",
      twoFactorEnabled: row.two_factor_enabled,
    },
    sessionId: row.session_id,
  };
}

interface SessionRow extends Record<string, unknown> {
  session_id: string;
  valid: boolean;
  due_for_refresh: boolean;
  id: string;
  email: string;
  name: string;
  email_verified: boolean;
  two_factor_enabled: boolean;
  /** Every account gets its profile in the step that creates it; "user" is the spec's default. */
  role: Role | null;
  seen_long_ago: boolean | null;
}

/** Better Auth's own reading: it deletes an expired session and extends one due for refresh. */
async function sessionThroughBetterAuth(auth: Auth, db: Database, headers: Headers): Promise<CurrentSession | null> {
  const found = await auth.api.getSession({ headers });
  if (!found) return null;
  return {
    user: {
      id: found.user.id,
      email: found.user.email,
      name: found.user.name,
      emailVerified: found.user.emailVerified,
      role: await touchProfile(db, found.user.id),
      twoFactorEnabled: found.user.twoFactorEnabled === true,
    },
    sessionId: found.session.id,
  };
}

/** Reads the role and refreshes a stale last_seen in one round trip. */
async function touchProfile(db: Database, userId: string): Promise<Role> {
  const { rows } = await db.execute<{ role: Role }>(sql`
    with touched as (
      update profiles set last_seen = now()
      where id = ${userId} and (last_seen is null or last_seen < now() - ${LAST_SEEN_RESOLUTION}::interval)
    )
    select role from profiles where id = ${userId}`);
  return rows[0]?.role ?? "user";
}

/**
 * The session token of Better Auth's signed cookie when its signature holds, read as Better Auth
 * reads it (better-call's getSignedCookie): `token.signature`, the signature the base64
 * HMAC-SHA256 of the token under the auth secret.
 */
function signedToken(cookieHeader: string, settings: SessionSettings): string | null {
  const value = firstCookie(cookieHeader, settings.cookieName);
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const expected = createHmac("sha256", settings.secret).update(token).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** A cookie's value, URI-decoded; the first of that name wins, as in better-call's parseCookies. */
function firstCookie(header: string, name: string): string | undefined {
  for (const pair of header.split(";")) {
    const eq = pair.indexOf("=");
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      return value.includes("%") ? decodeURIComponent(value) : value;
    } catch {
      return value;
    }
  }
  return undefined;
}
