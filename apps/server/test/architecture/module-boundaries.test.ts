import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const repoRoot = fileURLToPath(new URL("../../../..", import.meta.url));
// The rules read a file's path from apps/server/src down, so a probe sits in a throw-away copy of
// that layout inside the repository (where the lint config applies) and never among the real files,
// which other tests read at the same time.
const probeRoot = path.join(repoRoot, `apps/server/lint-probes-${randomBytes(4).toString("hex")}`);
const probeSource = path.join(probeRoot, "apps/server/src");

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string; start: { line: number } };
}

/** Writes a probe file, runs `biome lint` on it as a developer would, and answers the rules' findings. */
function lintProbe(relativeFolder: string, name: string, source: string): Diagnostic[] {
  const folder = path.join(probeSource, relativeFolder);
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${name}.ts`);
  writeFileSync(file, source);
  const biome = path.join(repoRoot, "node_modules/.bin/biome");
  const result = spawnSync(biome, ["lint", "--reporter=json", path.relative(repoRoot, file)], {
    cwd: repoRoot,
    encoding: "utf8",
  });
  const report = JSON.parse(result.stdout) as { diagnostics: Diagnostic[] };
  return report.diagnostics.filter((diagnostic) => diagnostic.category === "plugin");
}

const linesOf = (diagnostics: Diagnostic[]) => diagnostics.map((diagnostic) => diagnostic.location.start.line);

afterAll(() => {
  rmSync(probeRoot, { recursive: true, force: true });
});

describe("lint on the server's layers", () => {
  it("refuses a module importing another module's internal file", () => {
    const found = lintProbe(
      "modules/chats",
      "internal",
      'import { toCover } from "../products/product-card";\nimport type { Auth } from "../auth/auth";\nexport const probe = toCover;\nexport type ProbeAuth = Auth;\n',
    );
    expect(linesOf(found)).toEqual([1, 2]);
    expect(found[0]?.message).toMatch(/front door/);
  });

  it("refuses the app reaching past a module's front door", () => {
    const found = lintProbe(
      ".",
      "app",
      'import { toCover } from "./modules/products/product-card";\nexport const probe = toCover;\n',
    );
    expect(linesOf(found)).toEqual([1]);
  });

  it("lets a module use another module's front door and its own files", () => {
    const found = lintProbe(
      "modules/chats",
      "front-door",
      'import { toCover } from "../products";\nimport { otherPartyOf } from "./chat-access";\nexport const probe = [toCover, otherPartyOf];\n',
    );
    expect(found).toEqual([]);
  });

  it("refuses lib/ importing a module or platform code", () => {
    const found = lintProbe(
      "lib",
      "floor",
      'import { toCover } from "../modules/products";\nimport type { Storage } from "../platform/storage";\nexport const probe = toCover;\nexport type ProbeStorage = Storage;\n',
    );
    expect(linesOf(found)).toEqual([1, 2]);
    expect(found[0]?.message).toMatch(/lib\/ is the server's floor/);
  });

  it("refuses platform/ importing a module", () => {
    const found = lintProbe(
      "platform/storage",
      "platform",
      'import { toCover } from "../../modules/products";\nexport const probe = toCover;\n',
    );
    expect(linesOf(found)).toEqual([1]);
    expect(found[0]?.message).toMatch(/platform\/ wraps outside services/);
  });
});
