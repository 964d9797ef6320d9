import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * `<link rel="modulepreload">` tags for a page's own code, read from the web build's manifest.
 * The router downloads a page's chunk only after the entry has run, and that chunk's imports
 * after it arrives; announced in the HTML, all of them download beside the entry instead of
 * after it, which is most of the time to a phone's first paint. The entry's own imports are
 * already in the HTML (Vite puts them there). Returns a lookup of page module -> tags.
 */
export function pagePreloads(distDir: string): (pageModule: string) => string {
  const manifestFile = path.join(distDir, ".vite/manifest.json");
  if (!existsSync(manifestFile)) return () => "";
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  const closure = (key: string, into = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const inHtml = closure("index.html");
  const cache = new Map<string, string>();
  return (pageModule) => {
    let tags = cache.get(pageModule);
    if (tags === undefined) {
      const files = [...closure(pageModule)].filter((file) => !inHtml.has(file));
      tags = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`).join("\n    ");
      cache.set(pageModule, tags);
    }
    return tags;
  };
}
