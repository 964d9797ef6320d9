import { FEED_PAGE_SIZE } from "@kierto/shared";
import { sql } from "drizzle-orm";
import type { InferRequestType } from "hono/client";
import { describe, expect, it, vi } from "vitest";
import { sellerWith as sellerWithListings } from "../../../test/feed-fixtures";
import { type ApiClient, type Caller, createTestApp, expectJson } from "../../../test/test-app";
import {
  createFavorite,
  createProduct,
  createProductPhoto,
  createUser,
  type ProductOverrides,
} from "../../db/factories";

const t = await createTestApp();

type FeedQuery = InferRequestType<ApiClient["products"]["$get"]>["query"];

/** Each test works in its own seller's listings through the `seller` filter, so tests never see each other's rows. */
async function feed(query: FeedQuery, caller?: Caller) {
  return expectJson(await t.api(caller).products.$get({ query }), 200);
}

type Page = Awaited<ReturnType<typeof feed>>;

const sellerWith = (listings: ProductOverrides[]) => sellerWithListings(t.db, listings);

const titles = (page: Page) => page.items.map((item) => item.title);

describe("the feed", () => {
  it("shows only active listings, newest first, with cover and seller", async () => {
    const { seller, rows } = await sellerWith([
      { title: "old" },
      { title: "draft", status: "draft" },
      { title: "sold", status: "sold" },
      { title: "new" },
    ]);
    await createProductPhoto(t.db, { ownerId: seller.id, productId: rows[3]?.id, position: 1 });
    const cover = await createProductPhoto(t.db, { ownerId: seller.id, productId: rows[3]?.id, position: 0 });

    const page = await feed({ seller: seller.id });
    expect(titles(page)).toEqual(["new", "old"]);
    expect(page.nextCursor).toBeNull();
    expect(page.items[0]).toMatchObject({
      status: "active",
      cover: { cardUrl: `/media/${cover.cardKey}`, fullUrl: `/media/${cover.fullKey}` },
      seller: { id: seller.id, displayName: seller.displayName, avatarUrl: null },
      isFavorite: false,
    });
    expect(page.items[1]?.cover).toBeNull();
  });

  it.each([
    ["category", { category: "Dresses" }, { category: "Tops" }],
    ["size", { size: "XS" }, { size: "XL" }],
    ["gender", { gender: "Men" }, { gender: "Women" }],
    ["condition", { condition: "Like New" }, { condition: "Fair" }],
    ["color", { color: "Green" }, { color: "Red" }],
    ["season", { season: "Winter" }, { season: "Summer" }],
    ["style", { style: "Vintage" }, { style: "Modern" }],
    ["fabric", { fabric: "Linen" }, { fabric: "Wool" }],
  ] as const)("filters on %s by equality", async (column, wanted, other) => {
    const { seller } = await sellerWith([
      { title: "match", ...wanted },
      { title: "other", ...other },
      { title: "unset" },
    ]);
    const page = await feed({ seller: seller.id, [column]: Object.values(wanted)[0] as string });
    expect(titles(page)).toEqual(["match"]);
  });

  it("searches title, category, brand and description, ignoring case", async () => {
    const { seller } = await sellerWith([
      { title: "Striped SHIRT" },
      { title: "a", category: "Outerwear" },
      { title: "b", brand: "Marimekko" },
      { title: "c", description: "Hardly worn, from a smoke-free home" },
      { title: "d", description: "nothing to see" },
    ]);
    // 'shirt' would name the category Tops (feed-tiers.ts); 'striped' is only in the title.
    expect(titles(await feed({ seller: seller.id, search: "STRIPED" }))).toEqual(["Striped SHIRT"]);
    expect(titles(await feed({ seller: seller.id, search: "outerWEAR" }))).toEqual(["a"]);
    expect(titles(await feed({ seller: seller.id, search: "marimek" }))).toEqual(["b"]);
    expect(titles(await feed({ seller: seller.id, search: "SMOKE-FREE" }))).toEqual(["c"]);
  });

  it("needs every search word to match somewhere", async () => {
    const { seller } = await sellerWith([
      { title: "Unikko dress", brand: "Marimekko", category: "Dresses" },
      { title: "Plain dress", brand: "Zara", category: "Dresses" },
    ]);
    expect(titles(await feed({ seller: seller.id, search: "  marimekko   dresses " }))).toEqual(["Unikko dress"]);
  });

  it("searches by words: punctuation parts them, a number is whole, and punctuation alone filters nothing", async () => {
    const { seller } = await sellerWith([{ title: "100% wool" }, { title: "1000 wool" }, { title: "snake_case" }]);
    expect(titles(await feed({ seller: seller.id, search: "100%" }))).toEqual(["100% wool"]);
    expect(titles(await feed({ seller: seller.id, search: "case" }))).toEqual(["snake_case"]);
    expect(titles(await feed({ seller: seller.id, search: "%_" }))).toEqual(["snake_case", "1000 wool", "100% wool"]);
  });

  it("matches brand and city partially, ignoring case, including Finnish letters", async () => {
    const { seller } = await sellerWith([
      { title: "levis", brand: "Levi's", city: "Jyväskylä" },
      { title: "makia", brand: "Makia", city: "Helsinki" },
    ]);
    expect(titles(await feed({ seller: seller.id, brand: "LEVI" }))).toEqual(["levis"]);
    expect(titles(await feed({ seller: seller.id, city: "JYVÄS" }))).toEqual(["levis"]);
    expect(titles(await feed({ seller: seller.id, city: "sink" }))).toEqual(["makia"]);
  });

  it("applies a minimum price only above 0 and a maximum only below 1000, in euros", async () => {
    const { seller } = await sellerWith([
      { title: "a cent", priceCents: 1 },
      { title: "cheap", priceCents: 999 },
      { title: "mid", priceCents: 2550 },
      { title: "dear", priceCents: 150_000 },
    ]);
    const between = (minPrice: string, maxPrice: string) => feed({ seller: seller.id, minPrice, maxPrice });
    expect(titles(await between("10", "100"))).toEqual(["mid"]);
    expect(titles(await between("9.99", "25.50"))).toEqual(["mid", "cheap"]);
    expect(titles(await between("0", "1000"))).toEqual(["dear", "mid", "cheap", "a cent"]);
    expect(titles(await feed({ seller: seller.id, maxPrice: "990" }))).toEqual(["mid", "cheap", "a cent"]);
    expect(titles(await feed({ seller: seller.id, minPrice: "30" }))).toEqual(["dear"]);
  });

  it("combines every filter", async () => {
    const wanted = {
      category: "Outerwear",
      size: "M",
      gender: "Women",
      condition: "Good",
      color: "Black",
      season: "Winter",
      style: "Classic",
      fabric: "Wool",
      brand: "Luhta",
      city: "Tampere",
      priceCents: 9500,
    } as const;
    const { seller } = await sellerWith([
      { title: "Warm wool coat", description: "Long and warm", ...wanted },
      { title: "Warm wool coat, other size", ...wanted, size: "L" },
      { title: "Warm wool coat, too dear", ...wanted, priceCents: 20_000 },
      { title: "Warm wool coat, other city", ...wanted, city: "Oulu" },
      { title: "Cold coat", ...wanted },
    ]);
    const page = await feed({
      seller: seller.id,
      search: "warm",
      category: "Outerwear",
      size: "M",
      gender: "Women",
      condition: "Good",
      color: "Black",
      season: "Winter",
      style: "Classic",
      fabric: "Wool",
      brand: "luh",
      city: "tamp",
      minPrice: "50",
      maxPrice: "100",
    });
    expect(titles(page)).toEqual(["Warm wool coat"]);
  });

  it("treats empty parameters as no filter", async () => {
    const { seller } = await sellerWith([{ title: "only" }]);
    const page = await feed({ seller: seller.id, search: "", category: "", minPrice: "", featured: "" });
    expect(titles(page)).toEqual(["only"]);
  });

  it("orders featured listings by favourites received in the last 30 days", async () => {
    const { seller, rows } = await sellerWith([
      { title: "loved" },
      { title: "old love" },
      { title: "liked" },
      { title: "new" },
    ]);
    const [loved, oldLove, liked] = rows;
    const fans = await Promise.all([1, 2, 3].map(() => createUser(t.db)));
    const longAgo = new Date(Date.now() - 45 * 24 * 60 * 60 * 1000);
    for (const fan of fans) {
      await createFavorite(t.db, { userId: fan.id, productId: loved?.id as string });
      await createFavorite(t.db, { userId: fan.id, productId: oldLove?.id as string, createdAt: longAgo });
    }
    await createFavorite(t.db, { userId: fans[0]?.id as string, productId: liked?.id as string });

    const page = await feed({ seller: seller.id, featured: "true" });
    expect(titles(page)).toEqual(["loved", "liked", "new", "old love"]);
  });

  it("pages the featured feed with its own cursor", async () => {
    const { seller, rows } = await sellerWith(
      Array.from({ length: FEED_PAGE_SIZE + 5 }, (_, i) => ({ title: `f${i}` })),
    );
    const fan = await createUser(t.db);
    for (const row of rows.slice(0, 7)) await createFavorite(t.db, { userId: fan.id, productId: row.id });
    const first = await feed({ seller: seller.id, featured: "true" });
    const second = await feed({ seller: seller.id, featured: "true", cursor: first.nextCursor as string });
    const seen = [...titles(first), ...titles(second)];
    expect(new Set(seen).size).toBe(FEED_PAGE_SIZE + 5);
    expect(titles(first).slice(0, 7)).toEqual(["f6", "f5", "f4", "f3", "f2", "f1", "f0"]);
    const plain = await t.guest.products.$get({ query: { seller: seller.id, cursor: first.nextCursor as string } });
    expect(plain.status).toBe(400);
  });

  it("marks the signed-in viewer's favourites", async () => {
    const { seller, rows } = await sellerWith([{ title: "liked" }, { title: "not" }]);
    const viewer = await t.signedInUser();
    await createFavorite(t.db, { userId: viewer.id, productId: rows[0]?.id as string });
    const page = await feed({ seller: seller.id }, viewer);
    expect(page.items.map((item) => [item.title, item.isFavorite])).toEqual([
      ["not", false],
      ["liked", true],
    ]);
  });

  it("reads a whole page with one database query, however many listings it shows", async () => {
    const { seller, rows } = await sellerWith(Array.from({ length: 8 }, (_, i) => ({ title: `n${i}` })));
    for (const row of rows) await createProductPhoto(t.db, { ownerId: seller.id, productId: row.id });
    const spy = vi.spyOn(t.db.$client, "query");
    await feed({ seller: seller.id });
    const texts = spy.mock.calls.map(([query]) =>
      typeof query === "string" ? query : (query as { text: string }).text,
    );
    const feedQueries = texts.filter((text) => text.includes('from "products"'));
    expect(feedQueries).toHaveLength(1);
  });
});

