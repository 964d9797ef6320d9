import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineStylesheet } from "./inline-stylesheet.mjs";

/** A build's output: index.html as Vite writes it, linking the given stylesheet. */
function build(css, head = '<link rel="stylesheet" crossorigin href="/assets/style-1a2b.css">') {
  const dist = mkdtempSync(path.join(tmpdir(), "kierto-styles-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "assets", "style-1a2b.css"), css);
  writeFileSync(
    path.join(dist, "index.html"),
    `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script>\n${head}</head><body><div id="root"></div></body></html>`,
  );
  return dist;
}

describe("the stylesheet written into the page", () => {
  it("replaces the link with the stylesheet itself, so the first paint waits for no download", () => {
    const css = ".a{color:red}.b::after{content:'$&'}";
    const dist = build(css);
    expect(inlineStylesheet(dist)).toBe(Buffer.byteLength(css));
    const html = readFileSync(path.join(dist, "index.html"), "utf8");
    expect(html).toContain(`<style>${css}</style></head>`);
    expect(html).not.toContain('rel="stylesheet"');
  });

  it("refuses a stylesheet that would end the style element early", () => {
    expect(() => inlineStylesheet(build(".a{content:'</style>'}"))).toThrow(/<\/style/);
  });

  it("expects exactly the app's one stylesheet", () => {
    expect(() => inlineStylesheet(build(".a{}", ""))).toThrow(/links 0 stylesheets/);
    const two =
      '<link rel="stylesheet" href="/assets/style-1a2b.css"><link rel="stylesheet" href="/assets/style-1a2b.css">';
    expect(() => inlineStylesheet(build(".a{}", two))).toThrow(/links 2 stylesheets/);
  });
});
