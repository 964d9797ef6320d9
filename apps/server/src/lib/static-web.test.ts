import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env";
import { webAppRoutes } from "./static-web";

const dist = mkdtempSync(path.join(tmpdir(), "kierto-dist-"));
mkdirSync(path.join(dist, "assets"));
writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Kierto shell</title>");
writeFileSync(path.join(dist, "assets", "app-1a2b3c.js"), "console.log('app')");
// The build writes compressed copies beside each asset (scripts/web-build/precompress.mjs).
writeFileSync(path.join(dist, "assets", "app-1a2b3c.js.br"), brotliCompressSync("console.log('app')"));
writeFileSync(path.join(dist, "favicon.svg"), "<svg></svg>");

const app = new Hono<AppEnv>().route("/", webAppRoutes({ distDir: dist }));

describe("serving the built web app", () => {
  it("caches hashed assets forever", async () => {
    const response = await app.request("/assets/app-1a2b3c.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("hands out the build's Brotli copy to browsers that accept it", async () => {
    const brotli = await app.request("/assets/app-1a2b3c.js", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("content-type")).toMatch(/javascript/);
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe("console.log('app')");

    const plain = await app.request("/assets/app-1a2b3c.js", { headers: { "accept-encoding": "gzip" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe("console.log('app')");
  });

  it("revalidates other files", async () => {
    const response = await app.request("/favicon.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("answers client routes with the app shell, never cached stale", async () => {
    for (const route of ["/", "/app/my-items", "/product/123"]) {
      const response = await app.request(route);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toContain("Kierto shell");
    }
  });

  it("answers a missing asset with 404, not the app shell", async () => {
    for (const asset of ["/assets/app-0ld0ld.js", "/assets/style-gone.css", "/assets/nested/missing.js"]) {
      const response = await app.request(asset);
      expect(response.status, asset).toBe(404);
      expect(await response.text()).not.toContain("Kierto shell");
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("preloads a page's own code in the shell, beside what the entry already loads", async () => {
    const built = mkdtempSync(path.join(tmpdir(), "kierto-dist-"));
    mkdirSync(path.join(built, ".vite"));
    writeFileSync(path.join(built, "index.html"), "<html><head><title>Kierto</title></head><body></body></html>");
    writeFileSync(
      path.join(built, ".vite/manifest.json"),
      JSON.stringify({
        "index.html": { file: "assets/index-1.js", imports: ["_react-1.js"] },
        "_react-1.js": { file: "assets/react-1.js" },
        "src/app/routes/home.tsx": { file: "assets/home-1.js", imports: ["index.html", "_feed-1.js"] },
        "_feed-1.js": { file: "assets/feed-1.js", imports: ["_react-1.js"] },
      }),
    );
    const pages = new Hono<AppEnv>().route(
      "/",
      webAppRoutes({ distDir: built, pageModule: (p) => (p === "/" ? "src/app/routes/home.tsx" : undefined) }),
    );
    const home = await (await pages.request("/")).text();
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/home-1.js" />');
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/feed-1.js" />');
    expect(home).not.toContain("index-1.js");
    expect(home).not.toContain("react-1.js");
    expect(await (await pages.request("/about")).text()).not.toContain("modulepreload");
  });

  it("does not serve files outside the build folder", async () => {
    const response = await app.request("/assets/..%2f..%2fetc%2fpasswd");
    expect(await response.text()).not.toContain("root:");
  });
});
