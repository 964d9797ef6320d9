import { bundlePrice, bundleTiersSchema } from "@kierto/shared";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Caller, createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { createProduct } from "../../db/factories";
import { chats, ledgerPostings, notifications, products, saleItems, transactions } from "../../db/schema";
import { sellerBalances } from "../ledger";
import { titleInNotification } from "../notifications";
import { endCheckout, markPaid } from "../transactions";

const t = await createTestApp();

const saveTiers = (caller: Caller, tiers: { minItems: number; percent: number }[]) =>
  t.api(caller).me["bundle-tiers"].$put({ json: { tiers } });
const add = (caller: Caller, productId: string) => t.api(caller).me.bundles.items.$post({ json: { productId } });
const basketOf = async (caller: Caller, sellerId: string) =>
  expectJson(await t.api(caller).me.bundles[":sellerId"].$get({ param: { sellerId } }), 200);
const bundleCheckout = (caller: Caller, sellerId: string) =>
  t.api(caller).me.bundles[":sellerId"].checkout.$post({ param: { sellerId }, json: {} });
const buyNow = (caller: Caller, productId: string) =>
  t.api(caller).products[":id"].checkout.$post({ param: { id: productId }, json: {} });

async function saleOf(id: string) {
  const [row] = await t.db.select().from(transactions).where(eq(transactions.id, id));
  if (!row) throw new Error(`no sale ${id}`);
  return row;
}
async function pay(saleId: string) {
  const sale = await saleOf(saleId);
  return markPaid(t.deps, {
    provider: "local",
    sessionId: sale.providerSessionId as string,
    paymentId: `pi_${saleId}`,
  });
}
function nth<T>(list: readonly T[], index: number): T {
  const found = list[index];
  if (found === undefined) throw new Error(`no item ${index}`);
  return found;
}
const statusOf = async (productId: string) =>
  (await t.db.select({ status: products.status }).from(products).where(eq(products.id, productId)))[0]?.status;

/** A seller with tiers 2 items 5 % and 3 items 10 %, three listings, and a buyer with all three in their basket. */
async function bundleFixture(prices = [4000, 2500, 1500]) {
  const seller = await t.signedInUser();
  const buyer = await t.signedInUser();
  await expectJson(
    await saveTiers(seller, [
      { minItems: 2, percent: 5 },
      { minItems: 3, percent: 10 },
    ]),
    200,
  );
  const items = [];
  for (const priceCents of prices) items.push(await createProduct(t.db, { userId: seller.id, priceCents }));
  for (const item of items) await expectJson(await add(buyer, item.id), 201);
  return { seller, buyer, items };
}

/** Every ledger entry sums to zero, and so does the whole ledger. */
async function expectBalancedLedger() {
  const unbalanced = await t.db
    .select({ entryId: ledgerPostings.entryId })
    .from(ledgerPostings)
    .groupBy(ledgerPostings.entryId)
    .having(sql`sum(${ledgerPostings.amountCents}) <> 0`);
  expect(unbalanced).toEqual([]);
}

