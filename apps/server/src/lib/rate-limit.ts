import type { MiddlewareHandler } from "hono";
import type { SlidingWindow } from "../platform/counters";
import type { AppEnv } from "./app-env";
import { clientIp } from "./client-ip";
import { tooManyRequests } from "./http-error";

export interface RateRule extends SlidingWindow {
  /** Names the counter, e.g. "messages". */
  name: string;
}

/** The counter a rule keeps for one user or address. */
export const rateKey = (rule: RateRule, subject: string) => `${rule.name}:${subject}`;

/**
 * Limits a route per signed-in user (or per address for guests): at most `max` calls in any
 * `windowSeconds`, counted in the shared counters (platform/counters); past it, 429 with the
 * wait in Retry-After.
 */
export function rateLimit(rule: RateRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { counters, env, rateLimits } = c.var.deps;
    if (!rateLimits) return next();
    const subject = c.var.user?.id ?? `ip:${clientIp(c, env.TRUST_PROXY)}`;
    const decision = await counters.hit(rateKey(rule, subject), rule);
    if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
    await next();
  };
}
