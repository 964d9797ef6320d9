// ADR 0021: renders the first view of / and of a product page (apps/web/src/prerender/first-view.tsx)
// in every language into the build output, where the server reads it to write into the page's root
// (a product page's with the listing's photo in its frame, ADR 0024). The app is built once
// more for Node; each language renders in a process of its own, because the app picks its
// language once, when its modules load (ADR 0016).
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** The languages the server may write the markup in (packages/shared LANGUAGES). */
const LANGUAGES = ["en", "fi", "sv"];

/**
 * The pages rendered: the path each renders, and a mark its markup must hold (the hero's title; the
 * photo frame the server fills, apps/server/src/modules/products/first-view.ts).
 */
const PAGES = {
  home: { path: "/", mark: "home-hero-title" },
  product: { path: "/product/first-view", mark: 'data-first-photo=""' },
};

/** Where the server finds the markup of a page in a language (apps/server/src/lib/prerendered-pages.ts). */
export const prerenderedFile = (distDir, page, language) => join(distDir, ".prerender", `${page}.${language}.html`);

export function prerenderFirstViews(root, distDir) {
  const webDir = join(root, "apps/web");
  const outDir = join(webDir, ".tmp/prerender");
  const build = spawnSync("npx", ["vite", "build", "--ssr", "src/prerender/first-view.tsx", "--outDir", outDir], {
    cwd: webDir,
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error("the first view's prerender build failed");

  mkdirSync(join(distDir, ".prerender"), { recursive: true });
  const module = pathToFileURL(join(outDir, "first-view.js")).href;
  for (const [page, { path, mark }] of Object.entries(PAGES)) {
    for (const language of LANGUAGES) {
      const render = spawnSync(
        process.execPath,
        [join(import.meta.dirname, "prerender-page.mjs"), module, language, path],
        { cwd: webDir, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
      );
      if (render.status !== 0 || !render.stdout.includes(mark)) {
        throw new Error(`the first view of ${path} did not render in ${language}`);
      }
      writeFileSync(prerenderedFile(distDir, page, language), render.stdout);
    }
  }
}