describe("bundle discount tiers", () => {
  it("accept up to three climbing tiers and refuse anything else, changing nothing", async () => {
    const seller = await t.signedInUser();
    const good = [
      { minItems: 2, percent: 5 },
      { minItems: 3, percent: 10 },
      { minItems: 5, percent: 30 },
    ];
    expect(await expectJson(await saveTiers(seller, good), 200)).toEqual({ tiers: good });
    const refused = [
      [...good, { minItems: 6, percent: 30 }],
      [{ minItems: 1, percent: 5 }],
      [{ minItems: 2, percent: 0 }],
      [{ minItems: 2, percent: 31 }],
      [{ minItems: 2, percent: 5.5 }],
      [
        { minItems: 3, percent: 5 },
        { minItems: 2, percent: 10 },
      ],
      [
        { minItems: 2, percent: 10 },
        { minItems: 3, percent: 10 },
      ],
      [
        { minItems: 2, percent: 10 },
        { minItems: 2, percent: 15 },
      ],
    ];
    for (const tiers of refused) {
      const response = await saveTiers(seller, tiers);
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe("VALIDATION_FAILED");
      expect(bundleTiersSchema.safeParse({ tiers }).success).toBe(false);
    }
    const read = await expectJson(await t.api(seller).me["bundle-tiers"].$get(), 200);
    expect(read.tiers).toEqual(good);
    const page = await expectJson(await t.guest.users[":id"].$get({ param: { id: seller.id } }), 200);
    expect(page.bundleTiers).toEqual(good);
    expect(await expectJson(await saveTiers(seller, []), 200)).toEqual({ tiers: [] });
    expect((await t.guest.me["bundle-tiers"].$put({ json: { tiers: good } })).status).toBe(401);
  });

  it("price a bundle on the server: the highest tier reached, the discount rounded down", () => {
    const tiers = [
      { minItems: 2, percent: 5 },
      { minItems: 3, percent: 10 },
    ];
    expect(bundlePrice([1999], tiers)).toEqual({ subtotalCents: 1999, tier: null, discountCents: 0, itemsCents: 1999 });
    expect(bundlePrice([1999, 1001], tiers)).toMatchObject({ discountCents: 150, itemsCents: 2850 });
    expect(bundlePrice([999, 999, 999], tiers)).toMatchObject({
      tier: { minItems: 3, percent: 10 },
      discountCents: 299,
      itemsCents: 2698,
    });
  });
});

describe("the bundle basket", () => {
  it("keeps one basket per buyer and seller on the server and refuses own, sold and reserved items", async () => {
    const { seller, buyer, items } = await bundleFixture();
    const basket = await basketOf(buyer, seller.id);
    expect(basket.items.map((item) => item.id)).toEqual(items.map((item) => item.id));
    expect(basket).toMatchObject({
      subtotalCents: 8000,
      tier: { minItems: 3, percent: 10 },
      discountCents: 800,
      itemsCents: 7200,
      delivery: { handDelivery: true, shipping: false },
      totalCents: 7200,
    });

    // Own item.
    const own = await createProduct(t.db, { userId: buyer.id });
    const refusedOwn = await add(buyer, own.id);
    expect(refusedOwn.status).toBe(403);
    expect(await errorCode(refusedOwn)).toBe("CANNOT_BUNDLE_OWN_ITEM");

    // Another seller's item goes to that seller's own basket.
    const other = await t.signedInUser();
    const elsewhere = await createProduct(t.db, { userId: other.id, priceCents: 1000 });
    const otherBasket = await expectJson(await add(buyer, elsewhere.id), 201);
    expect(otherBasket.seller.id).toBe(other.id);
    expect(otherBasket.items.map((item) => item.id)).toEqual([elsewhere.id]);
    expect((await basketOf(buyer, seller.id)).items).toHaveLength(3);
    const list = await expectJson(await t.api(buyer).me.bundles.$get(), 200);
    expect(list.baskets.map((b) => [b.sellerId, b.itemCount]).sort()).toEqual(
      [
        [seller.id, 3],
        [other.id, 1],
      ].sort(),
    );

    // Sold and reserved items.
    const sold = await createProduct(t.db, { userId: seller.id, status: "sold" });
    expect(await errorCode(await add(buyer, sold.id))).toBe("ITEM_SOLD");
    const reserved = await createProduct(t.db, { userId: seller.id });
    const someone = await t.signedInUser();
    await expectJson(await buyNow(someone, reserved.id), 201);
    expect(await errorCode(await add(buyer, reserved.id))).toBe("ITEM_RESERVED");
    const draft = await createProduct(t.db, { userId: seller.id, status: "draft" });
    expect((await add(buyer, draft.id)).status).toBe(404);
    expect((await basketOf(buyer, seller.id)).items).toHaveLength(3);

    // Taking one out, and nobody but the buyer sees their basket.
    expect((await t.api(buyer).me.bundles.items[":id"].$delete({ param: { id: nth(items, 0).id } })).status).toBe(204);
    expect(await basketOf(buyer, seller.id)).toMatchObject({ subtotalCents: 4000, discountCents: 200 });
    expect((await basketOf(someone, seller.id)).items).toEqual([]);
    expect((await t.guest.me.bundles.items.$post({ json: { productId: nth(items, 0).id } })).status).toBe(401);
  });

  it("offers shipping only when every item ships, in the largest item's parcel class", async () => {
    const seller = await t.signedInUser();
    const buyer = await t.signedInUser();
    const small = await createProduct(t.db, { userId: seller.id, deliveryMethod: "both", parcelSize: "small" });
    const large = await createProduct(t.db, { userId: seller.id, deliveryMethod: "shipping", parcelSize: "large" });
    await expectJson(await add(buyer, small.id), 201);
    const both = await expectJson(await add(buyer, large.id), 201);
    expect(both.delivery).toEqual({ shipping: true, handDelivery: false, parcelSize: "large", postageFromCents: 799 });
    expect(both.totalCents).toBe(small.priceCents + large.priceCents + 799);
    const handOnly = await createProduct(t.db, { userId: seller.id, deliveryMethod: "hand_delivery" });
    const none = await expectJson(await add(buyer, handOnly.id), 201);
    expect(none.delivery).toMatchObject({ shipping: false, handDelivery: false });
    expect(await errorCode(await bundleCheckout(buyer, seller.id))).toBe("BUNDLE_NO_COMMON_DELIVERY");
  });
});

