import type { MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "./app-env";

/**
 * Gives each request its id (kept from X-Request-Id when a proxy set a sane one), a logger
 * carrying it, and one access-log line when the response is ready.
 */
export function requestContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    const log = deps.logger.child({ requestId });
    c.set("requestId", requestId);
    c.set("log", log);
    c.set("deps", deps);
    const started = performance.now();
    await next();
    // On the finished response's headers, as the security headers are: c.header() after next() would
    // rebuild the response around a stream of its body, which then goes out chunk by chunk.
    c.res.headers.set("X-Request-Id", requestId);
    if (c.req.path.startsWith("/api/") || c.res.status >= 400) {
      log.info("request", {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
        userId: c.get("user")?.id,
      });
    }
  };
}
