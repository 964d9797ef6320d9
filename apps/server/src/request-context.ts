import { trace } from "@opentelemetry/api";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { AppDeps, AppEnv } from "./app-env";
import { addMissingHeaders } from "./lib/default-headers";

const SANE_REQUEST_ID = /^[\w-]{8,64}$/;

/**
 * Gives each request its id (kept from X-Request-Id when a proxy set a sane one), a logger
 * carrying it, and one access-log line when the response is ready: method, path, the route
 * template that answered, status, milliseconds and the signed-in user, for every API request and
 * every failed one. Every request's duration goes to the metrics by its route template.
 *
 * Read with c.get() rather than c.var, which copies every variable into a new object per read.
 */
export function requestContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && SANE_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    // With tracing on, every line the request writes names its trace (trace-requests.ts).
    const span = deps.tracer ? trace.getActiveSpan() : undefined;
    const log = deps.logger.child(span ? { requestId, traceId: span.spanContext().traceId } : { requestId });
    c.set("requestId", requestId);
    c.set("log", log);
    c.set("deps", deps);
    const started = performance.now();
    await next();
    addMissingHeaders(c, { "x-request-id": requestId });
    const ms = performance.now() - started;
    const status = c.res.status;
    const path = c.req.path;
    // The route that answered (the index of the last handler run), so latency adds up per route.
    const route = routePath(c);
    deps.metrics.observeRequest(c.req.method, route, status, ms / 1000);
    if (status >= 400 || path.startsWith("/api/")) {
      log.info("request", {
        method: c.req.method,
        path,
        route,
        status,
        ms: Math.round(ms),
        userId: c.get("user")?.id,
      });
    }
  };
}
