import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Caller, createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { createProduct, type ProductOverrides } from "../../db/factories";
import { notifications, offers, transactions } from "../../db/schema";
import { manualJobClock } from "../../platform/jobs";
import { sellerBalances } from "../ledger";
import { markPaid } from "../transactions";
import { offerDeadlineJob } from "./offer-deadlines";

const HOUR = 3_600_000;
const clock = manualJobClock(new Date(Date.now() + HOUR));
const t = await createTestApp({ clock });

const offer = (caller: Caller | undefined, productId: string, amountCents: number) =>
  t.api(caller).products[":id"].offers.$post({ param: { id: productId }, json: { amountCents } });
const accept = (caller: Caller | undefined, id: string) => t.api(caller).offers[":id"].accept.$post({ param: { id } });
const decline = (caller: Caller | undefined, id: string) =>
  t.api(caller).offers[":id"].decline.$post({ param: { id } });
const withdraw = (caller: Caller | undefined, id: string) =>
  t.api(caller).offers[":id"].withdraw.$post({ param: { id } });
const counter = (caller: Caller | undefined, id: string, amountCents: number) =>
  t.api(caller).offers[":id"].counter.$post({ param: { id }, json: { amountCents } });
const checkout = (caller: Caller, productId: string) =>
  t.api(caller).products[":id"].checkout.$post({ param: { id: productId }, json: {} });
const stateOf = async (id: string) => (await t.db.select().from(offers).where(eq(offers.id, id)))[0]?.state;

async function listing(overrides: ProductOverrides = {}) {
  const seller = await t.signedInUser();
  const buyer = await t.signedInUser();
  const product = await createProduct(t.db, { userId: seller.id, priceCents: 5000, ...overrides });
  return { seller, buyer, product };
}

/** The buyer's checkout, paid as the provider's confirmation would mark it. */
async function buyAndPay(buyer: Caller, productId: string) {
  const started = await expectJson(await checkout(buyer, productId), 201);
  const [sale] = await t.db.select().from(transactions).where(eq(transactions.id, started.transactionId));
  if (!sale?.providerSessionId) throw new Error("no session");
  const outcome = await markPaid(t.deps, {
    provider: t.deps.payments.name,
    sessionId: sale.providerSessionId,
    paymentId: null,
  });
  return { outcome, saleId: sale.id };
}

