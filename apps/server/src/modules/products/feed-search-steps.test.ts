import { FEED_PAGE_SIZE } from "@kierto/shared";
import { sql } from "drizzle-orm";
import type { InferRequestType } from "hono/client";
import { beforeAll, describe, expect, it } from "vitest";
import { sellerWith as sellerWithListings } from "../../../test/feed-fixtures";
import { type ApiClient, createTestApp, expectJson } from "../../../test/test-app";
import { createProduct, type ProductOverrides } from "../../db/factories";
import { type SearchStep, searchSteps } from "./feed-search";

const t = await createTestApp();

type FeedQuery = InferRequestType<ApiClient["products"]["$get"]>["query"];

/** Each test searches its own seller's listings only, so tests never see each other's rows. */
async function feed(query: FeedQuery) {
  return expectJson(await t.guest.products.$get({ query }), 200);
}

const sellerWith = (listings: ProductOverrides[]) => sellerWithListings(t.db, listings);

/**
 * Paging across the steps back in time (feed-search.ts): the same tests in a small catalogue, where
 * a search reads every match at once, and in one with more listings than its first step reads, where
 * it reads back a stretch of time at a time.
 */
function pagesThroughTime() {
  it("pages a word in most of the newest listings newest first, from the listings read in feed order", async () => {
    // More than two pages of matches among the newest listings: the first pages come from the
    // listings read in feed order before any step (WALKED_LISTINGS), the last from the steps.
    const now = Date.now();
    const listings: [string, Date][] = Array.from({ length: 2 * FEED_PAGE_SIZE + 5 }, (_, i) => [
      i % 9 === 4 ? `Kassi ${i}` : `Takki ${i}`,
      new Date(now - 100 + i),
    ]);
    const { seller } = await sellerWith([]);
    for (const [title, createdAt] of listings) await createProduct(t.db, { userId: seller.id, title, createdAt });
    const newestFirst = listings
      .filter(([title]) => title.startsWith("Takki"))
      .reverse()
      .map(([title]) => title);

    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await feed({ seller: seller.id, search: "takki", ...(cursor ? { cursor } : {}) });
      seen.push(...page.items.map((item) => item.title));
      cursor = page.nextCursor ?? undefined;
    } while (cursor && seen.length < 100);
    expect(seen).toEqual(newestFirst);
  });

  it("combines the search with the other filters and keeps the feed's newest-first order and paging", async () => {
    const matching = { category: "Outerwear", city: "Tampere", priceCents: 5000 } as const;
    const { seller } = await sellerWith([
      ...Array.from({ length: FEED_PAGE_SIZE + 2 }, (_, i) => ({ title: `Takki ${i}`, ...matching })),
      { title: "Takit, liian kallis", ...matching, priceCents: 50_000 },
      { title: "Takki, väärä kaupunki", ...matching, city: "Oulu" },
      { title: "Takki kengiksi", ...matching, category: "Shoes" },
      { title: "Housut", ...matching },
    ]);
    const query: FeedQuery = {
      seller: seller.id,
      search: "takit",
      category: "Outerwear",
      city: "tamp",
      maxPrice: "100",
    };
    const first = await feed(query);
    const second = await feed({ ...query, cursor: first.nextCursor as string });
    const newestFirst = Array.from({ length: FEED_PAGE_SIZE + 2 }, (_, i) => `Takki ${FEED_PAGE_SIZE + 1 - i}`);
    expect([...first.items, ...second.items].map((item) => item.title)).toEqual(newestFirst);
    expect(second.nextCursor).toBeNull();
  });

  it("pages newest first through matches minutes, days and years old, and listings dated ahead of the clock", async () => {
    const minutes = (n: number) => new Date(Date.now() - n * 60_000);
    const { seller } = await sellerWith([]);
    const listings: [string, Date][] = [
      ["Takki ennen", minutes(60 * 24 * 900)],
      ...Array.from({ length: 12 }, (_, i): [string, Date] => [`Takki vanha ${i}`, minutes(60 * 24 * 30 + i)]),
      ...Array.from({ length: 12 }, (_, i): [string, Date] => [`Takki eilinen ${i}`, minutes(60 * 20 + i)]),
      ...Array.from({ length: 3 }, (_, i): [string, Date] => [`Takki uusi ${i}`, minutes(2 + i)]),
      ["Takki huomenna", minutes(-60 * 24)],
      ["Kassi", minutes(1)],
    ];
    for (const [title, createdAt] of listings) {
      await createProduct(t.db, { userId: seller.id, title, category: "Outerwear", createdAt });
    }
    const newestFirst = listings
      .filter(([title]) => title.startsWith("Takki"))
      .sort(([, a], [, b]) => b.getTime() - a.getTime())
      .map(([title]) => title);

    const first = await feed({ seller: seller.id, search: "takki", category: "Outerwear" });
    const second = await feed({
      seller: seller.id,
      search: "takki",
      category: "Outerwear",
      cursor: first.nextCursor as string,
    });
    expect([...first.items, ...second.items].map((item) => item.title)).toEqual(newestFirst);
    expect(second.nextCursor).toBeNull();
  });

  it("pages newest first across the boundary between a step's stretches of time", async () => {
    // The search's first steps read the last two and the last four quarter hours (searchSteps):
    // one match lies in this quarter hour, a few in the one before, one exactly at its start and
    // more just before it began, so the first step holds less than a page and the second answers.
    const quarter = 15 * 60_000;
    const previousStart = (Math.floor(Date.now() / quarter) - 1) * quarter;
    const listings: [string, Date][] = [
      ["Takki nyt", new Date(Date.now() - 1)],
      ...Array.from({ length: 4 }, (_, i): [string, Date] => [`Takki edellinen ${i}`, new Date(previousStart + 1 + i)]),
      ["Takki alussa", new Date(previousStart)],
      ...Array.from({ length: FEED_PAGE_SIZE + 3 }, (_, i): [string, Date] => [
        `Takki ennen ${i}`,
        new Date(previousStart - 1 - i * 1000),
      ]),
    ];
    const { seller } = await sellerWith([]);
    for (const [title, createdAt] of listings) await createProduct(t.db, { userId: seller.id, title, createdAt });
    const newestFirst = [...listings].sort(([, a], [, b]) => b.getTime() - a.getTime()).map(([title]) => title);

    const first = await feed({ seller: seller.id, search: "takki" });
    const second = await feed({ seller: seller.id, search: "takki", cursor: first.nextCursor as string });
    expect([...first.items, ...second.items].map((item) => item.title)).toEqual(newestFirst);
    expect(second.nextCursor).toBeNull();
  });
}

