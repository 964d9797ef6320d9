import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientIp } from "./client-ip";

async function seenAddress(hops: number, forwardedFor?: string, peer = "10.0.0.2") {
  const app = new Hono().get("/", (c) => c.text(clientIp(c, hops)));
  const headers: Record<string, string> = forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor };
  const response = await app.request("/", { headers }, { incoming: { socket: { remoteAddress: peer } } });
  return response.text();
}

describe("the client address", () => {
  it("is the TCP peer when no proxy is trusted, whatever the header says", async () => {
    expect(await seenAddress(0, "1.2.3.4")).toBe("10.0.0.2");
    expect(await seenAddress(0, undefined, "::ffff:192.0.2.1")).toBe("192.0.2.1");
  });

  it("is read from the right, as many entries as there are trusted proxies", async () => {
    // The client wrote "6.6.6.6"; the one proxy appended the address it really came from.
    expect(await seenAddress(1, "6.6.6.6, 198.51.100.9")).toBe("198.51.100.9");
    expect(await seenAddress(1, "198.51.100.9")).toBe("198.51.100.9");
    expect(await seenAddress(2, "6.6.6.6, 198.51.100.9, 10.0.0.5")).toBe("198.51.100.9");
    expect(await seenAddress(1, "2001:db8::1")).toBe("2001:db8::1");
  });

  it("falls back to the peer when the header is missing, too short or not an address", async () => {
    expect(await seenAddress(1)).toBe("10.0.0.2");
    expect(await seenAddress(3, "198.51.100.9")).toBe("198.51.100.9");
    expect(await seenAddress(1, "6.6.6.6, not-an-address")).toBe("10.0.0.2");
    expect(await seenAddress(1, "6.6.6.6, 198.51.100.9:4000")).toBe("10.0.0.2");
  });
});