describe("feed paging", () => {
  it("pages by 20 with a cursor; listings added between pages neither repeat nor push others out", async () => {
    const seller = await createUser(t.db);
    const base = Date.now() - 10 * 60_000;
    const original: string[] = [];
    for (let i = 0; i < 45; i++) {
      const row = await createProduct(t.db, {
        userId: seller.id,
        title: `p${i}`,
        createdAt: new Date(base + i * 1000),
      });
      original.push(row.id);
    }
    const first = await feed({ seller: seller.id });
    expect(first.items).toHaveLength(FEED_PAGE_SIZE);

    // New listings arrive while the visitor reads the first page.
    for (let i = 0; i < 3; i++) await createProduct(t.db, { userId: seller.id, title: `late${i}` });

    const second = await feed({ seller: seller.id, cursor: first.nextCursor as string });
    const third = await feed({ seller: seller.id, cursor: second.nextCursor as string });
    expect(second.items).toHaveLength(FEED_PAGE_SIZE);
    expect(third.items).toHaveLength(5);
    expect(third.nextCursor).toBeNull();

    const seen = [...first.items, ...second.items, ...third.items].map((item) => item.id);
    expect(seen).toEqual([...original].reverse());
  });

  it("keeps listings created in the same millisecond, or at the same instant, apart", async () => {
    const seller = await createUser(t.db);
    for (let i = 0; i < 30; i++) await createProduct(t.db, { userId: seller.id, title: `same${i}` });
    // Microseconds apart (a JS Date cannot tell them apart), and ties broken by id.
    await t.db.execute(sql`
      update products set created_at = '2026-01-01T10:00:00.123000Z'::timestamptz
        + ((row_number - 1) / 2) * interval '1 microsecond'
      from (select id as pid, row_number() over (order by id) as row_number from products where user_id = ${seller.id}) numbered
      where products.id = numbered.pid`);
    const first = await feed({ seller: seller.id });
    const second = await feed({ seller: seller.id, cursor: first.nextCursor as string });
    const seen = [...first.items, ...second.items].map((item) => item.title);
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
  });
});

