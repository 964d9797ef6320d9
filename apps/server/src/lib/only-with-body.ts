import type { MiddlewareHandler } from "hono";

/**
 * Runs a middleware that reads or measures the request body (the body limits) only for requests
 * that can carry one. GET and HEAD never do (the Node adapter gives them none), but asking
 * whether they have one makes the adapter build a whole web Request, with its abort signal,
 * for every page and feed read: they pass straight through.
 */
export function onlyWithBody<E extends object>(middleware: MiddlewareHandler<E>): MiddlewareHandler<E> {
  return (c, next) => (c.req.method === "GET" || c.req.method === "HEAD" ? next() : middleware(c, next));
}
