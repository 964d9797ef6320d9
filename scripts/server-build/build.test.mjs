import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { buildServer } from "./build.mjs";

// A copy of the files the bundle is made from, so that a test can change a server source; the
// packages are the checkout's own.
const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const root = mkdtempSync(path.join(tmpdir(), "kierto-server-build-"));
for (const input of [
  "apps/server/src",
  "apps/server/package.json",
  "apps/server/tsconfig.json",
  "packages/shared",
  "tsconfig.base.json",
  "package-lock.json",
]) {
  cpSync(path.join(repoRoot, input), path.join(root, input), {
    recursive: true,
    filter: (source) => !source.includes("node_modules"),
  });
}
symlinkSync(path.join(repoRoot, "node_modules"), path.join(root, "node_modules"), "dir");
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the server bundle that npm start runs", () => {
  it("is made once, reused while its inputs are unchanged, and made again when a server source changes", async () => {
    const first = await buildServer({ root });
    expect(first.built).toBe(true);
    const madeAt = statSync(first.entry).mtimeMs;

    expect(await buildServer({ root })).toEqual({ entry: first.entry, built: false });
    // A test file is not part of the bundle.
    appendFileSync(path.join(root, "apps/server/src/env.test.ts"), "\n// touched\n");
    expect((await buildServer({ root })).built).toBe(false);
    expect(statSync(first.entry).mtimeMs).toBe(madeAt);

    appendFileSync(
      path.join(root, "apps/server/src/lib/loopback.ts"),
      '\n(globalThis as Record<string, unknown>).changedForTheTest = "rebuilt";\n',
    );
    expect((await buildServer({ root })).built).toBe(true);
    expect(readFileSync(first.entry, "utf8")).toContain("rebuilt");
    expect((await buildServer({ root })).built).toBe(false);
  }, 60_000);

  it("points each module's own URL at its source file, so files read beside the sources are found", async () => {
    const { entry } = await buildServer({ root });
    const bundle = readFileSync(entry, "utf8");
    const relativeUrls = [...bundle.matchAll(/new URL\("([^"]+)", import\.meta\.url\)/g)].map((match) => match[1]);
    // migrate.ts reads the migrations beside it; static-web.ts finds the web app's build.
    expect(relativeUrls).toContain("../src/db/migrate.ts");
    expect(relativeUrls).toContain("../src/modules/web-shell/static-web.ts");
    for (const url of relativeUrls) expect(existsSync(path.join(path.dirname(entry), url))).toBe(true);
    // The shared package is TypeScript: it is in the bundle, not imported from node_modules.
    expect(bundle).not.toMatch(/from "@kierto\/shared"/);
  }, 60_000);
});
