import type { Language } from "@kierto/shared";
import { escapeHtml } from "../../lib/escape-html";
import { shellTexts } from "./texts";

/**
 * Writes the request's language into the web app's page before any script runs: `<html lang>`,
 * which the app reads to pick its catalogue, the title and description, and a preload of that
 * language's catalogue chunk, so it downloads beside the app's code instead of after it.
 * `preloads`: the page's modulepreload tags (lib/page-preloads.ts), its catalogue's among them.
 */
export function localiseShell(shell: string, language: Language, preloads: readonly string[]): string {
  const t = shellTexts[language];
  // Replacer functions, so a '$' in a text is never read as a replacement pattern.
  return shell
    .replace(/<html\b[^>]*>/i, () => `<html lang="${language}">`)
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(t.title)}</title>`)
    .replace(
      /<meta\s+name="description"[^>]*>/i,
      () => `<meta name="description" content="${escapeHtml(t.description)}" />`,
    )
    .replace(/\s*<\/head>/i, () => `${preloads.map((tags) => `\n    ${tags}`).join("")}\n  </head>`);
}

/**
 * The build's manifest key of a language's catalogue chunk that every page loads before its first
 * render: the first view's texts (apps/web/src/i18n/{language}/first-view.ts, ADR 0021).
 */
export function catalogueModule(language: Language): string {
  return `src/i18n/${language}/first-view.ts`;
}

/** The key of a language's texts for every page but home, which those pages load beside their code. */
export function laterCatalogueModule(language: Language): string {
  return `src/i18n/${language}/later.ts`;
}
