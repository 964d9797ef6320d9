import { sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { Database } from "../db/client";
import { clientIp } from "./client-ip";
import { HttpError } from "./http-error";

export interface RateRule {
  /** Names the counter, e.g. "messages". */
  name: string;
  windowSeconds: number;
  max: number;
}

/**
 * A fixed-window counter in Postgres, shared by every server instance. One atomic upsert per
 * call: the window restarts when it has passed, otherwise the count goes up.
 * Returns whether this call is still within the limit.
 */
export async function consumeRate(db: Database, rule: RateRule, subject: string): Promise<boolean> {
  const key = `app:${rule.name}:${subject}`;
  const now = Date.now();
  const windowStart = now - rule.windowSeconds * 1000;
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, count, last_request) values (${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request < ${windowStart} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request < ${windowStart} then ${now} else rate_limits.last_request end
    returning count`);
  return (result.rows[0]?.count ?? 0) <= rule.max;
}

/** What a limit reads from a request: the database, the proxy setting, the switch, and who is asking. */
interface RateLimitedEnv {
  Variables: {
    deps: { db: Database; env: { TRUST_PROXY: number }; rateLimits: boolean };
    user: { id: string } | null;
  };
}

/** Limits a route per signed-in user (or per address for guests); 429 past the limit. */
export function rateLimit(rule: RateRule): MiddlewareHandler<RateLimitedEnv> {
  return async (c, next) => {
    const { db, env, rateLimits } = c.var.deps;
    if (!rateLimits) return next();
    const subject = c.var.user?.id ?? `ip:${clientIp(c, env.TRUST_PROXY)}`;
    if (!(await consumeRate(db, rule, subject))) {
      throw new HttpError(429, "RATE_LIMITED", "Too many requests. Please wait a moment and try again.");
    }
    await next();
  };
}
