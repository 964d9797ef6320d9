import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { writeBootScript } from "./boot-script.mjs";

function build(scripts) {
  const dist = mkdtempSync(path.join(tmpdir(), "kierto-boot-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(
    path.join(dist, "index.html"),
    `<html><head>${scripts}\n<link rel="modulepreload" crossorigin href="/assets/app-1.js"></head><body></body></html>`,
  );
  return dist;
}

describe("the page's boot script", () => {
  it("takes the entry's place, and the entry becomes a marked preload the boot script loads", () => {
    const dist = build('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    const name = writeBootScript(dist);
    expect(name).toMatch(/^boot-[\w-]{8}\.js$/);
    const html = readFileSync(path.join(dist, "index.html"), "utf8");
    expect(html).toContain(`<script type="module" crossorigin src="/assets/${name}"></script>`);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-1.js" data-app-entry>');
    expect(html).not.toContain('src="/assets/index-1.js"');
    expect(readdirSync(path.join(dist, "assets"))).toEqual([name]);
  });

  it("ships the code without its comments", () => {
    const dist = build('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    const code = readFileSync(path.join(dist, "assets", writeBootScript(dist)), "utf8");
    expect(code).toContain("export async function boot");
    expect(code).not.toMatch(/^\s*\/\/|\/\*\*/m);
  });

  it("expects exactly one entry", () => {
    expect(() => writeBootScript(build(""))).toThrow(/0 module scripts/);
  });
});
