import { describe, expect, it } from "vitest";
import type { createRecordingLogger } from "../test/recording-logger";
import { createTestApp, errorCode, expectJson } from "../test/test-app";

type RecordingLogger = ReturnType<typeof createRecordingLogger>;

const t = await createTestApp();

describe("the app", () => {
  it("reports its health, database included", async () => {
    expect(await expectJson(await t.guest.health.$get(), 200)).toEqual({ status: "ok", database: "ok" });
  });

  it("sends the security headers on pages, and those an API answer needs on API answers", async () => {
    for (const path of ["/", "/some/client/route", "/api/docs"]) {
      // A raw request for each page.
      const response = await t.request(path);
      const csp = response.headers.get("content-security-policy") ?? "";
      const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc.trim()).toBe("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("manifest-src 'self'");
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
    }
    for (const path of ["/api/health", "/api/products", "/api/no-such-thing"]) {
      const response = await t.request(path);
      // JSON opened on its own may load nothing and be framed by nothing.
      expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
      expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
    }
  });

  it("allows the stylesheet written into each page, without a hash that would switch off inline styles", async () => {
    // The build writes the app's stylesheet into the page (ADR 0024); toasts and dialogs add style
    // elements at run time and popovers set style attributes, which a hash or nonce in style-src
    // would refuse, since a browser then ignores 'unsafe-inline'. Scripts stay 'self' only (above).
    const response = await t.request("/");
    const csp = response.headers.get("content-security-policy") ?? "";
    const styleSrc = csp.split(";").find((d) => d.trim().startsWith("style-src")) ?? "";
    expect(styleSrc.trim()).toBe("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toMatch(/style-src-(elem|attr)|'(sha256|sha384|sha512|nonce)-/);
  });

  it("gives every response a request id, keeping a sane one from a proxy", async () => {
    const fresh = await t.guest.health.$get();
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.guest.health.$get(undefined, { headers: { "x-request-id": "proxy-id-12345" } });
    expect(kept.headers.get("x-request-id")).toBe("proxy-id-12345");
    const refused = await t.guest.health.$get(undefined, { headers: { "x-request-id": "<script>" } });
    expect(refused.headers.get("x-request-id")).not.toBe("<script>");
  });

  it("writes one access-log line per API request, with what the operators read", async () => {
    const lines = (t.deps.logger as RecordingLogger).lines;
    const user = await t.signedInUser();
    const from = lines.length;
    const response = await t.api(user).products.$get({ query: {} }, { headers: { "x-request-id": "proxy-id-12345" } });
    expect(response.status).toBe(200);
    await t.request("/api/no-such-thing");
    const access = lines.slice(from).filter((line) => line.msg === "request");
    expect(access).toHaveLength(2);
    expect(access[0]?.level).toBe("info");
    expect(access[0]?.fields).toEqual({
      requestId: "proxy-id-12345",
      method: "GET",
      path: "/api/products",
      route: "/api/products",
      status: 200,
      ms: expect.any(Number),
      userId: user.id,
    });
    // The route template beside the raw path: what answered an unknown path is the API's catch-all.
    expect(access[1]?.fields).toMatchObject({
      method: "GET",
      path: "/api/no-such-thing",
      route: "/api/*",
      status: 404,
    });
    expect(access[1]?.fields.userId).toBeUndefined();
  });

  it("never lets a browser cache API answers", async () => {
    const response = await t.guest.health.$get();
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers an unknown API path with a JSON 404", async () => {
    // A path the typed client has no name for.
    const response = await t.request("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(await errorCode(response)).toBe("NOT_FOUND");
  });

  it("answers malformed JSON with a 400, not a 500", async () => {
    const user = await t.signedInUser();
    // A broken body, which the typed client would not send.
    const response = await t.request("/api/profiles/me", {
      method: "PATCH",
      cookie: user.cookie,
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBeTruthy();
  });

  it("answers an oversized JSON body with a 413", async () => {
    const user = await t.signedInUser();
    const response = await t.api(user).profiles.me.$patch({ json: { bio: "x".repeat(300 * 1024) } });
    expect(response.status).toBe(413);
    expect(await errorCode(response)).toBe("PAYLOAD_TOO_LARGE");
  });

  it("compresses responses for clients that accept it", async () => {
    // The raw response, to read its content-encoding before anything decodes it.
    const response = await t.request("/api/openapi.json", { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });
});

describe("the API description", () => {
  it("lists every API operation the app serves", async () => {
    const document = await t.apiDescription();
    expect(document.openapi).toMatch(/^3\./);
    const documented = new Set(
      Object.entries(document.paths ?? {}).flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => `${method.toUpperCase()} /api${path.replace(/\{(\w+)\}/g, ":$1")}`),
      ),
    );
    const served = t.app.routes
      .filter((r) => r.path.startsWith("/api/") && !r.path.includes("*") && r.method !== "ALL")
      .filter((r) => !["/api/openapi.json", "/api/docs"].includes(r.path))
      .map((r) => `${r.method} ${r.path}`);
    expect(served.length).toBeGreaterThan(3);
    for (const operation of served) expect(documented, operation).toContain(operation);
    // Better Auth's operations are merged in as well.
    expect(documented).toContain("POST /api/auth/sign-in/email");
    expect(documented).toContain("POST /api/auth/sign-up/email");
  });

  it("has a readable reference page", async () => {
    // An HTML page, not JSON.
    const response = await t.request("/api/docs");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Kierto API reference");
    expect(html).toContain("/api/health");
  });
});
