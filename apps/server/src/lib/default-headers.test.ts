import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { listen } from "../../test/listen";
import { createTestApp } from "../../test/test-app";
import { defaultHeaders } from "./default-headers";
import { GUEST_CACHE_CONTROL } from "./guest-cache";
import { API_SECURITY_HEADERS, documentSecurityHeaders, isApiAnswer } from "./security-headers";

/** A small app: one route leaves the defaults alone, one sets its own Cache-Control, one throws. */
const small = new Hono();
small.onError((_error, c) => c.json({ error: "FAILED" }, 500));
small
  .use(defaultHeaders(() => ({ "Cache-Control": "no-store", "X-Frame-Options": "DENY" })))
  .get("/plain", (c) => c.json({ ok: true }))
  .get("/own", (c) => c.text("cached", 200, { "Cache-Control": "public, max-age=60" }))
  .get("/fails", () => {
    throw new Error("on purpose");
  });
const smallServer = await listen(small.fetch);

const t = await createTestApp();
const appServer = await listen(t.app.fetch);

afterAll(() => {
  smallServer.server.close();
  appServer.server.close();
});

/** The same request through Node's HTTP server, and through app.request. */
const bothWays = async (server: { url: string }, app: Pick<Hono, "request">, path: string) => ({
  overHttp: await fetch(`${server.url}${path}`),
  inProcess: await app.request(path),
});

describe("default headers", () => {
  it("are sent over real HTTP and in process alike, and a route's own header wins on both", async () => {
    for (const path of ["/plain", "/fails"]) {
      const { overHttp, inProcess } = await bothWays(smallServer, small, path);
      for (const response of [overHttp, inProcess]) {
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(response.headers.get("x-frame-options")).toBe("DENY");
      }
    }
    const { overHttp, inProcess } = await bothWays(smallServer, small, "/own");
    for (const response of [overHttp, inProcess]) {
      expect(response.headers.get("cache-control")).toBe("public, max-age=60");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(await response.text()).toBe("cached");
    }
  });

  it("give every response of the app the security headers of its kind, request id and cache rule over real HTTP", async () => {
    const documents = Object.entries(documentSecurityHeaders(t.deps.env));
    expect(documents).toHaveLength(13);
    const answers = Object.entries(API_SECURITY_HEADERS);
    for (const path of ["/api/health", "/api/products", "/api/no-such-thing", "/", "/some/client/route", "/api/docs"]) {
      const security = isApiAnswer(path) ? answers : documents;
      const { overHttp, inProcess } = await bothWays(appServer, t.app, path);
      for (const response of [overHttp, inProcess]) {
        for (const [name, value] of security) expect(response.headers.get(name), `${path} ${name}`).toBe(value);
        if (security === answers) expect(response.headers.get("permissions-policy"), path).toBeNull();
        expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
        // The guest feed is the one API answer a CDN may hold (lib/guest-cache.ts); the rest never.
        if (path === "/api/products") expect(response.headers.get("cache-control")).toBe(GUEST_CACHE_CONTROL);
        else if (path.startsWith("/api/")) expect(response.headers.get("cache-control")).toBe("no-store");
      }
      expect(overHttp.status).toBe(inProcess.status);
    }
    // A route with its own cache rule keeps it: the local payment page's stylesheet.
    const stylesheet = await fetch(`${appServer.url}/pay/assets/payment-page.css`);
    expect(stylesheet.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(stylesheet.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