describe("bundle checkout", () => {
  it("charges one payment of the discounted items, makes one sale of several items, and sells each once", async () => {
    const { seller, buyer, items } = await bundleFixture();
    const started = await expectJson(await bundleCheckout(buyer, seller.id), 201);
    expect(await saleOf(started.transactionId)).toMatchObject({
      state: "reserved",
      amountCents: 7200,
      commissionCents: 360,
      bundleDiscountPercent: 10,
      bundleDiscountCents: 800,
      postageCents: null,
    });
    const rows = await t.db.select().from(saleItems).where(eq(saleItems.transactionId, started.transactionId));
    expect(rows.map((row) => [row.productId, row.priceCents, row.holdsItem]).sort()).toEqual(
      items.map((item) => [item.id, item.priceCents, true]).sort(),
    );
    // Every item is held: nobody else can buy one of them.
    const other = await t.signedInUser();
    for (const item of items) expect(await errorCode(await buyNow(other, item.id))).toBe("ITEM_RESERVED");

    expect(await pay(started.transactionId)).toBe("paid");
    expect(await saleOf(started.transactionId)).toMatchObject({ state: "paid" });
    for (const item of items) expect(await statusOf(item.id)).toBe("active");
    // What was paid for leaves the basket.
    expect((await basketOf(buyer, seller.id)).items).toEqual([]);
  });

  it("drops an item bought a moment before, names it, charges nothing, and lets the buyer pay for the rest", async () => {
    const { seller, buyer, items } = await bundleFixture();
    const [first, second, third] = items as [(typeof items)[0], (typeof items)[0], (typeof items)[0]];
    const quicker = await t.signedInUser();
    const theirs = await expectJson(await buyNow(quicker, second.id), 201);
    expect(await pay(theirs.transactionId)).toBe("paid");

    const refused = await bundleCheckout(buyer, seller.id);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { error: { code: string; details?: Record<string, string> } };
    expect(body.error).toMatchObject({ code: "BUNDLE_ITEM_UNAVAILABLE", details: { productIds: second.id } });
    const bundleSales = await t.db.select().from(transactions).where(eq(transactions.buyerId, buyer.id));
    expect(bundleSales).toEqual([]);
    const basket = await basketOf(buyer, seller.id);
    expect(basket.items.map((item) => item.id).sort()).toEqual([first.id, third.id].sort());
    expect(basket).toMatchObject({ subtotalCents: 5500, tier: { percent: 5 }, discountCents: 275, itemsCents: 5225 });

    const rest = await expectJson(await bundleCheckout(buyer, seller.id), 201);
    expect(await saleOf(rest.transactionId)).toMatchObject({ amountCents: 5225, commissionCents: 261 });
    expect(await pay(rest.transactionId)).toBe("paid");
    // Only the two items bought were charged.
    const [cash] = await t.db
      .select({ sum: sql<number>`sum(${ledgerPostings.amountCents})::int` })
      .from(ledgerPostings)
      .where(
        sql`${ledgerPostings.account} = 'provider_cash' and ${ledgerPostings.entryId} in (select id from ledger_entries where sale_id = ${rest.transactionId})`,
      );
    expect(cash?.sum).toBe(5225);
  });

  it("a single buyer and a bundle buyer paying at once for a shared item sell it once", async () => {
    for (let round = 0; round < 6; round++) {
      const { seller, buyer, items } = await bundleFixture();
      const shared = nth(items, round % 3);
      const single = await t.signedInUser();
      const [bundle, one] = await Promise.all([bundleCheckout(buyer, seller.id), buyNow(single, shared.id)]);
      const winners = [bundle, one].filter((response) => response.status === 201);
      expect(winners).toHaveLength(1);
      const loser = bundle.status === 201 ? one : bundle;
      expect(loser.status).toBe(409);
      expect(["ITEM_RESERVED", "BUNDLE_ITEM_UNAVAILABLE"]).toContain(await errorCode(loser));
      const { transactionId } = (await nth(winners, 0).json()) as { transactionId: string };
      expect(await pay(transactionId)).toBe("paid");
      const holding = await t.db
        .select()
        .from(saleItems)
        .where(sql`${saleItems.productId} = ${shared.id} and ${saleItems.holdsItem}`);
      expect(holding).toHaveLength(1);
    }
  });

  it("a late payment for a lapsed bundle checkout whose item went to someone else is refunded, not sold twice", async () => {
    const { seller, buyer, items } = await bundleFixture();
    const started = await expectJson(await bundleCheckout(buyer, seller.id), 201);
    await endCheckout(t.deps, { transactionId: started.transactionId }, "expireCheckout");
    const quicker = await t.signedInUser();
    const theirs = await expectJson(await buyNow(quicker, nth(items, 1).id), 201);
    expect(await pay(theirs.transactionId)).toBe("paid");
    expect(await pay(started.transactionId)).toBe("refunded");
    expect((await saleOf(started.transactionId)).state).toBe("refunded");
    const holding = await t.db
      .select()
      .from(saleItems)
      .where(sql`${saleItems.productId} = ${nth(items, 1).id} and ${saleItems.holdsItem}`);
    expect(holding.map((row) => row.transactionId)).toEqual([theirs.transactionId]);
    await expectBalancedLedger();
  });

  it("the database refuses a second sale holding an item, whatever the application does", async () => {
    const { seller, buyer, items } = await bundleFixture();
    const started = await expectJson(await bundleCheckout(buyer, seller.id), 201);
    const other = await t.signedInUser();
    const insertSecond = t.db.insert(transactions).values({
      productId: nth(items, 2).id,
      buyerId: other.id,
      sellerId: seller.id,
      state: "reserved",
      amountCents: 1500,
      commissionCents: 75,
    });
    await expect(insertSecond).rejects.toMatchObject({ cause: { code: "23505" } });
    expect((await saleOf(started.transactionId)).state).toBe("reserved");
  });
});

