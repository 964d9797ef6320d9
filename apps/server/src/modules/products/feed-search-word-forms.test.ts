import type { InferRequestType } from "hono/client";
import { describe, expect, it } from "vitest";
import { sellerWith as sellerWithListings } from "../../../test/feed-fixtures";
import { type ApiClient, createTestApp, expectJson } from "../../../test/test-app";
import type { ProductOverrides } from "../../db/factories";

const t = await createTestApp();

type FeedQuery = InferRequestType<ApiClient["products"]["$get"]>["query"];

/** Each test searches its own seller's listings only, so tests never see each other's rows. */
async function searchTitles(query: FeedQuery) {
  const page = expectJson(await t.guest.products.$get({ query }), 200);
  return (await page).items.map((item) => item.title).sort();
}

const sellerWith = (listings: ProductOverrides[]) => sellerWithListings(t.db, listings);

describe("an inflected search word finds the compounds its base form finds (docs/decisions/0084)", () => {
  // Not in Outerwear, which the coat words name (feed-tiers.ts): only their text finds them.
  const coats = ["Laskettelutakki", "Marimekko takki", "Talvitakit 2 kpl"];
  const jackets = ["Jacka från Lindex", "Regnjacka", "Vinterjackor"];
  const others = ["Elämää nähnyt laukku", "Villapaita", "Regnbyxor"];

  it.each(["takki", "takit", "takin", "takkeja", "TAKIT"])(
    "Finnish '%s' finds every coat, compounds too",
    async (word) => {
      const { seller } = await sellerWith([...coats, ...others].map((title) => ({ title, category: "Accessories" })));
      expect(await searchTitles({ seller: seller.id, search: word })).toEqual(coats);
    },
  );

  it.each(["jacka", "jackor", "jackan", "jackorna"])("Swedish '%s' finds every jacket, compounds too", async (word) => {
    const { seller } = await sellerWith([...jackets, ...others].map((title) => ({ title, category: "Accessories" })));
    expect(await searchTitles({ seller: seller.id, search: word })).toEqual(jackets);
  });

  it("finds the compounds within the category the word names, when the request filters on it", async () => {
    // A word whose option the request already filters on searches the text (feed-tiers.ts).
    const { seller } = await sellerWith([
      { title: "Laskettelutakki", category: "Outerwear" },
      { title: "Regnjacka", category: "Outerwear" },
      { title: "Untuvaliivi", category: "Outerwear" },
    ]);
    for (const word of ["takit", "takin", "takkeja"]) {
      expect(await searchTitles({ seller: seller.id, category: "Outerwear", search: word }), word).toEqual([
        "Laskettelutakki",
      ]);
    }
    for (const word of ["jackor", "jackan"]) {
      expect(await searchTitles({ seller: seller.id, category: "Outerwear", search: word }), word).toEqual([
        "Regnjacka",
      ]);
    }
  });

  it("takes a short key as a compound's head only after a first part of its own", async () => {
    // 'lämmin' has the three-letter key 'läm', which ends 'elämää' ('eläm') after one letter only.
    const { seller } = await sellerWith(
      ["Elämää nähnyt laukku", "Lämmin pipo"].map((title) => ({ title, category: "Accessories" })),
    );
    expect(await searchTitles({ seller: seller.id, search: "lämmin" })).toEqual(["Lämmin pipo"]);
  });
});
