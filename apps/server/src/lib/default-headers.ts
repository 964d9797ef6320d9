import type { ServerResponse } from "node:http";
import type { Context, Env, MiddlewareHandler } from "hono";

/** Header names to values, as they go out. */
export type HeaderValues = Readonly<Record<string, string>>;

/**
 * Gives the coming response these headers, unless its route sets one of them itself (the
 * route's then wins). Returns what to call once the response is ready.
 *
 * Under Node (@hono/node-server passes its ServerResponse in c.env) they are written to that
 * response before the route runs, and Node lays the route's own headers over them when it writes
 * the head. No web Headers object is touched: each set on one costs about a microsecond, and
 * the security headers, request id and cache rule were sixteen of them on every request, with
 * as many again read back out by the adapter. Anywhere else (app.request in the tests) they are
 * added to the finished response's own headers, the ones it lacks.
 */
export function presetHeaders(c: Context, headers: HeaderValues): () => void {
  const outgoing = nodeResponse(c);
  if (outgoing) {
    for (const name in headers) outgoing.setHeader(name, headers[name] as string);
    return doNothing;
  }
  return () => {
    const target = c.res.headers;
    for (const name in headers) if (!target.has(name)) target.set(name, headers[name] as string);
  };
}

/**
 * Middleware giving every response it passes the headers of `headersOf`, as presetHeaders() does.
 * Under Node there is nothing left to do afterwards, so it hands on the rest of the chain's own
 * promise rather than wrapping it in one more.
 */
export function defaultHeaders<E extends Env>(headersOf: (c: Context<E>) => HeaderValues): MiddlewareHandler<E> {
  return (c, next) => {
    const finish = presetHeaders(c, headersOf(c));
    return finish === doNothing ? next() : next().then(finish);
  };
}

function nodeResponse(c: Context): ServerResponse | undefined {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  return outgoing && typeof outgoing.setHeader === "function" && !outgoing.headersSent ? outgoing : undefined;
}

const doNothing = () => {};