describe("a bundle sale's money", () => {
  it("completes with the seller's balance the discounted price less 5 %, the ledger balanced", async () => {
    const { seller, buyer, items } = await bundleFixture();
    const started = await expectJson(await bundleCheckout(buyer, seller.id), 201);
    expect(await pay(started.transactionId)).toBe("paid");
    const [chat] = await t.db
      .select({ id: chats.id })
      .from(chats)
      .where(eq(chats.productId, (await saleOf(started.transactionId)).productId));
    const chatId = chat?.id as string;
    await expectJson(await t.api(seller).chats[":id"].sale.confirm.$post({ param: { id: chatId } }), 200);
    const done = await expectJson(await t.api(buyer).chats[":id"].sale.confirm.$post({ param: { id: chatId } }), 200);
    expect(done.sale.state).toBe("completed");
    for (const item of items) expect(await statusOf(item.id)).toBe("sold");
    expect(await sellerBalances(t.db, seller.id)).toMatchObject({ pendingCents: 0, availableCents: 7200 - 360 });
    // The sale's page and My Items show the bundle's items.
    const detail = await expectJson(
      await t.api(buyer).sales[":id"].$get({ param: { id: started.transactionId } }),
      200,
    );
    expect(detail.sale.bundle).toMatchObject({ subtotalCents: 8000, discountPercent: 10, discountCents: 800 });
    expect(detail.sale.bundle?.items.map((item) => item.id).sort()).toEqual(items.map((item) => item.id).sort());
    expect(detail.sale.money).toMatchObject({ priceCents: 7200, commissionCents: 360, sellerReceivesCents: 6840 });
    const sales = await expectJson(await t.api(seller).me.sales.$get(), 200);
    expect(sales.sales[0]?.bundle?.items).toHaveLength(3);
    const purchases = await expectJson(await t.api(buyer).me.sales.$get(), 200);
    expect(purchases.purchases[0]?.bundle?.items).toHaveLength(3);
    await expectBalancedLedger();
  });

  it("refunds the whole payment when the seller cancels, the ledger balanced", async () => {
    const { seller, buyer } = await bundleFixture();
    const started = await expectJson(await bundleCheckout(buyer, seller.id), 201);
    expect(await pay(started.transactionId)).toBe("paid");
    const cancelled = await t.api(seller).sales[":id"].cancel.$post({
      param: { id: started.transactionId },
      json: { reason: "One of them is stained" },
    });
    expect((await expectJson(cancelled, 200)).sale.state).toBe("refunded");
    expect(await sellerBalances(t.db, seller.id)).toMatchObject({ pendingCents: 0, availableCents: 0 });
    await expectBalancedLedger();
  });
});

