import type { MiddlewareHandler } from "hono";
import { clientIp } from "./client-ip";
import { tooManyRequests } from "./http-error";

export interface RateRule {
  /** Names the counter, e.g. "messages". */
  name: string;
  windowSeconds: number;
  max: number;
}

/** The one call a route limit makes on the shared counters (platform/counters' RateCounters). */
interface WindowCounters {
  hit(
    key: string,
    rule: { windowSeconds: number; max: number },
  ): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
}

/** What a limit reads from a request: the counters, the proxy setting, the switch, and who is asking. */
interface RateLimitedEnv {
  Variables: {
    deps: { counters: WindowCounters; env: { TRUST_PROXY: number }; rateLimits: boolean };
    user: { id: string } | null;
  };
}

/** The counter a rule keeps for one user or address. */
export const rateKey = (rule: RateRule, subject: string) => `${rule.name}:${subject}`;

/**
 * Limits a route per signed-in user (or per address for guests): at most `max` calls in any
 * `windowSeconds`, counted in the shared counters; past it, 429 with the wait in Retry-After and
 * the limit in the RateLimit-* header fields.
 */
export function rateLimit(rule: RateRule): MiddlewareHandler<RateLimitedEnv> {
  return async (c, next) => {
    const { counters, env, rateLimits } = c.var.deps;
    if (!rateLimits) return next();
    const subject = c.var.user?.id ?? `ip:${clientIp(c, env.TRUST_PROXY)}`;
    const decision = await counters.hit(rateKey(rule, subject), rule);
    if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds, rule);
    await next();
  };
}
