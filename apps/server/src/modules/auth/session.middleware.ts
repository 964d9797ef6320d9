import { sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { profiles } from "../../db/schema";
import type { AppEnv, SessionUser } from "../../lib/app-env";
import { unauthenticated } from "../../lib/http-error";

/** How stale last_seen may get before a request refreshes it (one guarded write a minute). */
const LAST_SEEN_RESOLUTION = "60 seconds";

/** Reads the session cookie for every API request and keeps the user's last_seen fresh. */
export function sessionMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { auth, db } = c.var.deps;
    const found = await auth.api.getSession({ headers: c.req.raw.headers });
    if (found) {
      c.set("user", {
        id: found.user.id,
        email: found.user.email,
        name: found.user.name,
        emailVerified: found.user.emailVerified,
      });
      c.set("sessionId", found.session.id);
      await db
        .update(profiles)
        .set({ lastSeen: sql`now()` })
        .where(
          sql`${profiles.id} = ${found.user.id} and (${profiles.lastSeen} is null or ${profiles.lastSeen} < now() - ${LAST_SEEN_RESOLUTION}::interval)`,
        );
    } else {
      c.set("user", null);
      c.set("sessionId", null);
    }
    await next();
  };
}

/** The signed-in user, or a 401 for a guest. */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get("user");
  if (!user) throw unauthenticated();
  return user;
}
