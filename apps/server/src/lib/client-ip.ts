import { isIP } from "node:net";
import type { Context } from "hono";
import { socketAddress } from "./loopback";

/**
 * The caller's address, for rate limits. Each trusted proxy appends the address it received
 * the request from to X-Forwarded-For, so with `trustedHops` proxies the client is that many
 * entries from the right: whatever a client writes further left is its own claim and ignored
 * (like Express's `trust proxy` with a number). Only a well-formed IP address is believed;
 * anything else falls back to the TCP peer.
 */
export function clientIp(c: Context, trustedHops: number): string {
  const peer = normalise(socketAddress(c) ?? "127.0.0.1");
  if (trustedHops <= 0) return peer;
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // [...forwarded, peer]: the peer is hop 0, the entry the nearest proxy appended is hop 1.
  const chain = [...forwarded, peer];
  const candidate = normalise(chain[Math.max(0, chain.length - 1 - trustedHops)] ?? peer);
  return isIP(candidate) ? candidate : peer;
}

/** One spelling per address: an IPv4 client seen over an IPv6 socket is the IPv4 address. */
function normalise(address: string): string {
  const lower = address.toLowerCase();
  return lower.startsWith("::ffff:") && isIP(lower.slice(7)) === 4 ? lower.slice(7) : lower;
}
