import { type CreateProductInput, type CreateSavedSearchInput, SAVED_SEARCH_DIGEST_MINUTES } from "@kierto/shared";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Caller, createTestApp, expectJson } from "../../../test/test-app";
import { createProductPhoto } from "../../db/factories";
import { blockedUsers, notifications, savedSearchMatches } from "../../db/schema";
import { manualJobClock } from "../../platform/jobs";
import { mailJob } from "../../platform/mail";
import { notificationMailJob } from "../notifications";
import { listingPublishedSearchesJob } from "../products";
import { tellSavedSearchOwners } from "./saved-search-notices";

const clock = manualJobClock();
const t = await createTestApp({ clock });

type Person = Caller & { id: string; email: string };
type Listing = Partial<CreateProductInput> & { title: string };

/** Saves a search as the feed's page would, with the feed's URL parameters. */
async function saveSearch(person: Caller, filters: Record<string, string>, name = "My search") {
  return (
    await expectJson(
      await t.api(person).me["saved-searches"].$post({
        json: { name, filters: filters as unknown as CreateSavedSearchInput["filters"] },
      }),
      201,
    )
  ).id;
}

/** Lists an item through the API, active: Tops in M for 20 euro unless said otherwise. */
async function list(seller: Person, listing: Listing) {
  const photo = await createProductPhoto(t.db, { ownerId: seller.id });
  const json = {
    price: 20,
    category: "Tops" as const,
    size: "M" as const,
    photoIds: [photo.id],
    status: "active" as const,
    ...listing,
  };
  return (await expectJson(await t.api(seller).products.$post({ json }), 201)).id;
}

/** Lists an item and runs the matching job it enqueued. */
async function listAndMatch(seller: Person, listing: Listing) {
  const id = await list(seller, listing);
  await t.deps.jobs.workDue(listingPublishedSearchesJob);
  return id;
}

const matchesOf = async (savedSearchId: string) =>
  (await t.db.select().from(savedSearchMatches).where(eq(savedSearchMatches.savedSearchId, savedSearchId))).map(
    (row) => row.productId,
  );

const noticesOf = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "saved_search_match")));

async function workMail() {
  await t.deps.jobs.workDue(notificationMailJob);
  await t.deps.jobs.workDue(mailJob);
}

const minutes = (count: number) => count * 60_000;

