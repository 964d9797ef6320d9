import type { Context, Env, MiddlewareHandler } from "hono";

/** Header names to values, as they go out. */
export type HeaderValues = Readonly<Record<string, string>>;

/**
 * Gives the finished response these headers, the ones it lacks: a header its route set itself
 * wins. Done on `c.res.headers` once the route has answered (hono's documented way to change a
 * response after `next()`), so it holds whatever the route returned, a raw `Response` included,
 * and the same under Node as through `app.request` in the tests.
 */
export function addMissingHeaders(c: Context, headers: HeaderValues): void {
  const target = c.res.headers;
  for (const name in headers) if (!target.has(name)) target.set(name, headers[name] as string);
}

/** Middleware giving every response it passes the headers of `headersOf`, as addMissingHeaders() does. */
export function defaultHeaders<E extends Env>(headersOf: (c: Context<E>) => HeaderValues): MiddlewareHandler<E> {
  return async (c, next) => {
    await next();
    addMissingHeaders(c, headersOf(c));
  };
}
