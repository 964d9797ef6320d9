import { timingSafeEqual } from "node:crypto";
import type { Context, Handler } from "hono";
import type { AppEnv } from "../../app-env";
import { isLoopback, socketAddress } from "../../lib/loopback";

/**
 * GET /metrics for Prometheus. Whoever reads it learns the traffic per route and the job queues,
 * so: with METRICS_TOKEN set, only a scraper presenting it as a bearer token; without one, only
 * this machine outside production (a developer's curl), and nobody in production.
 */
export function metricsRoute(): Handler<AppEnv> {
  return async (c) => {
    const { env, metrics } = c.get("deps");
    if (!allowed(c, env.METRICS_TOKEN, env.isProduction)) {
      return c.json({ error: { code: "NOT_FOUND", message: `No page at ${c.req.method} ${c.req.path}.` } }, 404);
    }
    const body = await metrics.render();
    return c.body(body, 200, { "content-type": metrics.contentType, "cache-control": "no-store" });
  };
}

function allowed(c: Context<AppEnv>, token: string | undefined, isProduction: boolean): boolean {
  if (token) return bearerMatches(c.req.header("authorization"), token);
  if (isProduction) return false;
  // The socket decides, never a header; a forwarded request comes from elsewhere whatever the socket.
  const peer = socketAddress(c);
  const forwarded = c.req.header("x-forwarded-for") !== undefined || c.req.header("forwarded") !== undefined;
  return !forwarded && (peer === undefined || isLoopback(peer));
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith("Bearer ") ? header.slice("Bearer ".length) : "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
