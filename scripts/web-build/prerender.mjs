// ADR 0021: renders the first view of / (apps/web/src/prerender/home.tsx) in every language into
// the build output, where the server reads it to write into the page's root. The app is built once
// more for Node; each language renders in a process of its own, because the app picks its
// language once, when its modules load (ADR 0016).
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** The languages the server may write the markup in (packages/shared LANGUAGES). */
const LANGUAGES = ["en", "fi", "sv"];

/** Where the server finds the markup of a page in a language (apps/server/src/lib/prerendered-pages.ts). */
export const prerenderedFile = (distDir, page, language) => join(distDir, ".prerender", `${page}.${language}.html`);

export function prerenderHome(root, distDir) {
  const webDir = join(root, "apps/web");
  const outDir = join(webDir, ".tmp/prerender");
  const build = spawnSync("npx", ["vite", "build", "--ssr", "src/prerender/home.tsx", "--outDir", outDir], {
    cwd: webDir,
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error("the first view's prerender build failed");

  mkdirSync(join(distDir, ".prerender"), { recursive: true });
  const module = pathToFileURL(join(outDir, "home.js")).href;
  for (const language of LANGUAGES) {
    const render = spawnSync(process.execPath, [join(import.meta.dirname, "prerender-page.mjs"), module, language], {
      cwd: webDir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    });
    if (render.status !== 0 || !render.stdout.includes("home-hero-title")) {
      throw new Error(`the first view of / did not render in ${language}`);
    }
    writeFileSync(prerenderedFile(distDir, "home", language), render.stdout);
  }
}
