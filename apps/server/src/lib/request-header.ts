import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

/**
 * A request header's value, by its lower-case name. Under Node (@hono/node-server passes the
 * IncomingMessage in c.env) it is read from Node's own parsed headers: the adapter's web Request
 * would build a whole Headers object from every header the request carries the first time any one
 * is read, and the middleware reads a few on every request. Anywhere else (app.request in the
 * tests) it is hono's reading. Repeated headers are joined as Node joins them (`; ` for Cookie).
 */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming?.headers) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}