describe("matching new listings to saved searches", () => {
  it("matches each kind of filter as the feed does", async () => {
    const shopper = await t.signedInUser();
    const seller = await t.signedInUser();
    const searches = {
      category: await saveSearch(shopper, { category: "Shoes" }),
      size: await saveSearch(shopper, { size: "EU38" }),
      equality: await saveSearch(shopper, {
        gender: "Women",
        condition: "Like New",
        color: "Red",
        season: "Winter",
        style: "Vintage",
        fabric: "Wool",
      }),
      brand: await saveSearch(shopper, { brand: "mari" }),
      city: await saveSearch(shopper, { city: "tampere" }),
      price: await saveSearch(shopper, { minPrice: "30", maxPrice: "50" }),
      combined: await saveSearch(shopper, { category: "Shoes", size: "EU38", maxPrice: "40" }),
    };
    const shoes38 = await listAndMatch(seller, { title: "Boots", category: "Shoes", size: "EU38", price: 45 });
    const everything = await listAndMatch(seller, {
      title: "Coat",
      gender: "Women",
      condition: "Like New",
      color: "Red",
      season: "Winter",
      style: "Vintage",
      fabric: "Wool",
      brand: "Marimekko",
      city: "Tampere",
      price: 30,
    });
    const cheapShoes = await listAndMatch(seller, { title: "Sandals", category: "Shoes", size: "EU38", price: 25 });
    const almost = await listAndMatch(seller, {
      title: "Coat",
      gender: "Women",
      condition: "Like New",
      color: "Blue",
      season: "Winter",
      style: "Vintage",
      fabric: "Wool",
    });

    expect(await matchesOf(searches.category)).toEqual([shoes38, cheapShoes]);
    expect(await matchesOf(searches.size)).toEqual([shoes38, cheapShoes]);
    expect(await matchesOf(searches.equality)).toEqual([everything]);
    expect(await matchesOf(searches.brand)).toEqual([everything]);
    expect(await matchesOf(searches.city)).toEqual([everything]);
    expect(await matchesOf(searches.price)).toEqual([shoes38, everything]);
    expect(await matchesOf(searches.combined)).toEqual([cheapShoes]);
    expect(almost).toBeTruthy();
  });

  it("finds for saved words what the feed's search finds: inflected forms, compounds and words naming a category", async () => {
    const shopper = await t.signedInUser();
    const seller = await t.signedInUser();
    const takki = await saveSearch(shopper, { search: "takki" });
    const listed = {
      partitive: await listAndMatch(seller, { title: "Kaksi takkia", category: "Tops" }),
      compound: await listAndMatch(seller, { title: "Lämmin talvitakki", category: "Tops" }),
      outerwear: await listAndMatch(seller, { title: "Parka", category: "Outerwear" }),
      other: await listAndMatch(seller, { title: "Kesämekko", category: "Dresses" }),
    };
    const feed = await expectJson(await t.guest.products.$get({ query: { search: "takki", seller: seller.id } }), 200);
    const found = feed.items.map((item) => item.id).sort();
    expect(found).toEqual([listed.partitive, listed.compound, listed.outerwear].sort());
    expect((await matchesOf(takki)).sort()).toEqual(found);

    // An inflected form reaches the compounds of its base form, as the feed's search does.
    for (const [word, colour] of [
      ["takit", "punainen"],
      ["takkeja", "sininen"],
    ] as const) {
      const inflected = await saveSearch(shopper, { search: word });
      const ski = await listAndMatch(seller, { title: `Laskettelutakki ${colour}`, category: "Tops" });
      const feedFinds = await expectJson(
        await t.guest.products.$get({ query: { search: word, seller: seller.id } }),
        200,
      );
      expect(feedFinds.items.map((item) => item.id)).toContain(ski);
      expect(await matchesOf(inflected)).toContain(ski);
    }

    const wordsAndSize = await saveSearch(shopper, { search: "villapaidat", size: "S" });
    const sweater = await listAndMatch(seller, { title: "Villapaita", size: "S" });
    await listAndMatch(seller, { title: "Villapaita", size: "L" });
    expect(await matchesOf(wordsAndSize)).toEqual([sweater]);
  });

  it("skips the seller's own searches and everyone across a block, either way", async () => {
    const seller = await t.signedInUser();
    const blockedBySeller = await t.signedInUser();
    const blockerOfSeller = await t.signedInUser();
    const shopper = await t.signedInUser();
    const own = await saveSearch(seller, { category: "Shoes" });
    const blocked = await saveSearch(blockedBySeller, { category: "Shoes" });
    const blocker = await saveSearch(blockerOfSeller, { category: "Shoes" });
    const theirs = await saveSearch(shopper, { category: "Shoes" });
    await t.db.insert(blockedUsers).values([
      { blockerId: seller.id, blockedId: blockedBySeller.id },
      { blockerId: blockerOfSeller.id, blockedId: seller.id },
    ]);
    const listing = await listAndMatch(seller, { title: "Loafers", category: "Shoes", size: "EU38" });
    expect(await matchesOf(own)).toEqual([]);
    expect(await matchesOf(blocked)).toEqual([]);
    expect(await matchesOf(blocker)).toEqual([]);
    expect(await matchesOf(theirs)).toEqual([listing]);
    expect(await noticesOf(blockedBySeller.id)).toEqual([]);
    expect(await noticesOf(seller.id)).toEqual([]);
  });

  it("tells of a listing once per search however often the job runs, and counts it as new until the search is opened", async () => {
    const shopper = await t.signedInUser();
    const seller = await t.signedInUser();
    const id = await saveSearch(shopper, { search: "neule" });
    const listing = await listAndMatch(seller, { title: "Neule" });
    expect(await tellSavedSearchOwners(t.deps, listing)).toBe(0);
    expect(await matchesOf(id)).toEqual([listing]);
    const [notice] = await noticesOf(shopper.id);
    expect(notice?.data).toMatchObject({ savedSearchId: id, searchName: "My search", productId: listing, count: 1 });
    expect(await noticesOf(shopper.id)).toHaveLength(1);

    const page = async () => (await expectJson(await t.api(shopper).me["saved-searches"].$get(), 200)).items[0];
    expect((await page())?.newMatches).toBe(1);
    clock.advance(1000);
    await t.api(shopper).me["saved-searches"][":id"].open.$post({ param: { id } });
    expect((await page())?.newMatches).toBe(0);
  });

  it("gathers the matches of an hour into one notification and one mail, in the owner's language with one-click unsubscribe", async () => {
    const shopper = await t.signedInUser({ language: "fi" });
    const seller = await t.signedInUser();
    await saveSearch(shopper, { category: "Bottoms" }, "Housut");
    await listAndMatch(seller, { title: "Farkut", category: "Bottoms" });
    clock.advance(minutes(30));
    const second = await listAndMatch(seller, { title: "Chinot", category: "Bottoms" });
    await workMail();

    const notices = await noticesOf(shopper.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.data).toMatchObject({ productId: second, productTitle: "Chinot", count: 2 });
    const mails = await t.mailbox(shopper.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Uutta Kierrossa hakuusi "Housut"');
    expect(mails[0]?.text).toContain("/app/saved-searches/");
    expect(mails[0]?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    clock.advance(minutes(SAVED_SEARCH_DIGEST_MINUTES - 29));
    await listAndMatch(seller, { title: "Hame", category: "Bottoms" });
    await workMail();
    expect(await noticesOf(shopper.id)).toHaveLength(2);
    expect(await t.mailbox(shopper.email)).toHaveLength(2);

    // The mail's one-click link turns the group's mail off: the next hour's match is in the bell only.
    const url = mails[0]?.headers["List-Unsubscribe"]?.slice(1, -1) ?? "";
    const done = await t.request(url.slice(url.indexOf("/api/")), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(done.status).toBe(200);
    clock.advance(minutes(SAVED_SEARCH_DIGEST_MINUTES + 1));
    await listAndMatch(seller, { title: "Shortsit", category: "Bottoms" });
    await workMail();
    expect(await noticesOf(shopper.id)).toHaveLength(3);
    expect(await t.mailbox(shopper.email)).toHaveLength(2);
  });

  it("mails a saved search's matches by default: saving one asks for alerts", async () => {
    const shopper = await t.signedInUser();
    const seller = await t.signedInUser();
    await saveSearch(shopper, { brand: "Nanso" }, "Nanso");
    await listAndMatch(seller, { title: "Mekko", brand: "Nanso" });
    await workMail();
    const [mail] = await t.mailbox(shopper.email);
    expect(mail?.subject).toBe('New on Kierto for your search "Nanso"');
    expect(mail?.text).toContain('A new listing matches your saved search "Nanso", the newest "Mekko"');
  });
});
