import { FEED_COUNT_CAP, FEED_PAGE_SIZE } from "@kierto/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { everyPageTitles, type FeedQuery, sellerWith as sellerWithListings } from "../../../test/feed-fixtures";
import { createTestApp, expectJson } from "../../../test/test-app";
import type { ProductOverrides } from "../../db/factories";

const t = await createTestApp();

const feed = async (query: FeedQuery) => expectJson(await t.guest.products.$get({ query }), 200);
const count = async (query: FeedQuery) => expectJson(await t.guest.products.count.$get({ query }), 200);
const sellerWith = (listings: ProductOverrides[]) => sellerWithListings(t.db, listings);
const titles = (page: { items: { title: string }[] }) => page.items.map((item) => item.title);

const allTitles = (query: FeedQuery) => everyPageTitles(t.guest, query);

describe("searching in the shopper's words", () => {
  it.each([
    ["takki", "Outerwear"],
    ["takit", "Outerwear"],
    ["jacka", "Outerwear"],
    ["kengät", "Shoes"],
    ["mekko", "Dresses"],
    ["mekot", "Dresses"],
    ["klänning", "Dresses"],
  ] as const)("finds '%s' in the category %s, before a brand that merely contains it", async (word, category) => {
    const { seller } = await sellerWith([
      { title: "Unikko", category },
      { title: "Raidallinen", category },
      { title: "Paita", category: "Tops", brand: `Mari${word}` },
      { title: "Housut", category: "Bottoms" },
    ]);
    const page = await feed({ seller: seller.id, search: word });
    expect(titles(page)).toEqual(["Raidallinen", "Unikko", "Paita"]);
    expect(await count({ seller: seller.id, search: word })).toEqual({ count: 3, more: false });
  });

  it("finds a fabric, a colour and a season by their Finnish and Swedish names, with the other words", async () => {
    const { seller } = await sellerWith([
      { title: "Neule", fabric: "Wool", color: "Black" },
      { title: "Villapaita", fabric: "Cotton" },
      { title: "Pusero", fabric: "Silk", color: "Black", season: "Winter" },
      { title: "Neule kesä", fabric: "Wool", color: "Red" },
    ]);
    expect(titles(await feed({ seller: seller.id, search: "villa" }))).toEqual(["Neule kesä", "Neule", "Villapaita"]);
    expect(titles(await feed({ seller: seller.id, search: "svart ull" }))).toEqual(["Neule"]);
    expect(titles(await feed({ seller: seller.id, search: "talvi" }))).toEqual(["Pusero"]);
    // 'neule' (a knit) names Tops as well: black tops, newest first.
    expect(titles(await feed({ seller: seller.id, search: "musta neule" }))).toEqual(["Pusero", "Neule"]);
  });

  it("keeps a filter the buyer chose over the word, which then searches the text", async () => {
    const { seller } = await sellerWith([
      { title: "Mekko", category: "Dresses" },
      { title: "Unikko mekko", category: "Tops" },
    ]);
    expect(titles(await feed({ seller: seller.id, search: "mekko", category: "Tops" }))).toEqual(["Unikko mekko"]);
  });

  it("pages through both tiers once each, in the chosen order within each", async () => {
    const dresses = Array.from({ length: FEED_PAGE_SIZE - 3 }, (_, i) => ({
      title: `d${i}`,
      category: "Dresses" as const,
      priceCents: 1000 + i,
    }));
    const brand = Array.from({ length: 8 }, (_, i) => ({
      title: `b${i}`,
      category: "Tops" as const,
      brand: "Marimekko",
      priceCents: 500 + i,
    }));
    const { seller } = await sellerWith([...brand, ...dresses]);
    const newest = await allTitles({ seller: seller.id, search: "mekko" });
    expect(newest).toEqual([...dresses.map((d) => d.title).reverse(), ...brand.map((b) => b.title).reverse()]);
    const cheapest = await allTitles({ seller: seller.id, search: "mekko", sort: "price_asc" });
    expect(cheapest).toEqual([...dresses.map((d) => d.title), ...brand.map((b) => b.title)]);
    expect(await count({ seller: seller.id, search: "mekko" })).toEqual({ count: 25, more: false });
  });

  it("counts the second tier only up to what the first left of the cap", async () => {
    const { seller } = await sellerWith([{ title: "Marimekko top", category: "Tops", brand: "Marimekko" }]);
    await t.db.execute(sql`
      insert into products (user_id, title, price_cents, lowest_price_cents, category, size)
      select ${seller.id}, 'Dress ' || g, 1000, 1000, 'Dresses', 'M' from generate_series(1, ${FEED_COUNT_CAP - 1}) g`);
    // The dresses and the one text match make the cap exactly.
    expect(await count({ seller: seller.id, search: "mekko" })).toEqual({ count: FEED_COUNT_CAP, more: false });
    await t.db.execute(sql`
      insert into products (user_id, title, price_cents, lowest_price_cents, category, size)
      values (${seller.id}, 'Dress more', 1000, 1000, 'Dresses', 'M')`);
    expect(await count({ seller: seller.id, search: "mekko" })).toEqual({ count: FEED_COUNT_CAP, more: true });
    // Past the cap on the first tier alone, the second is not asked at all.
    await t.db.execute(sql`
      insert into products (user_id, title, price_cents, lowest_price_cents, category, size)
      values (${seller.id}, 'Dress most', 1000, 1000, 'Dresses', 'M')`);
    const spy = vi.spyOn(t.db.$client, "query");
    try {
      expect(await count({ seller: seller.id, search: "mekko" })).toEqual({ count: FEED_COUNT_CAP, more: true });
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it("refuses a cursor of another feed with 400", async () => {
    const { seller } = await sellerWith(Array.from({ length: FEED_PAGE_SIZE + 1 }, (_, i) => ({ title: `x${i}` })));
    const plain = await feed({ seller: seller.id });
    const tiered = await t.guest.products.$get({
      query: { seller: seller.id, search: "mekko", cursor: plain.nextCursor as string },
    });
    expect(tiered.status).toBe(400);
    for (const cursor of ["0.start", "2.abc", "1.not-a-cursor"]) {
      const response = await t.guest.products.$get({ query: { seller: seller.id, search: "mekko", cursor } });
      expect(response.status, cursor).toBe(400);
    }
  });
});
