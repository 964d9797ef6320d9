import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Caller, createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { createProduct, type ProductOverrides } from "../../db/factories";
import { postgresErrorCode } from "../../db/postgres-error-code";
import { chats, notifications, offerItems, offers, products, transactions } from "../../db/schema";
import { manualJobClock } from "../../platform/jobs";
import { sellerBalances } from "../ledger";
import { markPaid } from "../transactions";
import { offerDeadlineJob } from "./offer-deadlines";

const HOUR = 60 * 60 * 1000;
const clock = manualJobClock(new Date(Date.now() + HOUR));
const t = await createTestApp({ clock });

const add = (caller: Caller, productId: string) => t.api(caller).me.bundles.items.$post({ json: { productId } });
const offerOnBundle = (caller: Caller, sellerId: string, amountCents: number, productIds: string[]) =>
  t.api(caller).me.bundles[":sellerId"].offers.$post({ param: { sellerId }, json: { amountCents, productIds } });
const answer = (caller: Caller, id: string, action: "accept" | "decline" | "withdraw") =>
  t.api(caller).offers[":id"][action].$post({ param: { id } });
const bundleCheckout = (caller: Caller, sellerId: string) =>
  t.api(caller).me.bundles[":sellerId"].checkout.$post({ param: { sellerId }, json: {} });
const buyNow = (caller: Caller, productId: string) =>
  t.api(caller).products[":id"].checkout.$post({ param: { id: productId }, json: {} });

async function pay(saleId: string) {
  const [sale] = await t.db.select().from(transactions).where(eq(transactions.id, saleId));
  return markPaid(t.deps, {
    provider: "local",
    sessionId: sale?.providerSessionId as string,
    paymentId: `pi_${saleId}`,
  });
}
const stateOf = async (offerId: string) =>
  (await t.db.select({ state: offers.state }).from(offers).where(eq(offers.id, offerId)))[0]?.state;

/** Tiers 2 items 5 % and 3 items 10 %; three listings (total 8000, 7200 after 10 %) in the buyer's basket. */
async function bundleFixture(overrides: ProductOverrides[] = [{}, {}, {}]) {
  const seller = await t.signedInUser();
  const buyer = await t.signedInUser();
  const tiers = [
    { minItems: 2, percent: 5 },
    { minItems: 3, percent: 10 },
  ];
  await expectJson(await t.api(seller).me["bundle-tiers"].$put({ json: { tiers } }), 200);
  const prices = [4000, 2500, 1500];
  const items = [];
  for (const [i, extra] of overrides.entries()) {
    items.push(await createProduct(t.db, { userId: seller.id, priceCents: prices[i] ?? 1000, ...extra }));
  }
  for (const item of items) await expectJson(await add(buyer, item.id), 201);
  return { seller, buyer, items, ids: items.map((item) => item.id) };
}