describe("feed input", () => {
  /** A cursor as the server encodes it, forged with another time. */
  const forged = (time: string, rank?: number) =>
    Buffer.from(
      JSON.stringify({
        t: time,
        i: "00000000-0000-4000-8000-000000000000",
        ...(rank === undefined ? {} : { r: rank }),
      }),
    ).toString("base64url");

  it.each([
    ["the last moment of year 9999", "9999-12-31T23:59:59.999999Z"],
    ["year 0000", "0000-01-01T00:00:00.000000Z"],
    ["a day that does not exist", "2026-02-30T10:00:00.000000Z"],
    ["an hour that does not exist", "2026-02-03T25:00:00.000000Z"],
  ])("answers a forged cursor dated %s with 400, with a search and without", async (_name, time) => {
    for (const query of [`search=takki&cursor=${forged(time)}`, `cursor=${forged(time)}`]) {
      const response = await t.request(`/api/products?${query}`);
      expect(response.status, query).toBe(400);
    }
    const featured = await t.request(`/api/products?featured=true&cursor=${forged(time, 3)}`);
    expect(featured.status).toBe(400);
  });

  it("answers a featured cursor with a rank beyond any count with 400", async () => {
    const response = await t.request(
      `/api/products?featured=true&cursor=${forged("2026-02-03T10:00:00.000000Z", 2 ** 53)}`,
    );
    expect(response.status).toBe(400);
  });

  it.each([
    ["an unknown category", "category=Hats"],
    ["a size not on the list", "size=XXXL"],
    ["a price that is not a number", "minPrice=cheap"],
    ["a negative price", "maxPrice=-5"],
    ["featured that is not a boolean", "featured=yes"],
    ["a seller that is not an id", "seller=emma"],
    ["a repeated filter", "category=Tops&category=Shoes"],
    ["a tampered cursor", "cursor=bm90LWEtY3Vyc29y"],
    ["a cursor that is not base64", "cursor=%%%"],
    ["an overlong search", `search=${"a".repeat(101)}`],
  ])("answers %s with 400, never 500", async (_name, query) => {
    // Raw query strings, most of which the typed client would not let through.
    const response = await t.request(`/api/products?${query}`);
    expect(response.status).toBe(400);
  });
});
