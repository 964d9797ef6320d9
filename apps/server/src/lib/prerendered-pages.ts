import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { LANGUAGES, type Language } from "@kierto/shared";

/**
 * ADR 0021: the markup of a page's first view that the web build rendered in each language
 * (scripts/web-build/prerender.mjs), read once at start. Returns a lookup of page name and
 * language -> markup, undefined when the build has none (an older build: the page then paints
 * when its scripts have run, as before).
 */
export function prerenderedPages(distDir: string, pages: readonly string[]) {
  const markup = new Map<string, string>();
  for (const page of pages) {
    for (const language of LANGUAGES) {
      const file = path.join(distDir, ".prerender", `${page}.${language}.html`);
      if (existsSync(file)) markup.set(`${page}.${language}`, readFileSync(file, "utf8"));
    }
  }
  return (page: string, language: Language): string | undefined => markup.get(`${page}.${language}`);
}

/**
 * Writes markup into the shell's empty root element. It is `inert` (no focus, no clicks, out of
 * the accessibility tree) because nothing in it works until the app has drawn the same page
 * over it, which it does as soon as its code is in (apps/web/src/main.tsx).
 */
export function withRootMarkup(shell: string, markup: string): string {
  // A replacer function, so a '$' in the markup is never read as a replacement pattern.
  return shell.replace('<div id="root"></div>', () => `<div id="root"><div inert>${markup}</div></div>`);
}
