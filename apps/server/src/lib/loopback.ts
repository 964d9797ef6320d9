import { isIP } from "node:net";
import type { HttpBindings } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";

/** Whether an interface name or address (as a socket reports it) stays on this machine. */
export function isLoopback(hostOrAddress: string): boolean {
  const value = hostOrAddress.toLowerCase().replace(/^\[|\]$/g, "");
  if (value === "localhost" || value === "::1") return true;
  const v4 = value.startsWith("::ffff:") ? value.slice("::ffff:".length) : value;
  return isIP(v4) === 4 && v4.startsWith("127.");
}

/**
 * The address of the TCP peer itself, ignoring any header, through @hono/node-server's ConnInfo
 * helper; undefined for an in-process call (app.request in the tests), which has no Node bindings.
 */
export function socketAddress(c: Context): string | undefined {
  const bindings = c.env as Partial<HttpBindings> | undefined;
  return bindings?.incoming ? getConnInfo(c).remote.address : undefined;
}

/** Headers a reverse proxy or a tunnel (ngrok, cloudflared, a local nginx) adds when it forwards. */
const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-real-ip"] as const;

/**
 * Development tools (the dev outbox hands out password-reset links, the test data signed-in
 * sessions) answer only a peer on this machine. The socket decides, never a header a client can
 * write; an in-process call (tests, app.request) has no socket and is local by definition. A
 * request that a proxy or tunnel forwarded is refused too: behind one, every visitor's socket is
 * loopback (ADR 0008). Anyone else sees no such route.
 */
export const loopbackOnly: MiddlewareHandler = async (c, next) => {
  const peer = socketAddress(c);
  const forwarded = FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined);
  if (forwarded || (peer !== undefined && !isLoopback(peer))) {
    return c.json({ error: { code: "NOT_FOUND", message: `No API operation at ${c.req.method} ${c.req.path}.` } }, 404);
  }
  await next();
};
