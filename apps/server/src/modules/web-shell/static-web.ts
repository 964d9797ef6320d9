import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import { isWebRoute, type Language, localisedPage } from "@kierto/shared";
import type { Context, MiddlewareHandler } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { deferAppModules } from "../../lib/deferred-app-modules";
import { GUEST_CACHE_CONTROL } from "../../lib/guest-cache";
import { pagePreloads } from "../../lib/page-preloads";
import { prerenderedPages, withRootMarkup } from "../../lib/prerendered-pages";
import { requestLanguage } from "../../lib/request-language";
import { hasSessionCookie } from "../auth";
import { catalogueModule, localiseShell } from "./localise-shell";

export const WEB_DIST = fileURLToPath(new URL("../../../../web/dist", import.meta.url));
/** The service worker (apps/web/public/sw.js), at the root so that its scope is the whole app. */
const SERVICE_WORKER_PATH = "/sw.js";
/** The pages the web build renders markup for (scripts/web-build/prerender.mjs). */
const PRERENDERED_PAGES = ["home", "product"];

/**
 * Serves the built web app: hashed assets forever-cacheable, everything else revalidated, and
 * index.html for any client route (the app's router then shows the page), and for any other
 * address with HTTP 404 (the router shows its not-found page).
 * `renderIndex` lets a module put page-specific meta into the shell (product previews);
 * `pageModules` names the web app's modules a path's first view runs (its page, and the texts it
 * reads beyond the first view's), whose code the shell then preloads; `prerenderedPage` names the
 * page whose markup the build rendered for a request (ADR 0021), written into the root element.
 */
export function webAppRoutes(
  options: {
    distDir?: string;
    renderIndex?: (c: Context<AppEnv>, shell: string, language: Language) => Promise<string>;
    pageModules?: (path: string, language: Language) => readonly string[];
    prerenderedPage?: (c: Context<AppEnv>) => string | undefined;
  } = {},
) {
  const router = new Hono<AppEnv>();
  const distDir = options.distDir ?? WEB_DIST;
  const indexFile = path.join(distDir, "index.html");
  if (!existsSync(indexFile)) {
    return router.get("*", (c) =>
      c.text("The web app is not built yet. Run `npm run build` (npm start does it for you).", 503),
    );
  }
  const shell = readFileSync(indexFile, "utf8");
  const preloadsOf = pagePreloads(distDir);
  const prerendered = prerenderedPages(distDir, PRERENDERED_PAGES);
  const root = path.relative(process.cwd(), distDir) || ".";

  // serveStatic answers before onFound could add headers, so caching is set on its response.
  const cacheFor =
    (value: string): MiddlewareHandler =>
    async (c, next) => {
      await next();
      if (c.res.ok && !c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", value);
    };
  // The build wrote Brotli and gzip copies of each asset; they are served as they are.
  router.use("/assets/*", cacheFor("public, max-age=31536000, immutable"), serveStatic({ root, precompressed: true }));
  // A hashed asset that is not there (an old page after a deploy, a typo) is a 404: the shell in
  // its place would be parsed as a script or style, fail obscurely, and be cached as if it were one.
  router.all("/assets/*", (c) => {
    c.header("Cache-Control", "no-store");
    return c.text("Not found", 404);
  });
  // The service worker and the manifest keep their names from one deploy to the next: revalidated
  // at every fetch, so a new version reaches browsers at once, not an hour later.
  for (const unhashed of [SERVICE_WORKER_PATH, "/manifest.webmanifest"]) {
    router.use(unhashed, cacheFor("no-cache"), serveStatic({ root }));
  }
  router.use(
    "*",
    cacheFor("public, max-age=3600"),
    serveStatic({ root, rewriteRequestPath: (p) => (p === "/" ? "/__no_index__" : p) }),
  );
  router.get("*", async (c) => {
    // A language-prefixed page is in the language its address names (ADR 0062); any other in the
    // language of the request: its cookie, else its Accept-Language.
    const named = localisedPage(c.req.path).language;
    const language = named ?? requestLanguage(c);
    pageCaching(c, named !== undefined);
    const pageModules = options.pageModules?.(c.req.path, language) ?? [];
    const preloads = [catalogueModule(language), ...pageModules].map(preloadsOf).filter(Boolean);
    const prerenderedPage = options.prerenderedPage?.(c);
    const markup = prerenderedPage ? prerendered(prerenderedPage, language) : undefined;
    const localised = localiseShell(shell, language, preloads);
    const painted = markup ? withRootMarkup(localised, markup) : localised;
    const page = options.renderIndex ? await options.renderIndex(c, painted, language) : painted;
    // A page painted from markup asks for the app's code once that paint is done (ADR 0024).
    // An address the app has no page for shows its not-found page, with the status that says so.
    return c.html(markup ? deferAppModules(page) : page, isWebRoute(c.req.path) ? 200 : 404);
  });
  return router;
}

/**
 * Who may keep a copy of a page. A guest's language-prefixed page is the same for every guest (its
 * language is in its address), so a CDN may hold it as it holds the guest API reads; a signed-in
 * person's page goes around it (docs/deploying.md). Any other page's language comes from the
 * cookie or Accept-Language, so a cache must keep one copy per both, and always revalidate.
 */
function pageCaching(c: Context<AppEnv>, languageInAddress: boolean) {
  if (!languageInAddress) {
    c.header("Cache-Control", "no-cache");
    c.header("Vary", "Accept-Language, Cookie");
  } else if (hasSessionCookie(c.req.raw.headers)) {
    c.header("Cache-Control", "private, no-cache");
  } else {
    c.header("Cache-Control", GUEST_CACHE_CONTROL);
  }
}