describe("a searched feed in a small catalogue", () => {
  pagesThroughTime();
});

describe("a searched feed in a catalogue busier than a search's first step", () => {
  beforeAll(async () => {
    // More active listings in the last minutes than a search starts from (FIRST_STEP_LISTINGS),
    // so its first step is the last two quarter hours.
    const { seller } = await sellerWith([]);
    await t.db.execute(sql`
      insert into products (user_id, title, price_cents, lowest_price_cents, category, size, created_at)
      select ${seller.id}, 'Kassi ' || g, 1000, 1000, 'Accessories', 'M', now() - g * interval '50 milliseconds'
      from generate_series(1, 4500) g`);
  });

  pagesThroughTime();
});

describe("the steps back in time of a searched page", () => {
  const quarter = 900;
  // Seconds since 1970 at 16 quarter hours and 5 seconds: the 17th quarter of the 2nd two hours.
  const steps = searchSteps(16 * quarter + 5);

  it("reads the last two, then the last four buckets of each length, shortest first", () => {
    expect(steps.slice(0, 4).map((step) => step.buckets)).toEqual([
      [16, 15, 15, 15],
      [16, 15, 14, 13],
      [100_000_002, 100_000_001, 100_000_001, 100_000_001],
      [100_000_002, 100_000_001, 100_000_000, 99_999_999],
    ]);
    expect(steps.slice(0, 4).map((step) => step.start.getTime() / 1000)).toEqual([
      15 * quarter,
      13 * quarter,
      8 * quarter,
      -8 * quarter,
    ]);
    expect(steps).toHaveLength(12);
  });

  it("reaches further back at every step, so a step holds all that the one before held", () => {
    for (const [step, { start }] of steps.entries()) {
      if (step > 0) expect(start.getTime()).toBeLessThanOrEqual((steps[step - 1] as SearchStep).start.getTime());
    }
  });
});
