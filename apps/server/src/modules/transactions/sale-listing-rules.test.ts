import type { SaleState } from "@kierto/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { chatFixture, sendMessage, startChat } from "../../../test/messaging-fixtures";
import { type Caller, createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { createProduct, createTransaction, createUser } from "../../db/factories";
import { products, transactions } from "../../db/schema";

const t = await createTestApp();

const confirm = (caller: Caller, chatId: string) =>
  t.api(caller).chats[":id"].sale.confirm.$post({ param: { id: chatId } });
const chatOf = async (caller: Caller, chatId: string) =>
  expectJson(await t.api(caller).chats[":id"].$get({ param: { id: chatId } }), 200);

/** A paid card sale between the chat's parties, the item held (not sold), as the payment leaves it. */
async function paidSale() {
  const fixture = await chatFixture(t);
  const other = await t.signedInUser();
  const otherChat = await startChat(t, other, fixture.product.id);
  const sale = await createTransaction(t.db, {
    productId: fixture.product.id,
    buyerId: fixture.buyer.id,
    sellerId: fixture.seller.id,
    state: "paid",
    amountCents: 2500,
    paymentProvider: "local",
    providerSessionId: `cs_test_${fixture.product.id}`,
    providerPaymentId: `pi_test_${fixture.product.id}`,
  });
  return { ...fixture, sale, other, otherChatId: otherChat.id };
}

describe("a paid sale's chat", () => {
  it("stays open between its two parties while other buyers' chats about the item turn read-only", async () => {
    const { seller, buyer, chatId, other, otherChatId, product } = await paidSale();
    expect((await chatOf(buyer, chatId)).canSend).toBe(true);
    expect((await sendMessage(t, buyer, chatId, "When can I pick it up?")).status).toBe(201);
    expect((await sendMessage(t, seller, chatId, "Tomorrow at six?")).status).toBe(201);

    expect((await chatOf(other, otherChatId)).canSend).toBe(false);
    expect((await chatOf(other, otherChatId)).reservedForAnother).toBe(true);
    expect(await errorCode(await sendMessage(t, other, otherChatId, "Still available?"))).toBe("CHAT_READ_ONLY");
    // Everyone else sees it reserved, not sold, until the buyer confirms receipt.
    const page = await expectJson(await t.guest.products[":id"].$get({ param: { id: product.id } }), 200);
    expect(page.availability).toBe("reserved");
  });

  it("stays open after the hand-over and turns read-only once the buyer confirms receipt", async () => {
    const { seller, buyer, chatId, product } = await paidSale();
    expect((await expectJson(await confirm(seller, chatId), 200)).sale.state).toBe("delivered");
    expect((await chatOf(buyer, chatId)).canSend).toBe(true);
    expect((await expectJson(await confirm(buyer, chatId), 200)).sale.state).toBe("completed");
    const page = await expectJson(await t.guest.products[":id"].$get({ param: { id: product.id } }), 200);
    expect(page.availability).toBe("sold");
    expect((await chatOf(buyer, chatId)).canSend).toBe(false);
    expect(await errorCode(await sendMessage(t, buyer, chatId, "Thanks!"))).toBe("CHAT_READ_ONLY");
  });
});

describe("deleting a listing with sales", () => {
  const remove = (caller: Caller, id: string) => t.api(caller).products[":id"].$delete({ param: { id } });
  const detail = async (caller: Caller, id: string) =>
    expectJson(await t.api(caller).products[":id"].$get({ param: { id } }), 200);
  const mine = async (caller: Caller) => expectJson(await t.api(caller).me.products.$get(), 200);

  async function listingWithSale(state: SaleState) {
    const seller = await t.signedInUser();
    const buyer = await createUser(t.db);
    const listing = await createProduct(t.db, { userId: seller.id });
    const completedAt = state === "completed" ? new Date() : null;
    await createTransaction(t.db, {
      productId: listing.id,
      buyerId: buyer.id,
      sellerId: seller.id,
      state,
      completedAt,
    });
    return { seller, listing };
  }

  const ended: SaleState[] = ["cancelled", "expired", "declined", "withdrawn", "failed", "refunded"];
  for (const state of ended) {
    it(`is allowed when its only sale was ${state}, and the pages offer it`, async () => {
      const { seller, listing } = await listingWithSale(state);
      expect((await detail(seller, listing.id)).deletable).toBe(true);
      expect((await mine(seller)).items.find((item) => item.id === listing.id)?.deletable).toBe(true);
      expect((await remove(seller, listing.id)).status).toBe(204);
    });
  }

  for (const state of ["reserved", "paid", "handover", "completed"] as const) {
    it(`is refused while a ${state} sale holds or sold it, and the pages do not offer it`, async () => {
      const { seller, listing } = await listingWithSale(state);
      expect((await detail(seller, listing.id)).deletable).toBe(false);
      expect((await mine(seller)).items.find((item) => item.id === listing.id)?.deletable).toBe(false);
      expect(await errorCode(await remove(seller, listing.id))).toBe("LISTING_PART_OF_SALE");
    });
  }

  it("ends a buyer's open request with the listing", async () => {
    const { seller, buyer, product, chatId } = await chatFixture(t);
    const { sale } = await expectJson(await confirm(buyer, chatId), 200);
    expect((await remove(seller, product.id)).status).toBe(204);
    const [row] = await t.db.select().from(transactions).where(eq(transactions.id, sale.id));
    expect(row).toMatchObject({ state: "cancelled", cancelReason: "listing_deleted" });
  });
});

describe("a change to the listing while a sale holds the item", () => {
  const setPrice = (caller: Caller, id: string, price: number) =>
    t.api(caller).products[":id"].$patch({ param: { id }, json: { price } });

  it("is refused with PRICE_LOCKED_BY_SALE during a checkout, and allowed again once it ends", async () => {
    const { seller, product } = await chatFixture(t, { priceCents: 3000 });
    const buyer = await t.signedInUser();
    const started = await expectJson(
      await t.api(buyer).products[":id"].checkout.$post({ param: { id: product.id }, json: {} }),
      201,
    );
    const refused = await setPrice(seller, product.id, 20);
    expect(refused.status).toBe(409);
    expect(await errorCode(refused)).toBe("PRICE_LOCKED_BY_SALE");
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.priceCents).toBe(3000);
    // Nor may anything else the buyer agreed to: the description, the size, the photos.
    const described = await t.api(seller).products[":id"].$patch({
      param: { id: product.id },
      json: { description: "Worn twice.", size: "XL" },
    });
    expect(described.status).toBe(409);
    expect(await errorCode(described)).toBe("LISTING_LOCKED_BY_SALE");
    // Sending it back as it is, as a form does, changes nothing and is no edit.
    const unchanged = await t.api(seller).products[":id"].$patch({
      param: { id: product.id },
      json: { title: product.title, price: 30 },
    });
    expect(unchanged.status).toBe(200);

    const { endCheckout } = await import("./checkout");
    await endCheckout(t.deps, { transactionId: started.transactionId }, "cancelCheckout");
    expect((await setPrice(seller, product.id, 20)).status).toBe(200);
  });

  it("is refused while the seller's hand-over offer holds the item", async () => {
    const { seller, product, chatId } = await chatFixture(t, { priceCents: 3000 });
    await expectJson(await confirm(seller, chatId), 200);
    expect(await errorCode(await setPrice(seller, product.id, 25))).toBe("PRICE_LOCKED_BY_SALE");
  });
});
