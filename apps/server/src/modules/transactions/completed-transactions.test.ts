import { describe, expect, it } from "vitest";
import { type Caller, createTestApp, expectJson } from "../../../test/test-app";
import { createProduct, createProductPhoto, createReview, createTransaction, createUser } from "../../db/factories";

const t = await createTestApp();

const completedOf = async (caller: Caller) => expectJson(await t.api(caller).me.sales.completed.$get(), 200);

describe("the Profile's Transactions tab", () => {
  it("lists the user's completed sales on both sides, newest completed first, with the other party", async () => {
    const me = await t.signedInUser();
    const seller = await createUser(t.db, { displayName: "Sold Me Something" });
    const buyer = await createUser(t.db, { displayName: "Bought From Me" });

    const bought = await createProduct(t.db, { userId: seller.id, title: "Bought", status: "sold", priceCents: 1999 });
    await createProductPhoto(t.db, { ownerId: seller.id, productId: bought.id });
    const purchase = await createTransaction(t.db, {
      productId: bought.id,
      buyerId: me.id,
      sellerId: seller.id,
      completedAt: new Date(Date.now() - 60_000),
    });
    const sold = await createProduct(t.db, { userId: me.id, title: "Sold", status: "sold" });
    const sale = await createTransaction(t.db, {
      productId: sold.id,
      buyerId: buyer.id,
      sellerId: me.id,
      completedAt: new Date(),
    });
    // Not completed, and someone else's: neither is listed.
    const pending = await createProduct(t.db, { userId: seller.id });
    await createTransaction(t.db, { productId: pending.id, buyerId: me.id, sellerId: seller.id });
    const theirs = await createProduct(t.db, { userId: seller.id, status: "sold" });
    await createTransaction(t.db, {
      productId: theirs.id,
      buyerId: buyer.id,
      sellerId: seller.id,
      completedAt: new Date(),
    });

    const { items } = await completedOf(me);
    expect(items.map((item) => item.id)).toEqual([sale.id, purchase.id]);
    expect(items[0]).toMatchObject({
      role: "seller",
      product: { id: sold.id, title: "Sold", cover: null },
      counterparty: { id: buyer.id, displayName: "Bought From Me", avatarUrl: null },
      reviewedByMe: false,
    });
    expect(items[1]).toMatchObject({
      role: "buyer",
      product: { title: "Bought", priceCents: 1999, cover: { cardUrl: expect.stringMatching(/^\/media\//) } },
      counterparty: { id: seller.id, displayName: "Sold Me Something" },
    });
  });

  it("marks a sale reviewed once the user reviewed it, not when the other party did", async () => {
    const me = await t.signedInUser();
    const other = await createUser(t.db);
    const product = await createProduct(t.db, { userId: other.id, status: "sold" });
    const sale = await createTransaction(t.db, {
      productId: product.id,
      buyerId: me.id,
      sellerId: other.id,
      completedAt: new Date(),
    });
    await createReview(t.db, { transactionId: sale.id, reviewerUserId: other.id, reviewedUserId: me.id, rating: 5 });
    expect((await completedOf(me)).items[0]?.reviewedByMe).toBe(false);

    await createReview(t.db, { transactionId: sale.id, reviewerUserId: me.id, reviewedUserId: other.id, rating: 4 });
    expect((await completedOf(me)).items[0]?.reviewedByMe).toBe(true);
  });

  it("is empty for a user without completed sales and refuses a guest", async () => {
    const me = await t.signedInUser();
    expect(await completedOf(me)).toEqual({ items: [] });
    expect((await t.guest.me.sales.completed.$get()).status).toBe(401);
  });
});
