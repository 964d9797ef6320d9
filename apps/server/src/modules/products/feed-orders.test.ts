import { FEED_COUNT_CAP, FEED_PAGE_SIZE } from "@kierto/shared";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { everyPageTitles, type FeedQuery, sellerWith as sellerWithListings } from "../../../test/feed-fixtures";
import { createTestApp, expectJson } from "../../../test/test-app";
import { createFavorite, createUser, type ProductOverrides } from "../../db/factories";
import { favorites, products } from "../../db/schema";
import { recountRecentFavorites } from "./recent-favorites";

const t = await createTestApp();

async function feed(query: FeedQuery) {
  return expectJson(await t.guest.products.$get({ query }), 200);
}

async function count(query: FeedQuery) {
  return expectJson(await t.guest.products.count.$get({ query }), 200);
}

const sellerWith = (listings: ProductOverrides[]) => sellerWithListings(t.db, listings);
const titles = (page: { items: { title: string }[] }) => page.items.map((item) => item.title);

const allPages = (query: FeedQuery) => everyPageTitles(t.guest, query);

describe("the feed's orders", () => {
  it("orders by price both ways and pages every listing once, listings of one price included", async () => {
    // Prices repeat, so pages must continue within one price by the id.
    const listings = Array.from({ length: FEED_PAGE_SIZE + 7 }, (_, i) => ({
      title: `p${i}`,
      priceCents: 100 * (1 + (i % 9)),
    }));
    const { seller, rows } = await sellerWith(listings);
    const byPrice = [...rows].sort((a, b) => a.priceCents - b.priceCents || a.id.localeCompare(b.id));

    const cheapest = await allPages({ seller: seller.id, sort: "price_asc" });
    expect(cheapest).toEqual(byPrice.map((row) => row.title));
    const dearest = await allPages({ seller: seller.id, sort: "price_desc" });
    expect(dearest).toEqual([...byPrice].reverse().map((row) => row.title));
  });

  it("orders a search and the filters by price", async () => {
    const { seller } = await sellerWith([
      { title: "Talvitakki", priceCents: 5000 },
      { title: "Takki", priceCents: 1500 },
      { title: "Mekko", priceCents: 1000 },
      { title: "Kevyt takki", priceCents: 3000, size: "XL" },
    ]);
    expect(titles(await feed({ seller: seller.id, search: "takki", sort: "price_asc" }))).toEqual([
      "Takki",
      "Kevyt takki",
      "Talvitakki",
    ]);
    expect(titles(await feed({ seller: seller.id, search: "takki", size: "XL", sort: "price_desc" }))).toEqual([
      "Kevyt takki",
    ]);
  });

  it("pages a search in price order whether the walk along the price index finds the page or not", async () => {
    const listings = Array.from({ length: FEED_PAGE_SIZE + 6 }, (_, i) => ({
      title: i % 2 === 0 ? `Villapaita raita ${i}` : `Housut raita ${i}`,
      category: "Bottoms" as const,
      priceCents: 5000 - i * 10,
    }));
    const { seller, rows } = await sellerWith(listings);
    const cheapest = (pattern: RegExp) =>
      rows
        .filter((row) => pattern.test(row.title))
        .sort((a, b) => a.priceCents - b.priceCents)
        .map((row) => row.title);
    // Every listing matches 'raita' (a word that names no option value), so the walk finds each page.
    expect(await allPages({ seller: seller.id, search: "raita", sort: "price_asc" })).toEqual(cheapest(/./));
    // Half match 'villapaita': the first walk falls short and every match is read and sorted.
    expect(await allPages({ seller: seller.id, search: "villapaita", sort: "price_asc" })).toEqual(
      cheapest(/Villapaita/),
    );
  });

  it("takes sort=favorites as the featured order", async () => {
    const { seller, rows } = await sellerWith([{ title: "loved" }, { title: "new" }]);
    const fan = await createUser(t.db);
    await createFavorite(t.db, { userId: fan.id, productId: rows[0]?.id as string });
    expect(titles(await feed({ seller: seller.id, sort: "favorites" }))).toEqual(["loved", "new"]);
    expect(titles(await feed({ seller: seller.id, sort: "newest" }))).toEqual(["new", "loved"]);
  });

  it("orders a search by favourites", async () => {
    const { seller, rows } = await sellerWith([{ title: "Raita loved" }, { title: "Plain" }, { title: "Raita new" }]);
    const fan = await createUser(t.db);
    await createFavorite(t.db, { userId: fan.id, productId: rows[0]?.id as string });
    expect(titles(await feed({ seller: seller.id, sort: "favorites", search: "raita" }))).toEqual([
      "Raita loved",
      "Raita new",
    ]);
  });

  it("keeps the recent favourites count as favourites come, go and age out of the window", async () => {
    const { seller, rows } = await sellerWith([{ title: "loved" }, { title: "liked" }, { title: "new" }]);
    const [loved, liked] = rows as [(typeof rows)[0], (typeof rows)[0]];
    const fans = await Promise.all([1, 2].map(() => createUser(t.db)));
    for (const fan of fans) await createFavorite(t.db, { userId: fan.id, productId: loved.id });
    await createFavorite(t.db, { userId: fans[0]?.id as string, productId: liked.id });
    expect(titles(await feed({ seller: seller.id, sort: "favorites" }))).toEqual(["loved", "liked", "new"]);

    // One favourite is removed, and both of the other listing's age past 30 days.
    await t.db
      .delete(favorites)
      .where(and(eq(favorites.productId, liked.id), eq(favorites.userId, fans[0]?.id as string)));
    await t.db
      .update(favorites)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(favorites.productId, loved.id));
    expect(titles(await feed({ seller: seller.id, sort: "favorites" }))).toEqual(["loved", "new", "liked"]);
    expect(await recountRecentFavorites(t.db)).toBeGreaterThanOrEqual(1);
    expect(titles(await feed({ seller: seller.id, sort: "favorites" }))).toEqual(["new", "liked", "loved"]);
  });

  it("refuses a cursor made for another order, and an unknown order", async () => {
    const { seller } = await sellerWith(Array.from({ length: FEED_PAGE_SIZE + 1 }, (_, i) => ({ title: `c${i}` })));
    const cursors = {
      newest: (await feed({ seller: seller.id })).nextCursor,
      price_asc: (await feed({ seller: seller.id, sort: "price_asc" })).nextCursor,
      price_desc: (await feed({ seller: seller.id, sort: "price_desc" })).nextCursor,
    };
    for (const [madeFor, cursor] of Object.entries(cursors)) {
      expect(cursor).toBeTruthy();
      for (const sort of ["newest", "price_asc", "price_desc", "favorites"] as const) {
        if (sort === madeFor) continue;
        const response = await t.guest.products.$get({ query: { seller: seller.id, sort, cursor: cursor as string } });
        expect(response.status, `${madeFor} cursor with ${sort}`).toBe(400);
      }
    }
    const unknown = await t.request(`/api/products?sort=cheapest`);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: { code: expect.any(String) } });
  });
});