describe("an offer on a bundle's total", () => {
  it("is below the discounted total and at least 60 % of it, names its items, and only its two parties see it", async () => {
    const { seller, buyer, ids } = await bundleFixture();
    expect(await errorCode(await offerOnBundle(buyer, seller.id, 7200, ids))).toBe("OFFER_NOT_BELOW_PRICE");
    expect(await errorCode(await offerOnBundle(buyer, seller.id, 4319, ids))).toBe("OFFER_BELOW_MINIMUM");
    expect(await errorCode(await offerOnBundle(buyer, seller.id, 5000, ids.slice(0, 2)))).toBe("BUNDLE_CHANGED");
    expect(
      (
        await t.guest.me.bundles[":sellerId"].offers.$post({
          param: { sellerId: seller.id },
          json: { amountCents: 5000, productIds: ids },
        })
      ).status,
    ).toBe(401);

    const made = await expectJson(await offerOnBundle(buyer, seller.id, 4320, ids), 201);
    expect(made).toMatchObject({ amountCents: 4320, bundleCents: 7200, kind: "offer", round: 1, state: "open" });
    expect(made.items.map((item) => item.productId)).toEqual([...ids].sort());
    expect(await errorCode(await offerOnBundle(buyer, seller.id, 5000, ids))).toBe("OFFER_ALREADY_OPEN");

    // It shows in the chat of the bundle's first item, to the buyer and the seller only.
    const [chat] = await t.db
      .select()
      .from(chats)
      .where(and(eq(chats.productId, made.productId), eq(chats.buyerId, buyer.id)));
    if (!chat) throw new Error("no chat");
    for (const party of [buyer, seller]) {
      const cards = await expectJson(await t.api(party).chats[":id"].offers.$get({ param: { id: chat.id } }), 200);
      expect(cards.items.map((card) => [card.id, card.items.length])).toEqual([[made.id, 3]]);
    }
    const stranger = await t.signedInUser();
    expect((await t.api(stranger).chats[":id"].offers.$get({ param: { id: chat.id } })).status).toBe(404);
    expect((await answer(stranger, made.id, "accept")).status).toBe(404);
    expect(await errorCode(await answer(buyer, made.id, "accept"))).toBe("OFFER_NOT_YOURS_TO_ANSWER");
    // A bundle's offer is not an offer on its first listing.
    const listing = await expectJson(
      await t.api(seller).products[":id"].offers.$get({ param: { id: made.productId } }),
      200,
    );
    expect(listing.items).toEqual([]);
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(notice?.type).toBe("offer");
  });

  it("takes three rounds per set of items, and follows the items' floors and offers turned off", async () => {
    const { seller, buyer, ids } = await bundleFixture();
    for (const round of [1, 2, 3]) {
      const made = await expectJson(await offerOnBundle(buyer, seller.id, 4500 + round, ids), 201);
      expect(made.round).toBe(round);
      await expectJson(await answer(seller, made.id, "decline"), 200);
    }
    expect(await errorCode(await offerOnBundle(buyer, seller.id, 6000, ids))).toBe("OFFER_ROUNDS_USED");

    // Floors of 3500 and 2000 add up to more than 60 % of 7200 (4320): the floors bind.
    const floored = await bundleFixture([{ offerFloorCents: 3500 }, { offerFloorCents: 2000 }, {}]);
    expect(await errorCode(await offerOnBundle(floored.buyer, floored.seller.id, 5499, floored.ids))).toBe(
      "OFFER_BELOW_MINIMUM",
    );
    await expectJson(await offerOnBundle(floored.buyer, floored.seller.id, 5500, floored.ids), 201);

    const closed = await bundleFixture([{}, { offersEnabled: false }, {}]);
    expect(await errorCode(await offerOnBundle(closed.buyer, closed.seller.id, 6000, closed.ids))).toBe(
      "OFFERS_DISABLED",
    );
  });

  it("once accepted, is what the bundle checkout charges, with 5 % of it to the platform", async () => {
    const { seller, buyer, ids } = await bundleFixture();
    const made = await expectJson(await offerOnBundle(buyer, seller.id, 5000, ids), 201);
    const countered = await expectJson(
      await t.api(seller).offers[":id"].counter.$post({ param: { id: made.id }, json: { amountCents: 6000 } }),
      201,
    );
    expect(countered.items).toHaveLength(3);
    const accepted = await expectJson(await answer(buyer, countered.id, "accept"), 200);
    expect(accepted.state).toBe("accepted");
    // The bundle page shows the agreed total as what Pay charges.
    const basket = await expectJson(
      await t.api(buyer).me.bundles[":sellerId"].$get({ param: { sellerId: seller.id } }),
      200,
    );
    expect(basket).toMatchObject({
      offer: { state: "accepted", amountCents: 6000 },
      totalCents: 6000,
      offerMinimumCents: 4320,
    });

    const started = await expectJson(await bundleCheckout(buyer, seller.id), 201);
    const [sale] = await t.db.select().from(transactions).where(eq(transactions.id, started.transactionId));
    expect(sale).toMatchObject({ amountCents: 6000, commissionCents: 300 });
    expect(await pay(started.transactionId)).toBe("paid");
    expect(await sellerBalances(t.db, seller.id)).toMatchObject({ pendingCents: 5700 });
    // The price paid with stays accepted: the sale's record.
    expect(await stateOf(countered.id)).toBe("accepted");
  });

  it("ends when an item is sold to someone else, and the buyer is charged nothing for it", async () => {
    const { seller, buyer, ids, items } = await bundleFixture();
    const made = await expectJson(await offerOnBundle(buyer, seller.id, 5000, ids), 201);
    await expectJson(await answer(seller, made.id, "accept"), 200);
    const quicker = await t.signedInUser();
    const theirs = await expectJson(await buyNow(quicker, items[1]?.id as string), 201);
    expect(await pay(theirs.transactionId)).toBe("paid");
    expect(await stateOf(made.id)).toBe("ended");

    expect(await errorCode(await bundleCheckout(buyer, seller.id))).toBe("BUNDLE_ITEM_UNAVAILABLE");
    expect(await t.db.select().from(transactions).where(eq(transactions.buyerId, buyer.id))).toEqual([]);
    // The rest costs its listed price after the tier: the agreed total was for three items.
    const rest = await expectJson(await bundleCheckout(buyer, seller.id), 201);
    const [sale] = await t.db.select().from(transactions).where(eq(transactions.id, rest.transactionId));
    expect(sale?.amountCents).toBe(5500 - 275);
  });

  it("ends when the basket changes, and an answer to it then names nothing to buy", async () => {
    const { seller, buyer, ids, items } = await bundleFixture();
    const made = await expectJson(await offerOnBundle(buyer, seller.id, 5000, ids), 201);
    const fourth = await createProduct(t.db, { userId: seller.id, priceCents: 1000 });
    await expectJson(await add(buyer, fourth.id), 201);
    expect(await stateOf(made.id)).toBe("ended");

    // An item reserved by another buyer's checkout voids an open offer when the seller answers it.
    const again = await expectJson(await offerOnBundle(buyer, seller.id, 5500, [...ids, fourth.id]), 201);
    const other = await t.signedInUser();
    await expectJson(await buyNow(other, items[0]?.id as string), 201);
    expect(await errorCode(await answer(seller, again.id, "accept"))).toBe("BUNDLE_ITEM_UNAVAILABLE");
    expect(await stateOf(again.id)).toBe("ended");
  });
});

