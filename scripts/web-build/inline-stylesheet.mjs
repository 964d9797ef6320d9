// Writes the app's stylesheet into the page the server sends (index.html) instead of linking it.
// A linked stylesheet blocks the first paint until it has downloaded, a round trip after the HTML
// that on a phone's slow network shares the line with the app's scripts; inline, the header and
// hero prerendered into the page (ADR 0021) paint as soon as the HTML is in. The stylesheet is
// Tailwind's one file for the whole app (about 11 KiB compressed), so it is written whole: a page
// needs no other stylesheet later. The Content-Security-Policy already allows inline styles
// (lib/security-headers.ts), so no hash is needed (ADR 0024).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\bhref="\/(assets\/[^"]+\.css)"[^>]*>/g;

/** Replaces index.html's stylesheet link by the stylesheet itself; returns the stylesheet's size in bytes. */
export function inlineStylesheet(distDir) {
  const indexFile = join(distDir, "index.html");
  const html = readFileSync(indexFile, "utf8");
  const links = [...html.matchAll(STYLESHEET_LINK)];
  if (links.length !== 1) throw new Error(`index.html links ${links.length} stylesheets, expected the app's one`);
  const [link, file] = links[0];
  const css = readFileSync(join(distDir, file), "utf8");
  // The stylesheet ends at the first '</style' the HTML parser meets, whatever CSS follows.
  if (/<\/style/i.test(css)) throw new Error(`${file} contains '</style', which would end the inline stylesheet`);
  // A replacer function, so a '$' in the CSS is never read as a replacement pattern.
  writeFileSync(
    indexFile,
    html.replace(link, () => `<style>${css}</style>`),
  );
  return Buffer.byteLength(css);
}
