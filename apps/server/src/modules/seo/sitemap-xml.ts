import { LANGUAGES } from "@kierto/shared";
import { escapeHtml } from "../../lib/escape-html";
import { pageAddress, pageAlternates } from "./page-addresses";
import type { SitemapEntry } from "./sitemap.service";

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** escapeHtml's character references are XML's too. */
const xml = escapeHtml;

/**
 * A sitemap of pages, each in every language: one <url> per language address, each listing all of
 * the page's addresses as xhtml:link alternates (itself among them), as search engines read
 * hreflang from a sitemap.
 */
export function urlSet(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap(({ page }) => {
    const alternates = pageAlternates(publicUrl, page)
      .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(href)}"/>`)
      .join("");
    return LANGUAGES.map(
      (language) => `<url><loc>${xml(pageAddress(publicUrl, page, language))}</loc>${alternates}</url>`,
    );
  });
  return `${HEADER}\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** A sitemap index: the addresses of the sitemap files, for when one file would hold too many. */
export function sitemapIndex(files: readonly string[]): string {
  const sitemaps = files.map((file) => `<sitemap><loc>${xml(file)}</loc></sitemap>`);
  return `${HEADER}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${sitemaps.join("\n")}\n</sitemapindex>\n`;
}
