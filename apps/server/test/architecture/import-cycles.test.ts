import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importCycles, importGraph } from "./import-graph";

const serverSource = fileURLToPath(new URL("../../src", import.meta.url));
const readable = (cycle: string[]) => cycle.map((file) => path.relative(serverSource, file)).join(" -> ");

describe("the server's imports", () => {
  it("form no cycle, type-only imports included", () => {
    const cycles = importCycles(importGraph(serverSource)).map(readable);
    expect(cycles).toEqual([]);
  });

  it("are read well enough to find a cycle when there is one", () => {
    const a = path.join(serverSource, "a.ts");
    const b = path.join(serverSource, "b.ts");
    const graph = new Map([
      [a, [b]],
      [b, [a]],
    ]);
    expect(importCycles(graph).map(readable)).toEqual(["a.ts -> b.ts -> a.ts"]);
  });

  it("sees the front doors: app.ts reaches every module through its index.ts", () => {
    const graph = importGraph(serverSource);
    const fromApp = graph.get(path.join(serverSource, "app.ts")) ?? [];
    expect(fromApp.map((file) => path.relative(serverSource, file))).toContain("modules/products/index.ts");
  });
});
