import { FEED_PAGE_SIZE } from "@kierto/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { everyPageTitles, type FeedQuery, sellerWith as sellerWithListings } from "../../../test/feed-fixtures";
import { createTestApp, expectJson } from "../../../test/test-app";
import type { ProductOverrides } from "../../db/factories";
import { COMBINED_WALKED_LISTINGS } from "./feed-combined-filters";

const t = await createTestApp();

const sellerWith = (listings: ProductOverrides[]) => sellerWithListings(t.db, listings);

const allPages = (query: FeedQuery) => everyPageTitles(t.guest, query);

describe("a page of combined filters", () => {
  it("finds a rare combination behind more newer listings of one of its values than it walks, in every order", async () => {
    const matches = Array.from({ length: FEED_PAGE_SIZE + 4 }, (_, i) => ({
      title: `Purple shoe ${i}`,
      category: "Shoes" as const,
      color: "Purple" as const,
      priceCents: 1000 + i * 10,
    }));
    const { seller } = await sellerWith(matches);
    // Newer purple listings that are not shoes: more than the walk reads, through the colour's index.
    await t.db.execute(sql`
      insert into products (user_id, title, price_cents, lowest_price_cents, category, color, size, created_at)
      select ${seller.id}, 'Purple bag ' || g, 500, 500, 'Accessories', 'Purple', 'M', now() + g * interval '1 second'
      from generate_series(1, ${COMBINED_WALKED_LISTINGS + 500}) g`);
    const query = { seller: seller.id, category: "Shoes", color: "Purple" } as const;
    const newestFirst = matches.map((listing) => listing.title).reverse();

    expect(await allPages(query)).toEqual(newestFirst);
    expect(await allPages({ ...query, sort: "price_asc" })).toEqual([...newestFirst].reverse());
    expect(await allPages({ ...query, sort: "price_desc" })).toEqual(newestFirst);
    expect((await allPages({ ...query, sort: "favorites" })).sort()).toEqual([...newestFirst].sort());
  });

  it("reads a common combination with the walk alone, in one statement", async () => {
    const { seller } = await sellerWith(
      Array.from({ length: FEED_PAGE_SIZE + 1 }, (_, i) => ({
        title: `Black dress ${i}`,
        category: "Dresses" as const,
        color: "Black" as const,
      })),
    );
    const spy = vi.spyOn(t.db.$client, "query");
    try {
      const page = await expectJson(
        await t.guest.products.$get({ query: { seller: seller.id, category: "Dresses", color: "Black" } }),
        200,
      );
      expect(page.items).toHaveLength(FEED_PAGE_SIZE);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it("answers a combination no listing has with an empty last page", async () => {
    const { seller } = await sellerWith([{ title: "Black shoe", category: "Shoes", color: "Black" }]);
    expect(await allPages({ seller: seller.id, category: "Shoes", color: "Purple" })).toEqual([]);
  });
});