describe("making an offer", () => {
  it("takes 60 % of the price and anything above it, but not the price itself", async () => {
    const { seller, buyer, product } = await listing();
    expect((await offer(undefined, product.id, 4000)).status).toBe(401);
    expect(await errorCode(await offer(buyer, product.id, 2999))).toBe("OFFER_BELOW_MINIMUM");
    expect(await errorCode(await offer(buyer, product.id, 5000))).toBe("OFFER_NOT_BELOW_PRICE");
    expect(await errorCode(await offer(seller, product.id, 4000))).toBe("CANNOT_OFFER_OWN_ITEM");
    const made = await expectJson(await offer(buyer, product.id, 3000), 201);
    expect(made).toMatchObject({ state: "open", kind: "offer", round: 1, amountCents: 3000 });
    expect(new Date(made.expiresAt).getTime()).toBe(clock.now().getTime() + 48 * HOUR);
    // It shows in the parties' chat, and the seller is told.
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(note).toMatchObject({ type: "offer", title: "offer_received" });
    const chatId = note?.data.chatId as string;
    const cards = await expectJson(await t.api(seller).chats[":id"].offers.$get({ param: { id: chatId } }), 200);
    expect(cards.items.map((row) => row.id)).toEqual([made.id]);
  });

  it("keeps to the seller's higher floor and refuses a listing with offers off", async () => {
    const floored = await listing({ offerFloorCents: 4000 });
    expect(await errorCode(await offer(floored.buyer, floored.product.id, 3999))).toBe("OFFER_BELOW_MINIMUM");
    expect((await offer(floored.buyer, floored.product.id, 4000)).status).toBe(201);
    const off = await listing({ offersEnabled: false });
    expect(await errorCode(await offer(off.buyer, off.product.id, 4000))).toBe("OFFERS_DISABLED");
  });

  it("keeps one open offer per buyer and three rounds per buyer and listing", async () => {
    const { seller, buyer, product } = await listing();
    const first = await expectJson(await offer(buyer, product.id, 3000), 201);
    expect(await errorCode(await offer(buyer, product.id, 3100))).toBe("OFFER_ALREADY_OPEN");
    // Another buyer's offer is theirs to make.
    expect((await offer(await t.signedInUser(), product.id, 3000)).status).toBe(201);
    await expectJson(await decline(seller, first.id), 200);
    const second = await expectJson(await offer(buyer, product.id, 3500), 201);
    await expectJson(await withdraw(buyer, second.id), 200);
    const third = await expectJson(await offer(buyer, product.id, 3600), 201);
    expect(third.round).toBe(3);
    await expectJson(await decline(seller, third.id), 200);
    expect(await errorCode(await offer(buyer, product.id, 4000))).toBe("OFFER_ROUNDS_USED");
  });

  it("is refused at the same instant twice: one open offer whatever the race", async () => {
    const { buyer, product } = await listing();
    const results = await Promise.all([offer(buyer, product.id, 3000), offer(buyer, product.id, 3100)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const open = await t.db.select().from(offers).where(eq(offers.productId, product.id));
    expect(open.filter((row) => row.state === "open")).toHaveLength(1);
  });
});

describe("answering", () => {
  it("is for the two parties only: a third user gets 404 and the wrong party 403", async () => {
    const { seller, buyer, product } = await listing();
    const made = await expectJson(await offer(buyer, product.id, 3000), 201);
    const stranger = await t.signedInUser();
    expect((await accept(undefined, made.id)).status).toBe(401);
    expect((await accept(stranger, made.id)).status).toBe(404);
    expect((await withdraw(stranger, made.id)).status).toBe(404);
    expect((await counter(stranger, made.id, 4000)).status).toBe(404);
    const [chat] = await t.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(eq(notifications.userId, seller.id));
    const chatId = chat?.data.chatId as string;
    expect((await t.api(stranger).chats[":id"].offers.$get({ param: { id: chatId } })).status).toBe(404);
    expect(await errorCode(await accept(buyer, made.id))).toBe("OFFER_NOT_YOURS_TO_ANSWER");
    expect(await errorCode(await withdraw(seller, made.id))).toBe("OFFER_NOT_WITHDRAWABLE");
    expect(await stateOf(made.id)).toBe("open");
  });

  it("a counter the buyer accepts is their price at checkout, and the seller cannot withdraw it", async () => {
    const { seller, buyer, product } = await listing();
    const made = await expectJson(await offer(buyer, product.id, 3000), 201);
    expect(await errorCode(await counter(seller, made.id, 5000))).toBe("OFFER_NOT_BELOW_PRICE");
    expect(await errorCode(await counter(seller, made.id, 3000))).toBe("OFFER_BELOW_MINIMUM");
    const countered = await expectJson(await counter(seller, made.id, 4000), 201);
    expect(countered).toMatchObject({ kind: "counter", state: "open", round: 1 });
    expect(await stateOf(made.id)).toBe("countered");
    expect(await errorCode(await withdraw(seller, countered.id))).toBe("OFFER_NOT_WITHDRAWABLE");
    expect(await errorCode(await accept(seller, countered.id))).toBe("OFFER_NOT_YOURS_TO_ANSWER");
    const accepted = await expectJson(await accept(buyer, countered.id), 200);
    expect(new Date(accepted.heldUntil ?? 0).getTime()).toBe(clock.now().getTime() + 24 * HOUR);
    // A second offer while the price is held is refused: buy at the agreed price.
    expect(await errorCode(await offer(buyer, product.id, 3500))).toBe("OFFER_ALREADY_ACCEPTED");

    const { outcome, saleId } = await buyAndPay(buyer, product.id);
    expect(outcome).toBe("paid");
    const [sale] = await t.db.select().from(transactions).where(eq(transactions.id, saleId));
    // The 5 % commission is of the price paid: 4000 -> 200.
    expect(sale).toMatchObject({ amountCents: 4000, commissionCents: 200 });
    expect((await sellerBalances(t.db, seller.id)).pendingCents).toBe(3800);
    // Paid with it: the hold's job later leaves it as the sale's record.
    clock.advance(25 * HOUR);
    await t.deps.jobs.workDue(offerDeadlineJob);
    expect(await stateOf(countered.id)).toBe("accepted");
  });

  it("others may still buy at the listed price while a price is held; their payment ends the held price", async () => {
    const { seller, buyer, product } = await listing();
    const made = await expectJson(await offer(buyer, product.id, 3500), 201);
    const waiting = await t.signedInUser();
    const open = await expectJson(await offer(waiting, product.id, 3000), 201);
    await expectJson(await accept(seller, made.id), 200);
    const other = await t.signedInUser();
    const { outcome, saleId } = await buyAndPay(other, product.id);
    expect(outcome).toBe("paid");
    const [sale] = await t.db.select().from(transactions).where(eq(transactions.id, saleId));
    expect(sale?.amountCents).toBe(5000);
    expect(await stateOf(made.id)).toBe("ended");
    expect(await stateOf(open.id)).toBe("ended");
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(told.map((row) => row.title)).toContain("offer_ended");
    // New offers are refused from then on.
    expect(await errorCode(await offer(await t.signedInUser(), product.id, 4000))).toBe("ITEM_SOLD");
  });
});

describe("deadlines (scheduled jobs on the test clock)", () => {
  it("an open offer expires after 48 hours, not before", async () => {
    const { buyer, product } = await listing();
    const made = await expectJson(await offer(buyer, product.id, 3000), 201);
    clock.advance(47 * HOUR);
    await t.deps.jobs.workDue(offerDeadlineJob);
    expect(await stateOf(made.id)).toBe("open");
    clock.advance(HOUR);
    await t.deps.jobs.workDue(offerDeadlineJob);
    expect(await stateOf(made.id)).toBe("expired");
    // Expired: a new round may start.
    expect((await offer(buyer, product.id, 3100)).status).toBe(201);
  });

  it("an accepted price is held 24 hours, then the checkout charges the listed price", async () => {
    const { seller, buyer, product } = await listing();
    const made = await expectJson(await offer(buyer, product.id, 3000), 201);
    await expectJson(await accept(seller, made.id), 200);
    clock.advance(23 * HOUR);
    await t.deps.jobs.workDue(offerDeadlineJob);
    expect(await stateOf(made.id)).toBe("accepted");
    clock.advance(HOUR);
    await t.deps.jobs.workDue(offerDeadlineJob);
    expect(await stateOf(made.id)).toBe("expired");
    const started = await expectJson(await checkout(buyer, product.id), 201);
    const [sale] = await t.db.select().from(transactions).where(eq(transactions.id, started.transactionId));
    expect(sale?.amountCents).toBe(5000);
  });
});

describe("races on real PostgreSQL", () => {
  it("the seller accepting while the buyer withdraws: one of the two, never both", async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 5; round++) {
      const { seller, buyer, product } = await listing();
      const made = await expectJson(await offer(buyer, product.id, 3000), 201);
      const [accepted, withdrawn] = await Promise.all([accept(seller, made.id), withdraw(buyer, made.id)]);
      const statuses = [accepted.status, withdrawn.status].sort();
      expect(statuses).toEqual([200, 409]);
      const state = await stateOf(made.id);
      expect(state).toBe(accepted.status === 200 ? "accepted" : "withdrawn");
      outcomes.add(state ?? "");
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it("two buyers with accepted offers paying at once: sold once, the other's offer ended", async () => {
    const { seller, product } = await listing();
    const first = await t.signedInUser();
    const second = await t.signedInUser();
    const a = await expectJson(await offer(first, product.id, 3000), 201);
    const b = await expectJson(await offer(second, product.id, 3500), 201);
    await expectJson(await accept(seller, a.id), 200);
    await expectJson(await accept(seller, b.id), 200);
    const results = await Promise.allSettled([buyAndPay(first, product.id), buyAndPay(second, product.id)]);
    const paid = results.filter((r) => r.status === "fulfilled" && r.value.outcome === "paid");
    expect(paid).toHaveLength(1);
    const sales = await t.db.select().from(transactions).where(eq(transactions.productId, product.id));
    expect(sales.filter((s) => s.state === "paid")).toHaveLength(1);
    const winner = sales.find((s) => s.state === "paid");
    const [winnerOffer, loserOffer] = winner?.buyerId === first.id ? [a, b] : [b, a];
    expect(await stateOf(winnerOffer.id)).toBe("accepted");
    expect(await stateOf(loserOffer.id)).toBe("ended");
    expect(winner?.amountCents).toBe(winnerOffer.amountCents);
  });
});
