import type { Context } from "hono";
import type { AppEnv } from "../../app-env";
import { escapeHtml } from "../../lib/escape-html";
import { pageAddress, pageAlternates, publicPageOf } from "./page-addresses";

/**
 * Writes a public page's canonical address and its language alternates into the page's head, so a
 * search engine indexes each language once and shows the searcher's (ADR 0062). The canonical is
 * the address of the page in the language the address names: `/fi/product/x` for itself, and the
 * one unprefixed `/product/x` for all three product routes. Every address of the page lists the
 * same alternates, each language's address among them, so every alternate points back.
 */
export function withPageLinks(c: Context<AppEnv>, shell: string): string {
  const shown = publicPageOf(c.req.path);
  if (!shown) return shell;
  const { publicUrl } = c.var.deps.env;
  const links = [
    `<link rel="canonical" href="${escapeHtml(pageAddress(publicUrl, shown.page, shown.language))}" />`,
    ...pageAlternates(publicUrl, shown.page).map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    ),
  ];
  // A replacer function, so a '$' in an address is never read as a replacement pattern.
  return shell.replace(/\s*<\/head>/i, () => `\n    ${links.join("\n    ")}\n  </head>`);
}
