import { describe, expect, it } from "vitest";
import { type Caller, createTestApp, expectJson } from "../../../test/test-app";
import { createProduct, createProductPhoto, createTransaction, createUser } from "../../db/factories";

const t = await createTestApp();

const ownTransactions = (caller: Caller | undefined) => t.api(caller).me.sales.$get();

describe("My Items' sales tabs", () => {
  it("sorts the user's transactions into Purchases, Pending and Sales", async () => {
    const me = await t.signedInUser();
    const other = await createUser(t.db);
    const stranger = await createUser(t.db);
    const done = new Date();

    const bought = await createProduct(t.db, { userId: other.id, title: "Bought", status: "sold" });
    await createProductPhoto(t.db, { ownerId: other.id, productId: bought.id });
    const purchase = await createTransaction(t.db, {
      productId: bought.id,
      buyerId: me.id,
      sellerId: other.id,
      completedAt: done,
      amountCents: 2000,
    });
    const buying = await createProduct(t.db, { userId: other.id, title: "Buying" });
    const pendingPurchase = await createTransaction(t.db, { productId: buying.id, buyerId: me.id, sellerId: other.id });
    const selling = await createProduct(t.db, { userId: me.id, title: "Selling" });
    const pendingSale = await createTransaction(t.db, { productId: selling.id, buyerId: other.id, sellerId: me.id });
    const sold = await createProduct(t.db, { userId: me.id, title: "Sold", status: "sold" });
    const sale = await createTransaction(t.db, {
      productId: sold.id,
      buyerId: other.id,
      sellerId: me.id,
      completedAt: done,
    });
    const theirs = await createProduct(t.db, { userId: other.id });
    await createTransaction(t.db, {
      productId: theirs.id,
      buyerId: stranger.id,
      sellerId: other.id,
      completedAt: done,
    });

    const body = await expectJson(await ownTransactions(me), 200);
    expect(body.counts).toEqual({ purchases: 1, pending: 2, sales: 1 });
    expect(body.purchases.map((p) => p.id)).toEqual([purchase.id]);
    expect(body.purchases[0]).toMatchObject({
      role: "buyer",
      product: { title: "Bought", cover: { cardUrl: expect.stringMatching(/^\/media\//) } },
      amountCents: 2000,
      buyerConfirmed: true,
      sellerConfirmed: true,
    });
    expect(body.pending.map((p) => [p.id, p.role]).sort()).toEqual(
      [
        [pendingPurchase.id, "buyer"],
        [pendingSale.id, "seller"],
      ].sort(),
    );
    expect(body.sales.map((s) => s.id)).toEqual([sale.id]);
  });

  it("leaves open, expired, declined, cancelled, refunded and withdrawn sales out of Pending", async () => {
    const me = await t.signedInUser();
    const other = await createUser(t.db);
    for (const state of ["reserved", "expired", "failed", "cancelled", "refunded", "withdrawn"] as const) {
      const product = await createProduct(t.db, { userId: other.id });
      await createTransaction(t.db, { productId: product.id, buyerId: me.id, sellerId: other.id, state });
    }
    const paidProduct = await createProduct(t.db, { userId: other.id, status: "sold" });
    const paid = await createTransaction(t.db, {
      productId: paidProduct.id,
      buyerId: me.id,
      sellerId: other.id,
      state: "paid",
      paymentProvider: "local",
      providerSessionId: `cs_${paidProduct.id}`,
    });
    const body = await expectJson(await ownTransactions(me), 200);
    expect(body.pending.map((p) => p.id)).toEqual([paid.id]);
    expect(body.counts).toEqual({ purchases: 0, pending: 1, sales: 0 });
  });

  it("holds at most one open sale per item, whatever writes it", async () => {
    const seller = await createUser(t.db);
    const [a, b] = [await createUser(t.db), await createUser(t.db)];
    const product = await createProduct(t.db, { userId: seller.id });
    await createTransaction(t.db, { productId: product.id, buyerId: a.id, sellerId: seller.id, state: "handover" });
    await expect(
      createTransaction(t.db, { productId: product.id, buyerId: b.id, sellerId: seller.id, state: "handover" }),
    ).rejects.toThrow();
    // Ended sales do not count: the same buyer may try again after an expired checkout.
    await createTransaction(t.db, { productId: product.id, buyerId: b.id, sellerId: seller.id, state: "expired" });
    await createTransaction(t.db, { productId: product.id, buyerId: b.id, sellerId: seller.id, state: "expired" });
  });

  it("is empty for a user without sales", async () => {
    const me = await t.signedInUser();
    const body = await expectJson(await ownTransactions(me), 200);
    expect(body).toEqual({ purchases: [], pending: [], sales: [], counts: { purchases: 0, pending: 0, sales: 0 } });
  });

  it("refuses a guest", async () => {
    expect((await ownTransactions(undefined)).status).toBe(401);
  });
});
