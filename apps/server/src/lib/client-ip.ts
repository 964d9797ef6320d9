import type { Context } from "hono";

/**
 * The caller's address, for rate limits. X-Forwarded-For is believed only when the operator
 * says a reverse proxy sets it (TRUST_PROXY); otherwise anyone could claim any address.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? "127.0.0.1";
}