describe("an offer on a bundle's deadlines (scheduled jobs on the test clock)", () => {
  it("lapses 48 hours after it was made, not before, and a new round may start", async () => {
    const { seller, buyer, ids } = await bundleFixture();
    const made = await expectJson(await offerOnBundle(buyer, seller.id, 5000, ids), 201);
    clock.advance(47 * HOUR);
    await t.deps.jobs.workDue(offerDeadlineJob);
    expect(await stateOf(made.id)).toBe("open");
    clock.advance(HOUR);
    await t.deps.jobs.workDue(offerDeadlineJob);
    expect(await stateOf(made.id)).toBe("expired");
    expect((await offerOnBundle(buyer, seller.id, 5100, ids)).status).toBe(201);
  });

  it("holds an accepted total 24 hours, then the bundle checkout charges the discounted total", async () => {
    const { seller, buyer, ids } = await bundleFixture();
    const made = await expectJson(await offerOnBundle(buyer, seller.id, 5000, ids), 201);
    await expectJson(await answer(seller, made.id, "accept"), 200);
    clock.advance(23 * HOUR);
    await t.deps.jobs.workDue(offerDeadlineJob);
    expect(await stateOf(made.id)).toBe("accepted");
    clock.advance(HOUR);
    await t.deps.jobs.workDue(offerDeadlineJob);
    expect(await stateOf(made.id)).toBe("expired");
    const started = await expectJson(await bundleCheckout(buyer, seller.id), 201);
    const [sale] = await t.db.select().from(transactions).where(eq(transactions.id, started.transactionId));
    expect(sale?.amountCents).toBe(7200);
  });
});