describe("a bundle's name", () => {
  it("is its first item and how many more, on the payment page, Payment Successful, the notices and the chat", async () => {
    const { seller, buyer, items } = await bundleFixture();
    const first = [...items].sort((a, b) => (a.id < b.id ? -1 : 1))[0];
    const started = await expectJson(await bundleCheckout(buyer, seller.id), 201);
    const sessionId = (await saleOf(started.transactionId)).providerSessionId as string;
    const page = await t.request(`/pay/${sessionId}`, {
      cookie: buyer.cookie,
      headers: { "accept-language": "fi" },
    });
    expect(await page.text()).toContain(`${first?.title} ja 2 muuta tuotetta`);
    expect(await pay(started.transactionId)).toBe("paid");
    const summary = await expectJson(
      await t.api(buyer).sales["checkout-sessions"][":sessionId"].$get({ param: { sessionId } }),
      200,
    );
    expect(summary.transaction).toMatchObject({ itemCount: 3, product: { id: first?.id } });
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(notice?.data).toMatchObject({ productTitle: first?.title, itemCount: 3 });
    expect(titleInNotification(notice?.data ?? {}, "sv")).toBe(`${first?.title} och 2 varor till`);
    // The sale's chat is its first item's; it says how many items the sale holds, for its dialogs.
    const [chat] = await t.db
      .select()
      .from(chats)
      .where(eq(chats.productId, first?.id as string));
    const inChat = await expectJson(
      await t.api(buyer).chats[":id"].sale.$get({ param: { id: chat?.id as string } }),
      200,
    );
    expect(inChat.sale?.itemCount).toBe(3);
  });
});
