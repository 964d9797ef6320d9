import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { LANGUAGE_COOKIE } from "@kierto/shared";
import xml from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { createTestApp, TEST_ORIGIN } from "../../../test/test-app";
import { createProduct, createUser } from "../../db/factories";
import { GUEST_CACHE_CONTROL } from "../../lib/guest-cache";

// A web build's shell, as static-web.ts serves it (the app's own markup is no part of these pages' links).
const webDist = mkdtempSync(path.join(tmpdir(), "kierto-seo-dist-"));
mkdirSync(path.join(webDist, "assets"));
writeFileSync(
  path.join(webDist, "index.html"),
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="x" /><title>Kierto</title></head><body><div id="root"></div></body></html>',
);

const t = await createTestApp({ app: { webDist } });
const seller = await createUser(t.db);
const listing = await createProduct(t.db, { userId: seller.id, title: "Villapaita", category: "Tops", size: "M" });
const sold = await createProduct(t.db, { userId: seller.id, status: "sold" });
const removed = await createProduct(t.db, { userId: seller.id, status: "deleted", deletedAt: new Date() });
const draft = await createProduct(t.db, { userId: seller.id, status: "draft" });
// A seller with nothing for sale has no page in the sitemap.
const unlisted = await createUser(t.db);
await createProduct(t.db, { userId: unlisted.id, status: "sold" });

const parse = (body: string) => {
  expect(xml.validate(body)).toBe(true);
  return xml.parse(body, { ignoreAttributes: false, attributeNamePrefix: "" });
};
const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
interface UrlEntry {
  loc: string;
  "xhtml:link": { rel: string; hreflang: string; href: string }[];
}
const urlsOf = (body: string): UrlEntry[] => asList(parse(body).urlset?.url);

/** The canonical and hreflang links of a page, read from its head. */
async function linksOf(pathname: string, cookie?: string) {
  const response = await t.request(pathname, cookie ? { cookie } : {});
  const html = await response.text();
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
  );
  return { response, html, canonical, alternates };
}