describe("races over an offer on a bundle", () => {
  it("the seller accepting while the buyer withdraws ends in one state", async () => {
    for (let round = 0; round < 4; round++) {
      const { seller, buyer, ids } = await bundleFixture();
      const made = await expectJson(await offerOnBundle(buyer, seller.id, 5000, ids), 201);
      const [accepted, withdrawn] = await Promise.all([
        answer(seller, made.id, "accept"),
        answer(buyer, made.id, "withdraw"),
      ]);
      expect([accepted.status, withdrawn.status].sort()).toEqual([200, 409]);
      expect(await stateOf(made.id)).toBe(accepted.status === 200 ? "accepted" : "withdrawn");
    }
  });

  it("two buyers with accepted totals on a shared item paying at once: one pays, the other's price ends", async () => {
    const { seller, buyer, ids, items } = await bundleFixture();
    const rival = await t.signedInUser();
    for (const item of items.slice(1)) await expectJson(await add(rival, item.id), 201);
    const mine = await expectJson(await offerOnBundle(buyer, seller.id, 5000, ids), 201);
    const theirs = await expectJson(
      await offerOnBundle(
        rival,
        seller.id,
        3000,
        items.slice(1).map((item) => item.id),
      ),
      201,
    );
    await expectJson(await answer(seller, mine.id, "accept"), 200);
    await expectJson(await answer(seller, theirs.id, "accept"), 200);

    const [a, b] = await Promise.all([bundleCheckout(buyer, seller.id), bundleCheckout(rival, seller.id)]);
    const winners = [a, b].filter((response) => response.status === 201);
    expect(winners).toHaveLength(1);
    const won = await expectJson(winners[0] as typeof a, 201);
    expect(await pay(won.transactionId)).toBe("paid");
    const [winnerOffer, loserOffer] = a.status === 201 ? [mine, theirs] : [theirs, mine];
    expect(await stateOf(winnerOffer.id)).toBe("accepted");
    expect(await stateOf(loserOffer.id)).toBe("ended");
  });
});

describe("the database", () => {
  it("refuses an offer on a bundle out of its bounds, a second open one, and items of another seller", async () => {
    const { seller, buyer, ids } = await bundleFixture();
    const base = {
      productId: ids[0] as string,
      buyerId: buyer.id,
      sellerId: seller.id,
      kind: "offer" as const,
      round: 1,
      expiresAt: new Date(Date.now() + 3_600_000),
      bundleCents: 7200,
      itemsKey: [...ids].sort().join(","),
    };
    const refusal = (work: Promise<unknown>) =>
      work.then(
        () => "stored",
        (error) => postgresErrorCode(error),
      );
    expect(await refusal(t.db.insert(offers).values({ ...base, amountCents: 4319 }))).toBe("23514");
    expect(await refusal(t.db.insert(offers).values({ ...base, amountCents: 7200 }))).toBe("23514");
    expect(await refusal(t.db.insert(offers).values({ ...base, amountCents: 5000, itemsKey: null }))).toBe("23514");
    const [stored] = await t.db
      .insert(offers)
      .values({ ...base, amountCents: 5000 })
      .returning();
    expect(await refusal(t.db.insert(offers).values({ ...base, amountCents: 5100 }))).toBe("23505");
    const elsewhere = await createProduct(t.db, {});
    expect(
      await refusal(
        t.db.insert(offerItems).values({ offerId: stored?.id as string, productId: elsewhere.id, priceCents: 100 }),
      ),
    ).toBe("23514");
    const [product] = await t.db
      .select()
      .from(products)
      .where(eq(products.id, ids[0] as string));
    expect(product?.status).toBe("active");
  });
});
