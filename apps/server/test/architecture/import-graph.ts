import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** Every file's relative imports (static, dynamic and type-only), resolved to the files they name. */
export type ImportGraph = Map<string, string[]>;

export function importGraph(root: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(root)) {
    // TypeScript's own pre-parser lists every import, export-from and import() of a file.
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = importedFiles
      .map((entry) => resolveRelative(file, entry.fileName))
      .filter((target): target is string => target !== undefined);
    graph.set(file, targets);
  }
  return graph;
}

/** One import cycle per strongly connected group of files, as the path that closes it. */
export function importCycles(graph: ImportGraph): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const trail: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    trail.push(file);
    for (const target of graph.get(file) ?? []) {
      if (state.get(target) === "open") cycles.push([...trail.slice(trail.indexOf(target)), target]);
      else if (!state.has(target)) visit(target);
    }
    trail.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The file a relative specifier names, the way the bundler reads it; undefined for a package. */
function resolveRelative(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}