describe("robots.txt", () => {
  it("is plain text that keeps the app, admin, payment pages and API out, and names the sitemap", async () => {
    const response = await t.request("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const kept of ["/app", "/admin", "/pay", "/api"]) expect(lines).toContain(`Disallow: ${kept}`);
    expect(lines).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
    expect(lines.join("\n")).not.toMatch(/<html/i);
  });
});

describe("a product page in a language of its address", () => {
  const id = listing.id;

  it("renders /fi/product/{id} in Finnish whatever the cookie and Accept-Language say", async () => {
    const response = await t.request(`/fi/product/${id}`, {
      headers: { "accept-language": "sv-FI,sv;q=0.9", cookie: `${LANGUAGE_COOKIE}=en` },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="fi">');
    // The listing's summary in Finnish: its category's and the size's Finnish words.
    expect(html).toContain("Paidat ja topit, koko M.");
    expect(html).toMatch(/<title>Villapaita · 25,00\s€ · Kierto<\/title>/);
  });

  it("lists fi, sv, en and x-default, each of which lists the others and itself back", async () => {
    const expected = {
      fi: `${TEST_ORIGIN}/fi/product/${id}`,
      sv: `${TEST_ORIGIN}/sv/product/${id}`,
      en: `${TEST_ORIGIN}/en/product/${id}`,
      "x-default": `${TEST_ORIGIN}/product/${id}`,
    };
    for (const href of Object.values(expected)) {
      const { response, alternates, canonical } = await linksOf(new URL(href).pathname);
      expect(response.status, href).toBe(200);
      expect(alternates, href).toEqual(expected);
      // Each language address is its own canonical, so the alternates point at indexable pages.
      expect(canonical, href).toBe(href);
    }
  });

  it("has one canonical address across /product, /app/product and /browse/product", async () => {
    const canonicals = new Set<string | undefined>();
    for (const route of [`/product/${id}`, `/app/product/${id}`, `/browse/product/${id}`, `/product/${id}/`]) {
      const { canonical, alternates } = await linksOf(route);
      canonicals.add(canonical);
      expect(alternates.fi, route).toBe(`${TEST_ORIGIN}/fi/product/${id}`);
    }
    expect([...canonicals]).toEqual([`${TEST_ORIGIN}/product/${id}`]);
  });

  it("prefixes every public page, and answers 404 for an address the app has no page for", async () => {
    for (const route of ["/fi", "/sv/", "/en/about", "/fi/faq", `/sv/user/${seller.id}`, "/fi/how-it-works"]) {
      const { response, canonical } = await linksOf(route);
      expect(response.status, route).toBe(200);
      expect(canonical, route).toMatch(/^http:\/\/localhost:3000\/(fi|sv|en)/);
    }
    for (const route of ["/fi/xyz", "/fi/app", "/de/about", "/fi/product", "/sv/browse/product/x"]) {
      const response = await t.request(route);
      expect(response.status, route).toBe(404);
      expect(await response.text(), route).not.toContain('rel="canonical"');
    }
  });

  it("writes no language links into a page that is not public", async () => {
    const { html } = await linksOf("/app/settings");
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain("hreflang");
  });

  it("lets a CDN hold a guest's prefixed page, and keeps an unprefixed one varying on its language", async () => {
    const prefixed = await t.request(`/sv/product/${id}`);
    expect(prefixed.headers.get("cache-control")).toBe(GUEST_CACHE_CONTROL);
    expect(prefixed.headers.get("vary") ?? "").not.toMatch(/Accept-Language|Cookie/);

    const user = await t.signedInUser();
    const signedIn = await t.request(`/sv/product/${id}`, { cookie: user.cookie });
    expect(signedIn.headers.get("cache-control")).toBe("private, no-cache");

    const unprefixed = await t.request(`/product/${id}`);
    expect(unprefixed.headers.get("cache-control")).toBe("no-cache");
    expect(unprefixed.headers.get("vary")).toMatch(/Accept-Language, Cookie/);
  });

  it("keeps answering an old link without a prefix in the browser's language", async () => {
    const response = await t.request(`/product/${id}`, { headers: { cookie: `${LANGUAGE_COOKIE}=sv` } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="sv">');
  });
});

describe("sitemap.xml", () => {
  it("lists the information pages, the listed sellers and the active listings in each language", async () => {
    const response = await t.request("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const urls = urlsOf(await response.text());
    const locs = urls.map((url) => url.loc);
    for (const language of ["fi", "sv", "en"]) {
      expect(locs).toContain(`${TEST_ORIGIN}/${language}/product/${listing.id}`);
      expect(locs).toContain(`${TEST_ORIGIN}/${language}/user/${seller.id}`);
      expect(locs).toContain(`${TEST_ORIGIN}/${language}/terms`);
      expect(locs).toContain(`${TEST_ORIGIN}/${language}`);
    }
    for (const hidden of [sold.id, removed.id, draft.id, unlisted.id]) {
      expect(
        locs.some((loc) => loc.includes(hidden)),
        hidden,
      ).toBe(false);
    }
    // (8 information pages + 1 seller + 1 listing) in 3 languages.
    expect(urls).toHaveLength(30);
    const finnish = urls.find((url) => url.loc === `${TEST_ORIGIN}/fi/product/${listing.id}`);
    expect(finnish?.["xhtml:link"].map((link) => [link.rel, link.hreflang, link.href])).toEqual([
      ["alternate", "en", `${TEST_ORIGIN}/en/product/${listing.id}`],
      ["alternate", "fi", `${TEST_ORIGIN}/fi/product/${listing.id}`],
      ["alternate", "sv", `${TEST_ORIGIN}/sv/product/${listing.id}`],
      ["alternate", "x-default", `${TEST_ORIGIN}/product/${listing.id}`],
    ]);
  });
});

describe("a sitemap over the file limit", async () => {
  // 24 addresses a file: 8 pages in 3 languages, the information pages' own file.
  const small = await createTestApp({ app: { webDist, sitemapMaxUrls: 24 } });
  const owner = await createUser(small.db);
  const listings: { id: string }[] = [];
  // Two full files: the index names no third, empty one.
  for (let n = 0; n < 16; n++) listings.push(await createProduct(small.db, { userId: owner.id }));
  await createProduct(small.db, { userId: owner.id, status: "sold" });

  it("is an index of files, which together list every page once in each language", async () => {
    const index = parse(await (await small.request("/sitemap.xml")).text());
    const files: string[] = asList(index.sitemapindex?.sitemap).map((entry: { loc: string }) => entry.loc);
    // The pages, one seller file, and 16 listings in files of 8.
    expect(files).toHaveLength(1 + 1 + 2);
    expect(files[0]).toBe(`${TEST_ORIGIN}/sitemap-pages.xml`);

    const locs: string[] = [];
    for (const file of files) {
      const response = await small.request(file.slice(TEST_ORIGIN.length));
      expect(response.status, file).toBe(200);
      const urls = urlsOf(await response.text());
      expect(urls.length, file).toBeLessThanOrEqual(24);
      locs.push(...urls.map((url) => url.loc));
    }
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toHaveLength((8 + 1 + 16) * 3);
    for (const { id } of listings) expect(locs).toContain(`${TEST_ORIGIN}/sv/product/${id}`);
  });

  it("refuses a file start that is not one it made, with a 400", async () => {
    for (const file of ["/sitemap-listings.xml?after=nonsense", "/sitemap-sellers.xml?after=1"]) {
      const response = await small.request(file);
      expect(response.status, file).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("BAD_REQUEST");
    }
  });
});
