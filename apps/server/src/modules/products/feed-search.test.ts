import { FEED_PAGE_SIZE } from "@kierto/shared";
import { eq, sql } from "drizzle-orm";
import type { InferRequestType } from "hono/client";
import { describe, expect, it, vi } from "vitest";
import { sellerWith as sellerWithListings } from "../../../test/feed-fixtures";
import { type ApiClient, createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { createProduct, type ProductOverrides } from "../../db/factories";
import { products } from "../../db/schema";

const t = await createTestApp();

type FeedQuery = InferRequestType<ApiClient["products"]["$get"]>["query"];

/** Each test searches its own seller's listings only, so tests never see each other's rows. */
async function feed(query: FeedQuery) {
  return expectJson(await t.guest.products.$get({ query }), 200);
}

const sellerWith = (listings: ProductOverrides[]) => sellerWithListings(t.db, listings);

async function searchTitles(sellerId: string, search: string) {
  return (await feed({ seller: sellerId, search })).items.map((item) => item.title).sort();
}

describe("the feed search in Finnish, Swedish and English", () => {
  // Each title begins with the form searched by.
  it.each([
    ["Finnish takki", ["Takki Marimekko", "Takit kuin uudet", "Takin vetoketju uusittu", "Takkia käytetty vähän"]],
    ["Finnish villapaita", ["Villapaita, koko M", "Villapaidat 2 kpl", "Villapaidan hihat pitkät"]],
    ["Finnish kenkä", ["Kenkä, vain vasen", "Kengät 38"]],
    ["Swedish ylletröja", ["Ylletröja", "Ylletröjor, två", "Ylletröjan är stickad"]],
    ["Swedish jacka", ["Jacka", "Jackor, två", "Jackan är fodrad"]],
    ["English dress", ["Dress for summer", "Dresses, two"]],
  ])("finds every form of %s by any of its forms, singular or plural", async (_word, titles) => {
    const { seller } = await sellerWith([
      ...titles.map((title) => ({ title })),
      { title: "Wool sweater", description: "Ei takuuta, ei palautusta" },
    ]);
    for (const title of titles) {
      const form = title.split(/[\s,]/)[0] as string;
      expect(await searchTitles(seller.id, form), form).toEqual([...titles].sort());
    }
  });

  it("finds 'takki' in 'takit' and 'takin', and 'villapaita' in 'villapaidat', in any field", async () => {
    const { seller } = await sellerWith([
      { title: "Talvivaate", description: "Lämmin, takit ovat kuin uudet" },
      { title: "Vetoketju", description: "Takin vetoketju vaihdettu" },
      { title: "Neuleet", category: "Tops", brand: "Villapaidat Oy" },
      { title: "Farkut", description: "Ei takuuta" },
    ]);
    expect(await searchTitles(seller.id, "takki")).toEqual(["Talvivaate", "Vetoketju"]);
    expect(await searchTitles(seller.id, "VILLAPAITA")).toEqual(["Neuleet"]);
  });

  it("finds a compound word by its last part, singular or plural, in Finnish, Swedish and English", async () => {
    // Not in the categories their words name ('paita', 'tröja': Tops), so only the text finds them.
    const { seller } = await sellerWith(
      ["Talvitakki", "Talvitakit 2 kpl", "Villapaidat", "Ylletröjor", "Raincoat", "Elämää nähnyt laukku"].map(
        (title) => ({ title, category: "Shoes" as const }),
      ),
    );
    // Any form of the head word finds the compounds of every form (docs/decisions/0084).
    expect(await searchTitles(seller.id, "takki")).toEqual(["Talvitakit 2 kpl", "Talvitakki"]);
    expect(await searchTitles(seller.id, "takit")).toEqual(["Talvitakit 2 kpl", "Talvitakki"]);
    expect(await searchTitles(seller.id, "paita")).toEqual(["Villapaidat"]);
    expect(await searchTitles(seller.id, "tröja")).toEqual(["Ylletröjor"]);
    expect(await searchTitles(seller.id, "coat")).toEqual(["Raincoat"]);
    // A short key ('läm' for lämmin) is no word's last part: 'elämää' is not 'lämmin'.
    expect(await searchTitles(seller.id, "lämmin")).toEqual([]);
  });

  it("finds the beginnings and endings of words a listing gained when it was edited", async () => {
    const { seller, rows } = await sellerWith([{ title: "Takki" }]);
    await t.db
      .update(products)
      .set({ title: "Alpakkavillapaita" })
      .where(eq(products.id, (rows[0] as { id: string }).id));
    expect(await searchTitles(seller.id, "alpakkav")).toEqual(["Alpakkavillapaita"]);
    expect(await searchTitles(seller.id, "villapaita")).toEqual(["Alpakkavillapaita"]);
    expect(await searchTitles(seller.id, "takki")).toEqual([]);
  });

  it("finds a word from its beginning, as it was being typed, but a number only whole", async () => {
    const { seller } = await sellerWith([
      { title: "Villapaita", brand: "Marimekko" },
      { title: "Kengät 380" },
      { title: "Kengät 38" },
    ]);
    expect(await searchTitles(seller.id, "villapa")).toEqual(["Villapaita"]);
    expect(await searchTitles(seller.id, "marimek")).toEqual(["Villapaita"]);
    expect(await searchTitles(seller.id, "38")).toEqual(["Kengät 38"]);
  });

  it("needs every word but leaves out the languages' stop words", async () => {
    const { seller } = await sellerWith([
      { title: "Takki ja housut" },
      { title: "Takki" },
      { title: "Housut och skjorta" },
    ]);
    expect(await searchTitles(seller.id, "takki housut")).toEqual(["Takki ja housut"]);
    expect(await searchTitles(seller.id, "takki ja")).toEqual(["Takki", "Takki ja housut"]);
    expect(await searchTitles(seller.id, "och the")).toEqual(["Housut och skjorta", "Takki", "Takki ja housut"]);
  });

  it("finds nothing for a word no listing has", async () => {
    const { seller } = await sellerWith([{ title: "Marimekko takki" }]);
    const page = await feed({ seller: seller.id, search: "zzzz" });
    expect(page.items).toEqual([]);
    expect(page.nextCursor).toBeNull();
  });

  it("finds matches behind thousands of newer listings that do not match, newest first, page by page", async () => {
    const { seller } = await sellerWith([
      ...Array.from({ length: FEED_PAGE_SIZE + 4 }, (_, i) => ({ title: `Takki ${i}` })),
    ]);
    // More newer listings than the search reads in feed order before it turns to the word index.
    await t.db.execute(sql`
      insert into products (user_id, title, price_cents, lowest_price_cents, category, size, created_at)
      select ${seller.id}, 'Kassi ' || g, 1000, 1000, 'Accessories', 'M', now() + g * interval '1 second'
      from generate_series(1, 2500) g`);
    await createProduct(t.db, { userId: seller.id, title: "Takit uudet", createdAt: new Date(Date.now() + 3_600_000) });

    const first = await feed({ seller: seller.id, search: "takki" });
    const second = await feed({ seller: seller.id, search: "takki", cursor: first.nextCursor as string });
    expect([...first.items, ...second.items].map((item) => item.title)).toEqual([
      "Takit uudet",
      ...Array.from({ length: FEED_PAGE_SIZE + 4 }, (_, i) => `Takki ${FEED_PAGE_SIZE + 3 - i}`),
    ]);
    expect(second.nextCursor).toBeNull();
  });

  it("asks the database one statement for a searched page, its words turned into a query in it", async () => {
    // 'villapaidat' names no option value, so the search is one tier (feed-tiers.ts).
    const { seller } = await sellerWith([{ title: "Villapaita" }]);
    const spy = vi.spyOn(t.db.$client, "query");
    try {
      expect((await feed({ seller: seller.id, search: "villapaidat" })).items).toHaveLength(1);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it("still refuses a NUL character in a search with 400", async () => {
    const response = await t.request("/api/products?search=takki%00");
    expect(response.status).toBe(400);
    expect(await errorCode(response)).not.toBe("INTERNAL");
  });
});
