import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { budgetReport, FIRST_LOAD_BUDGET_BYTES, firstLoadJs } from "./js-budget.mjs";

// A build's manifest: the entry, the home page with a shared chunk, and each language's first-view
// texts (one importing a helper); the later texts and other pages are loaded on demand.
const dist = mkdtempSync(path.join(tmpdir(), "kierto-budget-"));
mkdirSync(path.join(dist, ".vite"));
writeFileSync(
  path.join(dist, ".vite/manifest.json"),
  JSON.stringify({
    "index.html": { file: "assets/index-1.js", isEntry: true, dynamicImports: ["src/app/routes/auth.tsx"] },
    "src/app/routes/home.tsx": { file: "assets/home-1.js", imports: ["index.html", "_feed-1.js"] },
    "_feed-1.js": { file: "assets/feed-1.js", imports: ["index.html"] },
    "src/app/routes/auth.tsx": { file: "assets/auth-1.js" },
    "src/i18n/en/first-view.ts": { file: "assets/first-view-en.js" },
    "src/i18n/fi/first-view.ts": { file: "assets/first-view-fi.js", imports: ["_plural-1.js"] },
    "src/i18n/sv/first-view.ts": { file: "assets/first-view-sv.js" },
    "src/i18n/fi/later.ts": { file: "assets/later-fi.js" },
    "_plural-1.js": { file: "assets/plural-1.js" },
  }),
);
const size = (brotli) => ({ brotli, gzip: brotli * 1.2 });
const sizes = new Map([
  ["index-1.js", size(80_000)],
  ["home-1.js", size(10_000)],
  ["feed-1.js", size(5_000)],
  ["auth-1.js", size(9_000)],
  ["first-view-en.js", size(6_000)],
  ["first-view-fi.js", size(6_500)],
  ["plural-1.js", size(300)],
  ["first-view-sv.js", size(6_600)],
  ["later-fi.js", size(7_000)],
  ["boot-1.js", size(400)],
]);

describe("the first load's JavaScript budget", () => {
  it("counts the entry, the home page, their static imports and the heaviest language's first-view texts", () => {
    const load = firstLoadJs(dist, sizes);
    // Finnish with its helper (6,800) outweighs Swedish (6,600); pages and texts loaded later do not count.
    expect(load.files.sort()).toEqual(
      [
        "assets/feed-1.js",
        "assets/first-view-fi.js",
        "assets/home-1.js",
        "assets/index-1.js",
        "assets/plural-1.js",
      ].sort(),
    );
    expect(load.brotli).toBe(80_000 + 10_000 + 5_000 + 6_500 + 300);
  });

  it("counts what the build put into the page beside Vite's chunks: the boot script", () => {
    const load = firstLoadJs(dist, sizes, ["assets/boot-1.js"]);
    expect(load.files).toContain("assets/boot-1.js");
    expect(load.brotli).toBe(80_000 + 10_000 + 5_000 + 6_500 + 300 + 400);
  });

  it("is 122 KiB, and the report prints the figure and fails the build above it", () => {
    expect(FIRST_LOAD_BUDGET_BYTES).toBe(122 * 1024);
    const under = budgetReport({ brotli: 122 * 1024, gzip: 140 * 1024, files: ["a.js", "b.js"] });
    expect(under).toEqual({
      over: false,
      line: "first load of /: 122.0 KiB of JavaScript (Brotli; 140.0 KiB gzip) in 2 files, budget 122.0 KiB",
    });
    const over = budgetReport({ brotli: 122 * 1024 + 1, gzip: 140 * 1024, files: ["a.js"] });
    expect(over.over).toBe(true);
    expect(over.line).toMatch(/^first load of \/: 122\.0 KiB .* budget 122\.0 KiB$/);
  });
});
