import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { LANGUAGE_COOKIE } from "@kierto/shared";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../app-env";
import { webAppRoutes } from "./static-web";

const dist = mkdtempSync(path.join(tmpdir(), "kierto-dist-"));
mkdirSync(path.join(dist, "assets"));
writeFileSync(
  path.join(dist, "index.html"),
  '<!doctype html><html lang="en"><head><meta name="description" content="About Kierto" /><title>Kierto</title></head><body id="kierto-shell"></body></html>',
);
// The build's manifest names each language's first-view catalogue chunk (apps/web/src/i18n/{language}/first-view.ts).
mkdirSync(path.join(dist, ".vite"));
writeFileSync(
  path.join(dist, ".vite", "manifest.json"),
  JSON.stringify({
    "index.html": { file: "assets/index-aaaa.js", isEntry: true },
    "src/i18n/en/first-view.ts": { file: "assets/index-en11.js", isDynamicEntry: true },
    "src/i18n/fi/first-view.ts": { file: "assets/index-fi22.js", isDynamicEntry: true, imports: ["_plural-33.js"] },
    "_plural-33.js": { file: "assets/plural-33.js" },
  }),
);
writeFileSync(path.join(dist, "assets", "app-1a2b3c.js"), "console.log('app')");
// The build writes compressed copies beside each asset (scripts/web-build/precompress.mjs).
writeFileSync(path.join(dist, "assets", "app-1a2b3c.js.br"), brotliCompressSync("console.log('app')"));
writeFileSync(path.join(dist, "favicon.svg"), "<svg></svg>");
writeFileSync(path.join(dist, "sw.js"), "self.addEventListener('push', () => {});");
writeFileSync(path.join(dist, "manifest.webmanifest"), '{"name":"Kierto"}');

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

  it("serves the service worker and the manifest under their own names, revalidated at every fetch", async () => {
    const worker = await app.request("/sw.js");
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-type")).toMatch(/javascript/);
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    const manifest = await app.request("/manifest.webmanifest");
    expect(manifest.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get("cache-control")).toBe("no-cache");
  });

  it("answers client routes with the app shell, never cached stale", async () => {
    for (const route of ["/", "/app/my-items", "/product/123"]) {
      const response = await app.request(route);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toContain("kierto-shell");
    }
  });

  it("writes the request's language into the shell: lang, title, description and its catalogue's preload", async () => {
    const finnish = await app.request("/", { headers: { "accept-language": "fi-FI,fi;q=0.9,en;q=0.8" } });
    expect(finnish.headers.get("vary")).toMatch(/Accept-Language/);
    const html = await finnish.text();
    expect(html).toContain('<html lang="fi">');
    expect(html).toContain("<title>Kierto · Käytettyä muotia Suomessa</title>");
    expect(html).toContain("second hand -vaatteiden kauppapaikka");
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-fi22.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/plural-33.js" />');
    expect(html).not.toContain("index-en11.js");
  });

  it("follows the language cookie over Accept-Language, and falls back to English", async () => {
    const chosen = await app.request("/app/my-items", {
      headers: { "accept-language": "fi", cookie: `${LANGUAGE_COOKIE}=sv` },
    });
    expect(await chosen.text()).toContain('<html lang="sv">');
    const unknown = await app.request("/", {
      headers: { "accept-language": "de-DE", cookie: `${LANGUAGE_COOKIE}=xx` },
    });
    const html = await unknown.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<title>Kierto · Pre-loved fashion in Finland</title>");
    expect(html).toContain('href="/assets/index-en11.js"');
  });

  it("answers an address the app has no page for with the shell and 404", async () => {
    for (const route of ["/no-such-page", "/app/nothing", "/product/1/extra", "/about/x"]) {
      const response = await app.request(route);
      expect(response.status, route).toBe(404);
      expect(await response.text()).toContain('id="kierto-shell"');
    }
    for (const route of ["/about/", "/app/chat/abc", "/checkout/abc"]) {
      expect((await app.request(route)).status, route).toBe(200);
    }
  });

  it("answers a missing asset with 404, not the app shell", async () => {
    for (const asset of ["/assets/app-0ld0ld.js", "/assets/style-gone.css", "/assets/nested/missing.js"]) {
      const response = await app.request(asset);
      expect(response.status, asset).toBe(404);
      expect(await response.text()).not.toContain("kierto-shell");
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
      webAppRoutes({ distDir: built, pageModules: (p) => (p === "/" ? ["src/app/routes/home.tsx"] : []) }),
    );
    const home = await (await pages.request("/")).text();
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/home-1.js" />');
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/feed-1.js" />');
    expect(home).not.toContain("index-1.js");
    expect(home).not.toContain("react-1.js");
    expect(await (await pages.request("/about")).text()).not.toContain("modulepreload");
  });

  it("writes the first view's prerendered markup into the root, in the request's language and inert", async () => {
    const built = mkdtempSync(path.join(tmpdir(), "kierto-dist-"));
    writeFileSync(
      path.join(built, "index.html"),
      '<html><head><title>Kierto</title></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(path.join(built, ".prerender"));
    writeFileSync(path.join(built, ".prerender/home.en.html"), "<h1>Pre-loved fashion</h1>");
    writeFileSync(path.join(built, ".prerender/home.fi.html"), "<h1>Käytettyä muotia $&</h1>");
    const pages = new Hono<AppEnv>().route(
      "/",
      webAppRoutes({ distDir: built, prerenderedPage: (c) => (c.req.path === "/" ? "home" : undefined) }),
    );
    const finnish = await (await pages.request("/", { headers: { "accept-language": "fi" } })).text();
    expect(finnish).toContain('<div id="root"><div inert><h1>Käytettyä muotia $&</h1></div></div>');
    const english = await (await pages.request("/")).text();
    expect(english).toContain('<div id="root"><div inert><h1>Pre-loved fashion</h1></div></div>');
    // A page without markup, or a language the build rendered none for, keeps the empty root.
    expect(await (await pages.request("/about")).text()).toContain('<div id="root"></div>');
    expect(await (await pages.request("/", { headers: { cookie: `${LANGUAGE_COOKIE}=sv` } })).text()).toContain(
      '<div id="root"></div>',
    );
  });

  it("lets a page painted from markup ask for the app's code after the paint; other pages preload it", async () => {
    const built = mkdtempSync(path.join(tmpdir(), "kierto-dist-"));
    writeFileSync(
      path.join(built, "index.html"),
      `<html><head><script type="module" crossorigin src="/assets/boot-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/index-1.js" data-app-entry>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js"></head><body><div id="root"></div></body></html>`,
    );
    mkdirSync(path.join(built, ".vite"));
    writeFileSync(
      path.join(built, ".vite/manifest.json"),
      JSON.stringify({
        "index.html": { file: "assets/index-1.js", imports: ["_react-1.js"] },
        "_react-1.js": { file: "assets/react-1.js" },
        "src/app/routes/home.tsx": { file: "assets/home-1.js", imports: ["_react-1.js"] },
      }),
    );
    mkdirSync(path.join(built, ".prerender"));
    writeFileSync(path.join(built, ".prerender/home.en.html"), "<h1>Pre-loved fashion</h1>");
    const pages = new Hono<AppEnv>().route(
      "/",
      webAppRoutes({
        distDir: built,
        pageModules: (p) => (p === "/" ? ["src/app/routes/home.tsx"] : []),
        prerenderedPage: (c) => (c.req.path === "/" ? "home" : undefined),
      }),
    );
    const home = await (await pages.request("/")).text();
    expect(home).not.toContain("modulepreload");
    expect(home).toContain(
      '<script type="application/json" id="app-modules">{"entry":"/assets/index-1.js","modules":["/assets/react-1.js","/assets/home-1.js"]}</script>',
    );
    expect(home).toContain('<script type="module" crossorigin src="/assets/boot-1.js"></script>');
    const about = await (await pages.request("/about")).text();
    expect(about).toContain('<link rel="modulepreload" crossorigin href="/assets/index-1.js" data-app-entry>');
    expect(about).not.toContain("app-modules");
  });

  it("does not serve files outside the build folder", async () => {
    const response = await app.request("/assets/..%2f..%2fetc%2fpasswd");
    expect(await response.text()).not.toContain("root:");
  });
});
