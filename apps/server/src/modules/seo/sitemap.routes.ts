import { LANGUAGES } from "@kierto/shared";
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../app-env";
import { badRequest } from "../../lib/http-error";
import { decodeCursor, encodeCursor } from "../../lib/page-cursor";
import {
  activeListings,
  countSitemapPages,
  INFORMATION_PAGES,
  listedSellers,
  listingFileStarts,
  type SitemapEntry,
  sellerFileStarts,
} from "./sitemap.service";
import { sitemapIndex, urlSet } from "./sitemap-xml";

/** The sitemap protocol's limit of addresses in one file (sitemaps.org); a larger site gets an index. */
export const SITEMAP_MAX_URLS = 50_000;

/** Search engines read a sitemap a few times a day; an hour at the CDN spares the database. */
const SITEMAP_CACHE_CONTROL = "public, max-age=3600";

const sellerAfter = z.uuid().optional();

/**
 * /sitemap.xml, and when the site outgrows one file the files its index names: the information
 * pages, the listed sellers and the active listings, each file starting after the last page of the
 * one before it (a keyset, never an OFFSET). `maxUrls` is the limit of addresses in a file.
 */
export function sitemapRoutes(options: { maxUrls?: number } = {}) {
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  // Every page is listed once per language.
  const perFile = Math.max(1, Math.floor(maxUrls / LANGUAGES.length));
  const send = (c: Context<AppEnv>, body: string) =>
    c.body(body, 200, { "content-type": "application/xml; charset=utf-8", "cache-control": SITEMAP_CACHE_CONTROL });

  return new Hono<AppEnv>()
    .get("/sitemap.xml", async (c) => {
      const { db, env } = c.var.deps;
      const counts = await countSitemapPages(db);
      if ((INFORMATION_PAGES.length + counts.sellers + counts.listings) * LANGUAGES.length <= maxUrls) {
        const entries: SitemapEntry[] = [
          ...INFORMATION_PAGES.map((page) => ({ page })),
          ...(await listedSellers(db, undefined, counts.sellers)),
          ...(await activeListings(db, undefined, counts.listings)),
        ];
        return send(c, urlSet(env.publicUrl, entries));
      }
      const sellerStarts = (await sellerFileStarts(db, perFile)).slice(0, Math.ceil(counts.sellers / perFile));
      const listingStarts = (await listingFileStarts(db, perFile)).slice(0, Math.ceil(counts.listings / perFile));
      const file = (name: string, after?: string) =>
        `${env.publicUrl}/${name}${after ? `?after=${encodeURIComponent(after)}` : ""}`;
      return send(
        c,
        sitemapIndex([
          file("sitemap-pages.xml"),
          ...sellerStarts.map((after) => file("sitemap-sellers.xml", after)),
          ...listingStarts.map((after) => file("sitemap-listings.xml", after && encodeCursor(after))),
        ]),
      );
    })
    .get("/sitemap-pages.xml", (c) =>
      send(
        c,
        urlSet(
          c.var.deps.env.publicUrl,
          INFORMATION_PAGES.map((page) => ({ page })),
        ),
      ),
    )
    .get("/sitemap-sellers.xml", async (c) => {
      const after = sellerAfter.safeParse(c.req.query("after"));
      if (!after.success) throw badRequest("The sitemap file's start is not valid.");
      return send(c, urlSet(c.var.deps.env.publicUrl, await listedSellers(c.var.deps.db, after.data, perFile)));
    })
    .get("/sitemap-listings.xml", async (c) => {
      const raw = c.req.query("after");
      const after = raw === undefined ? undefined : decodeCursor(raw);
      return send(c, urlSet(c.var.deps.env.publicUrl, await activeListings(c.var.deps.db, after, perFile)));
    });
}
