import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { chatFixture, readMessages, sendMessage } from "../../../test/messaging-fixtures";
import { type Caller, createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { uploadedPhotoId } from "../../../test/test-images";
import { createFavorite } from "../../db/factories";
import { chats, favorites, productPhotos, products } from "../../db/schema";
import { storageDeleteJob } from "../../platform/storage";

const t = await createTestApp();

const remove = (caller: Caller, id: string) => t.api(caller).products[":id"].$delete({ param: { id } });

/** A published listing with a real photo, a chat with two messages about it and a favouriter. */
async function listingWithChat() {
  const seller = await t.signedInUser();
  const photoId = await uploadedPhotoId(t, seller);
  const listing = await expectJson(
    await t.api(seller).products.$post({
      json: { title: "Velvet blazer unique", price: 45, category: "Outerwear", size: "M", photoIds: [photoId] },
    }),
    201,
  );
  const buyer = await t.signedInUser();
  const chat = await expectJson(await t.api(buyer).chats.$post({ json: { productId: listing.id } }), 201);
  await expectJson(await sendMessage(t, buyer, chat.id, "Is it still available?"), 201);
  await expectJson(await sendMessage(t, seller, chat.id, "Yes it is"), 201);
  const fan = await t.signedInUser();
  await createFavorite(t.db, { userId: fan.id, productId: listing.id });
  return { seller, buyer, fan, listing, chatId: chat.id };
}

const stored = (id: string) => t.db.query.products.findFirst({ where: (p, { eq }) => eq(p.id, id) });

describe("deleting a listing", () => {
  it("takes it out of the feed, search, favourites, the seller page and My Items; its page answers 410", async () => {
    const { seller, fan, listing } = await listingWithChat();
    expect((await remove(seller, listing.id)).status).toBe(204);

    const ids = (items: { id: string }[]) => items.map((item) => item.id);
    const feed = await expectJson(await t.guest.products.$get({ query: {} }), 200);
    expect(ids(feed.items)).not.toContain(listing.id);
    const search = await expectJson(await t.guest.products.$get({ query: { search: "velvet unique" } }), 200);
    expect(ids(search.items)).not.toContain(listing.id);
    const bySeller = await expectJson(await t.guest.products.$get({ query: { seller: seller.id } }), 200);
    expect(bySeller.items).toEqual([]);
    const sellerPage = await expectJson(await t.guest.users[":id"].$get({ param: { id: seller.id } }), 200);
    expect(JSON.stringify(sellerPage)).not.toContain(listing.id);
    const favourites = await expectJson(await t.api(fan).me.favorites.$get(), 200);
    expect(favourites.items).toEqual([]);
    const mine = await expectJson(await t.api(seller).me.products.$get(), 200);
    expect(mine.items).toEqual([]);
    expect(mine.counts).toEqual({ all: 0, active: 0, draft: 0, sold: 0 });

    for (const viewer of [undefined, fan, seller]) {
      const page = await t.api(viewer).products[":id"].$get({ param: { id: listing.id } });
      expect(page.status).toBe(410);
      expect(await errorCode(page)).toBe("LISTING_DELETED");
    }
    const edit = await t.api(seller).products[":id"].$patch({ param: { id: listing.id }, json: { price: 40 } });
    expect(edit.status).toBe(410);
    expect((await remove(seller, listing.id)).status).toBe(410);
  });

  it("keeps the row, marked deleted, and removes its photo files and favourites", async () => {
    const { seller, listing } = await listingWithChat();
    const photo = listing.photos[0];
    expect((await remove(seller, listing.id)).status).toBe(204);

    expect(await stored(listing.id)).toMatchObject({ status: "deleted", deletedAt: expect.any(Date) });
    expect(await t.db.select().from(productPhotos).where(eq(productPhotos.productId, listing.id))).toEqual([]);
    // The files go in a job after the commit.
    expect(await t.deps.jobs.workDue(storageDeleteJob)).toBeGreaterThanOrEqual(1);
    for (const url of [photo?.cardUrl, photo?.fullUrl]) expect((await t.request(url as string)).status).toBe(404);
    expect(await t.db.select().from(favorites).where(eq(favorites.productId, listing.id))).toEqual([]);
  });

  it("keeps its chats readable by both parties, read-only: a new message is refused with LISTING_DELETED", async () => {
    const { seller, buyer, listing, chatId } = await listingWithChat();
    expect((await remove(seller, listing.id)).status).toBe(204);

    for (const party of [buyer, seller]) {
      const chat = await expectJson(await t.api(party).chats[":id"].$get({ param: { id: chatId } }), 200);
      expect(chat).toMatchObject({ product: { id: listing.id, status: "deleted", cover: null }, canSend: false });
      const { items } = await readMessages(t, party, chatId);
      expect(items.map((message) => message.content)).toEqual(["Is it still available?", "Yes it is"]);
      const list = await expectJson(await t.api(party).chats.$get(), 200);
      expect(list.items.map((item) => [item.id, item.product.status])).toEqual([[chatId, "deleted"]]);

      const refused = await sendMessage(t, party, chatId, "Hello?", crypto.randomUUID());
      expect(refused.status).toBe(403);
      expect(await errorCode(refused)).toBe("LISTING_DELETED");
    }
    expect((await readMessages(t, buyer, chatId)).items).toHaveLength(2);
    // The buyer's 'Message Seller' still opens the chat; nobody else can start one.
    const again = await t.api(buyer).chats.$post({ json: { productId: listing.id } });
    expect((await expectJson(again, 200)).id).toBe(chatId);
    const newcomer = await t.signedInUser();
    const fresh = await t.api(newcomer).chats.$post({ json: { productId: listing.id } });
    expect(fresh.status).toBe(410);
    expect(await errorCode(fresh)).toBe("LISTING_DELETED");
  });

  it("answers a send retried with the client id of a message stored before the deletion", async () => {
    const { seller, buyer, product, chatId } = await chatFixture(t);
    const clientId = crypto.randomUUID();
    const first = await expectJson(await sendMessage(t, buyer, chatId, "Would you take 20?", clientId), 201);
    expect((await remove(seller, product.id)).status).toBe(204);
    const retried = await expectJson(await sendMessage(t, buyer, chatId, "Would you take 20?", clientId), 200);
    expect(retried.id).toBe(first.id);
  });
});

describe("a listing removed by a moderator or an account deletion", () => {
  it("is deleted the same way when its seller deletes the account: the buyer keeps the chat, read-only", async () => {
    const { seller, buyer, listing, chatId } = await listingWithChat();
    expect((await t.api(seller).me.delete.$post({ json: { password: seller.password } })).status).toBe(204);

    expect(await stored(listing.id)).toMatchObject({ status: "deleted" });
    expect((await t.guest.products[":id"].$get({ param: { id: listing.id } })).status).toBe(410);
    const chat = await expectJson(await t.api(buyer).chats[":id"].$get({ param: { id: chatId } }), 200);
    expect(chat).toMatchObject({ product: { status: "deleted" }, canSend: false });
    expect((await readMessages(t, buyer, chatId)).items).toHaveLength(2);
    expect(await errorCode(await sendMessage(t, buyer, chatId, "Hello?"))).toBe("LISTING_DELETED");
  });

  it("is deleted the same way by a moderator's decision: the reported chat stays for both parties", async () => {
    const { seller, buyer, listing, chatId } = await listingWithChat();
    const report = await expectJson(
      await t.api(buyer).reports.$post({ json: { reportedId: seller.id, chatId, reason: "scam" } }),
      201,
    );
    const moderator = await t.signedInUser({ role: "moderator" });
    await expectJson(
      await t.api(moderator).moderation.reports[":id"].decision.$post({
        param: { id: report.id },
        json: { decision: "resolve", action: "remove_listing" },
      }),
      200,
    );

    expect(await stored(listing.id)).toMatchObject({ status: "deleted" });
    expect(await t.db.select().from(chats).where(eq(chats.id, chatId))).toHaveLength(1);
    for (const party of [buyer, seller]) {
      expect((await readMessages(t, party, chatId)).items).toHaveLength(2);
      expect(await errorCode(await sendMessage(t, party, chatId, "Hello?"))).toBe("LISTING_DELETED");
    }
    const feed = await expectJson(await t.guest.products.$get({ query: { seller: seller.id } }), 200);
    expect(feed.items).toEqual([]);
  });

  it("keeps the database's rule: a listing is marked deleted exactly when it has a deletion time", async () => {
    const { listing } = await listingWithChat();
    await expect(t.db.update(products).set({ status: "deleted" }).where(eq(products.id, listing.id))).rejects.toThrow();
    await expect(
      t.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, listing.id)),
    ).rejects.toThrow();
  });
});
