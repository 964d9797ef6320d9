import {
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  type TextMapGetter,
  type Tracer,
} from "@opentelemetry/api";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { AppEnv } from "./app-env";

const headerGetter: TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => [...headers.keys()],
};

/**
 * One server span per request, continuing the caller's trace when a `traceparent` came with it,
 * named by the route template once the route is known. What the request runs (its SQL) becomes
 * its children; the access log and every other line the request writes carry its trace id
 * (request-context.ts). Installed only when tracing is on.
 */
export function traceRequests(tracer: Tracer): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const parent = propagation.extract(ROOT_CONTEXT, c.req.raw.headers, headerGetter);
    const method = c.req.method;
    const attributes = { "http.request.method": method, "url.path": c.req.path };
    return tracer.startActiveSpan(method, { kind: SpanKind.SERVER, attributes }, parent, async (span) => {
      try {
        await next();
      } finally {
        const route = routePath(c);
        const status = c.res.status;
        span.updateName(`${method} ${route}`);
        span.setAttribute("http.route", route);
        span.setAttribute("http.response.status_code", status);
        if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      }
    });
  };
}
