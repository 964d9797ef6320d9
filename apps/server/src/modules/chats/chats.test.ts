import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { block, chatFixture, sendMessage, startChat } from "../../../test/messaging-fixtures";
import { type Caller, createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { createProduct, createProductPhoto } from "../../db/factories";
import { chats, products, profiles } from "../../db/schema";

const t = await createTestApp();

async function listChats(user: Caller) {
  return (await expectJson(await t.api(user).chats.$get(), 200)).items;
}

describe("starting a chat", () => {
  it("refuses a guest", async () => {
    const response = await t.guest.chats.$post({ json: { productId: crypto.randomUUID() } });
    expect(response.status).toBe(401);
  });

  it("opens a new chat for the buyer with the listing's owner as the seller", async () => {
    const seller = await t.signedInUser();
    const buyer = await t.signedInUser();
    const product = await createProduct(t.db, { userId: seller.id, title: "Wool coat", priceCents: 4500 });

    const response = await t.api(buyer).chats.$post({ json: { productId: product.id } });
    const chat = await expectJson(response, 201);
    expect(chat).toMatchObject({
      role: "buyer",
      product: { id: product.id, title: "Wool coat", priceCents: 4500, status: "active" },
      buyer: { id: buyer.id },
      seller: { id: seller.id },
      blocked: false,
      canSend: true,
    });
    expect(chat.otherParty.id).toBe(seller.id);
  });

  it("opens the existing chat when the buyer asks again", async () => {
    const { buyer, product, chatId } = await chatFixture(t);
    const again = await t.api(buyer).chats.$post({ json: { productId: product.id } });
    expect((await expectJson(again, 200)).id).toBe(chatId);
  });

  it("yields one chat when the buyer starts it several times at the same instant", async () => {
    const seller = await t.signedInUser();
    const buyer = await t.signedInUser();
    const product = await createProduct(t.db, { userId: seller.id });

    const responses = await Promise.all(
      Array.from({ length: 5 }, () => t.api(buyer).chats.$post({ json: { productId: product.id } })),
    );
    const ids = await Promise.all(responses.map(async (r) => (await expectJson(r, [200, 201])).id));
    expect(new Set(ids).size).toBe(1);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    const rows = await t.db.select().from(chats).where(eq(chats.productId, product.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses the owner, who can't message themselves", async () => {
    const seller = await t.signedInUser();
    const product = await createProduct(t.db, { userId: seller.id });
    const response = await t.api(seller).chats.$post({ json: { productId: product.id } });
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe("CANNOT_MESSAGE_SELF");
  });

  it("answers 404 for a draft or a missing listing", async () => {
    const buyer = await t.signedInUser();
    const draft = await createProduct(t.db, { status: "draft" });
    for (const productId of [draft.id, crypto.randomUUID()]) {
      const response = await t.api(buyer).chats.$post({ json: { productId } });
      expect(response.status).toBe(404);
    }
  });

  it("refuses a buyer the seller blocked, and a buyer who blocked the seller", async () => {
    const seller = await t.signedInUser();
    const blockedBuyer = await t.signedInUser();
    const blockingBuyer = await t.signedInUser();
    const product = await createProduct(t.db, { userId: seller.id });
    await block(t, seller, blockedBuyer.id);
    await block(t, blockingBuyer, seller.id);

    for (const buyer of [blockedBuyer, blockingBuyer]) {
      const response = await t.api(buyer).chats.$post({ json: { productId: product.id } });
      expect(response.status).toBe(403);
      expect(await errorCode(response)).toBe("CHAT_BLOCKED");
    }
    expect(await t.db.select().from(chats).where(eq(chats.productId, product.id))).toHaveLength(0);
  });

  it("refuses a new chat about a sold item but still opens an earlier one", async () => {
    const { buyer, product, chatId } = await chatFixture(t);
    await t.db.update(products).set({ status: "sold" }).where(eq(products.id, product.id));
    const latecomer = await t.signedInUser();

    const refused = await t.api(latecomer).chats.$post({ json: { productId: product.id } });
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe("CHAT_READ_ONLY");

    const earlier = await t.api(buyer).chats.$post({ json: { productId: product.id } });
    expect(await expectJson(earlier, 200)).toMatchObject({ id: chatId, canSend: false, product: { status: "sold" } });
  });
});

describe("a chat", () => {
  it("is visible to its two parties and not found for anyone else", async () => {
    const { buyer, seller, chatId } = await chatFixture(t);
    const stranger = await t.signedInUser();

    const param = { id: chatId };
    const asSeller = await t.api(seller).chats[":id"].$get({ param });
    expect(await expectJson(asSeller, 200)).toMatchObject({ role: "seller", otherParty: { id: buyer.id } });

    const asStranger = t.api(stranger).chats[":id"];
    for (const response of [
      await asStranger.$get({ param }),
      await asStranger.messages.$get({ param, query: {} }),
      await asStranger.read.$post({ param }),
    ]) {
      expect(response.status).toBe(404);
    }
    const guest = await t.guest.chats[":id"].$get({ param });
    expect(guest.status).toBe(401);
  });

  it("shows a block in either direction to both parties and stops sending", async () => {
    const { buyer, seller, chatId } = await chatFixture(t);
    await block(t, buyer, seller.id);

    const asBuyer = await expectJson(await t.api(buyer).chats[":id"].$get({ param: { id: chatId } }), 200);
    const asSeller = await expectJson(await t.api(seller).chats[":id"].$get({ param: { id: chatId } }), 200);
    expect(asBuyer).toMatchObject({ blocked: true, blockedByMe: true, canSend: false });
    expect(asSeller).toMatchObject({ blocked: true, blockedByMe: false, canSend: false });
  });

  it("answers 400 for a malformed id", async () => {
    const user = await t.signedInUser();
    const response = await t.api(user).chats[":id"].$get({ param: { id: "not-a-uuid" } });
    expect(response.status).toBe(400);
  });
});

describe("the conversation list", () => {
  it("lists the user's chats as buyer and as seller, newest activity first", async () => {
    const me = await t.signedInUser();
    const other = await t.signedInUser();
    await t.db.update(profiles).set({ avatarUrl: "/media/avatars/other.webp" }).where(eq(profiles.id, other.id));
    const theirListing = await createProduct(t.db, { userId: other.id, title: "Their boots", priceCents: 3000 });
    const photo = await createProductPhoto(t.db, { ownerId: other.id, productId: theirListing.id });
    const myListing = await createProduct(t.db, { userId: me.id, title: "My scarf" });

    const asBuyer = await startChat(t, me, theirListing.id);
    const asSeller = await startChat(t, other, myListing.id);
    expect((await sendMessage(t, other, asSeller.id, "Is the scarf still available?")).status).toBe(201);
    expect((await sendMessage(t, me, asBuyer.id, "Hello! Do the boots fit a 39?")).status).toBe(201);

    const items = await listChats(me);
    expect(items.map((chat) => chat.id)).toEqual([asBuyer.id, asSeller.id]);
    expect(items[0]).toMatchObject({
      role: "buyer",
      product: { id: theirListing.id, title: "Their boots", priceCents: 3000, status: "active" },
      otherParty: { id: other.id, avatarUrl: "/media/avatars/other.webp" },
      lastMessage: { content: "Hello! Do the boots fit a 39?", senderId: me.id, mine: true },
      unreadCount: 0,
      blocked: false,
    });
    expect(items[0]?.product.cover?.cardUrl).toContain(photo.cardKey);
    expect(items[1]).toMatchObject({
      role: "seller",
      product: { title: "My scarf", cover: null },
      lastMessage: { content: "Is the scarf still available?", mine: false },
      unreadCount: 1,
    });

    const stranger = await t.signedInUser();
    expect(await listChats(stranger)).toEqual([]);
  });

  it("counts the other party's messages since the user last read the chat", async () => {
    const { buyer, seller, chatId } = await chatFixture(t);
    await sendMessage(t, buyer, chatId, "One");
    await sendMessage(t, buyer, chatId, "Two");
    await sendMessage(t, seller, chatId, "My own reply does not count");
    await sendMessage(t, buyer, chatId, "Three");
    expect((await listChats(seller))[0]?.unreadCount).toBe(3);
    expect((await listChats(buyer))[0]?.unreadCount).toBe(1);

    const read = await t.api(seller).chats[":id"].read.$post({ param: { id: chatId } });
    expect(read.status).toBe(204);
    expect((await listChats(seller))[0]?.unreadCount).toBe(0);

    await sendMessage(t, buyer, chatId, "Four");
    expect((await listChats(seller))[0]?.unreadCount).toBe(1);
  });
});