describe("the feed's count", () => {
  it("counts the active listings the filters and the search find", async () => {
    const { seller } = await sellerWith([
      { title: "Talvitakki", category: "Outerwear" },
      { title: "Takki", category: "Outerwear", size: "XL" },
      { title: "Mekko", category: "Dresses" },
      { title: "Vanha takki", status: "sold" },
      { title: "Luonnos takki", status: "draft" },
    ]);
    expect(await count({ seller: seller.id })).toEqual({ count: 3, more: false });
    expect(await count({ seller: seller.id, search: "takki" })).toEqual({ count: 2, more: false });
    expect(await count({ seller: seller.id, category: "Outerwear", size: "XL" })).toEqual({ count: 1, more: false });
    expect(await count({ seller: seller.id, search: "zzzz" })).toEqual({ count: 0, more: false });
    // Stop words filter nothing, as in the feed; order and cursor change nothing.
    expect(await count({ seller: seller.id, search: "ja", sort: "price_asc" })).toEqual({ count: 3, more: false });
  });

  it("stops counting past the cap", async () => {
    const { seller } = await sellerWith([{ title: "first" }]);
    await t.db.insert(products).values(
      Array.from({ length: FEED_COUNT_CAP + 1 }, (_, i) => ({
        userId: seller.id,
        title: `bulk ${i}`,
        priceCents: 1000,
        lowestPriceCents: 1000,
        category: "Tops" as const,
        size: "M" as const,
        status: "active" as const,
      })),
    );
    expect(await count({ seller: seller.id })).toEqual({ count: FEED_COUNT_CAP, more: true });
  });

  it("answers bad input with 400", async () => {
    const response = await t.request(`/api/products/count?category=Hats`);
    expect(response.status).toBe(400);
  });
});
