import { serviceFeeCents } from "@kierto/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectLedgerBalanced, handedOverCardSale } from "../../../test/case-fixtures";
import { createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { createTransaction } from "../../db/factories";
import { cases, ledgerEntries, notifications, transactions } from "../../db/schema";
import { manualJobClock } from "../../platform/jobs";
import { sellerBalances } from "../ledger";
import { lockSale, runTransition, tryTransition } from "../sale-process";
import { recordReturnEvent, runDueCaseDeadlines } from ".";

const HOUR = 60 * 60 * 1000;
const clock = manualJobClock();
const t = await createTestApp({ clock });
const PRICE = 4000;

/** A card sale the seller handed over: the buyer's 48-hour window runs and the money is held. */
const deliveredSale = () => handedOverCardSale(t, PRICE);

const report = (caller: { cookie: string } | undefined, saleId: string, reason = "not_as_described" as const) =>
  t.api(caller as never).sales[":id"].case.$post({
    param: { id: saleId },
    json: { reason, description: "The jacket has a torn lining the listing did not mention." },
  });

async function reported() {
  const fixture = await deliveredSale();
  const created = await expectJson(await report(fixture.buyer, fixture.sale.id), 201);
  return { ...fixture, caseId: created.id };
}

const answer = (
  caller: { cookie: string },
  caseId: string,
  json: Parameters<ReturnType<typeof t.api>["cases"][":id"]["answer"]["$post"]>[0]["json"],
) => t.api(caller as never).cases[":id"].answer.$post({ param: { id: caseId }, json });

async function saleState(id: string) {
  const [row] = await t.db.select().from(transactions).where(eq(transactions.id, id));
  return row;
}

async function kinds(saleId: string) {
  const rows = await t.db
    .select({ kind: ledgerEntries.kind })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.saleId, saleId));
  return rows.map((row) => row.kind).sort();
}

describe("reporting a problem", () => {
  it("freezes a delivered sale: disputed, no completion timer, the money still pending, the seller notified", async () => {
    const { buyer, seller, sale, caseId } = await reported();
    const row = await saleState(sale.id);
    expect(row?.state).toBe("disputed");
    expect(row?.receiptDueAt).toBeNull();
    expect(row?.receiptReminderAt).toBeNull();
    expect(await kinds(sale.id)).toEqual(["sale_paid"]);
    expect((await sellerBalances(t.db, seller.id)).pendingCents).toBe(PRICE - serviceFeeCents(PRICE));
    const sellerNotices = await t.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(sellerNotices.map((n) => n.title)).toContain("case_opened");
    const seen = await expectJson(await t.api(buyer).cases[":id"].$get({ param: { id: caseId } }), 200);
    expect(seen).toMatchObject({ state: "awaiting_seller", reason: "not_as_described" });
  });

  it("is the buyer's alone, once, and only while the window runs", async () => {
    const { buyer, seller, sale } = await deliveredSale();
    expect(await errorCode(await report(seller, sale.id))).toBe("FORBIDDEN");
    const stranger = await t.signedInUser();
    expect((await report(stranger, sale.id)).status).toBe(404);
    expect((await report(undefined, sale.id)).status).toBe(401);
    const bad = await t.api(buyer).sales[":id"].case.$post({
      param: { id: sale.id },
      json: { reason: "not_as_described", description: "x".repeat(2001) },
    });
    expect(bad.status).toBe(400);
    expect((await report(buyer, sale.id)).status).toBe(201);
    expect(await errorCode(await report(buyer, sale.id))).toBe("CASE_WINDOW_CLOSED");

    const late = await deliveredSale();
    // The 48 hours ran out a minute ago and the sale's timer has not run yet.
    await t.db
      .update(transactions)
      .set({ receiptDueAt: new Date(Date.now() - 60_000) })
      .where(eq(transactions.id, late.sale.id));
    expect(await errorCode(await report(late.buyer, late.sale.id))).toBe("CASE_WINDOW_CLOSED");
    expect((await saleState(late.sale.id))?.state).toBe("delivered");
  });

  it("allows a buyer three open cases at once", async () => {
    const buyer = await t.signedInUser();
    for (let i = 0; i < 4; i++) {
      const seller = await t.signedInUser();
      const fixture = await deliveredSaleOf(seller.id, buyer.id);
      const response = await report(buyer, fixture);
      if (i < 3) expect(response.status).toBe(201);
      else expect(await errorCode(response)).toBe("CASE_LIMIT_REACHED");
    }
  });

  it("answers null to a party of a sale nobody reported a problem with, and 404 to anyone else", async () => {
    const { buyer, seller, sale } = await deliveredSale();
    for (const party of [buyer, seller]) {
      expect(await expectJson(await t.api(party).sales[":id"].case.$get({ param: { id: sale.id } }), 200)).toBeNull();
    }
    const stranger = await t.api(await t.signedInUser()).sales[":id"].case.$get({ param: { id: sale.id } });
    expect(await errorCode(stranger)).toBe("NOT_FOUND");
    const nowhere = await t.api(buyer).sales[":id"].case.$get({ param: { id: crypto.randomUUID() } });
    expect(nowhere.status).toBe(404);
  });

  it("shows a case and its sale's case to the two parties and staff only", async () => {
    const { buyer, seller, sale, caseId } = await reported();
    const stranger = await t.signedInUser();
    const moderator = await t.signedInUser({ role: "moderator" });
    for (const who of [buyer, seller, moderator]) {
      expect((await t.api(who).cases[":id"].$get({ param: { id: caseId } })).status).toBe(200);
      expect((await t.api(who).sales[":id"].case.$get({ param: { id: sale.id } })).status).toBe(200);
    }
    expect((await t.api(stranger).cases[":id"].$get({ param: { id: caseId } })).status).toBe(404);
    expect((await t.api(stranger).sales[":id"].case.$get({ param: { id: sale.id } })).status).toBe(404);
    expect((await t.guest.cases[":id"].$get({ param: { id: caseId } })).status).toBe(401);
    expect((await answer(stranger, caseId, { action: "accept_return" })).status).toBe(404);
    expect(await errorCode(await answer(buyer, caseId, { action: "accept_return" }))).toBe("FORBIDDEN");
  });
});

async function deliveredSaleOf(sellerId: string, buyerId: string) {
  const { createProduct } = await import("../../db/factories");
  const product = await createProduct(t.db, { userId: sellerId });
  const created = await createTransaction(t.db, {
    productId: product.id,
    buyerId,
    sellerId,
    state: "paid",
    amountCents: PRICE,
    paymentProvider: "local",
    providerSessionId: `cs_case_${product.id}`,
    providerPaymentId: `pi_case_${product.id}`,
  });
  await runTransition(t.deps, async (step) => {
    const row = await lockSale(step.tx, created.id);
    return row && tryTransition(step, row, "confirmPaidHandover", "seller");
  });
  return created.id;
}

describe("the seller's answer", () => {
  it("accepting a return, then the return delivered to the seller, refunds the buyer in full", async () => {
    const { seller, sale, caseId } = await reported();
    const accepted = await expectJson(await answer(seller, caseId, { action: "accept_return" }), 200);
    expect(accepted.state).toBe("awaiting_return");
    await t.db
      .update(cases)
      .set({ returnTrackingCode: `RET${caseId.slice(0, 8)}` })
      .where(eq(cases.id, caseId));
    const event = (kind: "collected" | "arrived", sequence: number) => ({
      trackingCode: `RET${caseId.slice(0, 8)}`,
      sequence,
      code: kind,
      kind,
      occurredAt: new Date(),
      location: null,
    });
    expect(await recordReturnEvent(t.deps, event("collected", 1))).toBe(true);
    expect((await t.db.select().from(cases).where(eq(cases.id, caseId)))[0]?.state).toBe("return_in_transit");
    // Dropped off: the 3-day deadline no longer escalates it.
    clock.advance(4 * 24 * HOUR);
    await runDueCaseDeadlines(t.deps);
    await recordReturnEvent(t.deps, event("arrived", 2));
    expect((await t.db.select().from(cases).where(eq(cases.id, caseId)))[0]?.state).toBe("refunded");
    expect((await saleState(sale.id))?.state).toBe("refunded");
    expect(await kinds(sale.id)).toEqual(["sale_paid", "sale_refunded"]);
    expect(await sellerBalances(t.db, seller.id)).toMatchObject({ pendingCents: 0, availableCents: 0 });
    await expectLedgerBalanced(t.db);
  });

  it("a hand-delivered return is refunded when the seller confirms receipt", async () => {
    const { seller, buyer, sale, caseId } = await reported();
    const accepted = await expectJson(await answer(seller, caseId, { action: "accept_return" }), 200);
    // The item comes back by hand: no parcel, so no postage to charge anyone.
    expect(accepted).toMatchObject({ returnPostagePayer: null, returnPostageCents: null });
    const byBuyer = await t.api(buyer).cases[":id"]["return-received"].$post({ param: { id: caseId }, json: {} });
    expect(byBuyer.status).toBe(403);
    const done = await t.api(seller).cases[":id"]["return-received"].$post({ param: { id: caseId }, json: {} });
    expect((await expectJson(done, 200)).state).toBe("refunded");
    expect(await kinds(sale.id)).toEqual(["sale_paid", "sale_refunded"]);
  });

  it("a partial refund the buyer accepts completes the sale: part back to the buyer, the rest released", async () => {
    const { seller, buyer, sale, caseId } = await reported();
    expect(await errorCode(await answer(seller, caseId, { action: "offer_partial", amountCents: PRICE }))).toBe(
      "PARTIAL_REFUND_INVALID",
    );
    const offered = await expectJson(await answer(seller, caseId, { action: "offer_partial", amountCents: 1000 }), 200);
    expect(offered).toMatchObject({ state: "partial_offered", partialRefundCents: 1000 });
    const bySeller = await t
      .api(seller)
      .cases[":id"]["partial-refund"].$post({ param: { id: caseId }, json: { accept: true } });
    expect(bySeller.status).toBe(403);
    const settled = await t
      .api(buyer)
      .cases[":id"]["partial-refund"].$post({ param: { id: caseId }, json: { accept: true } });
    expect((await expectJson(settled, 200)).state).toBe("partially_refunded");
    expect((await saleState(sale.id))?.state).toBe("completed");
    expect(await kinds(sale.id)).toEqual(["sale_paid", "sale_partly_refunded"]);
    const keptCommission = Math.round((serviceFeeCents(PRICE) * (PRICE - 1000)) / PRICE);
    expect(await sellerBalances(t.db, seller.id)).toMatchObject({
      pendingCents: 0,
      availableCents: PRICE - 1000 - keptCommission,
    });
    await expectLedgerBalanced(t.db);
    expect(await errorCode(await answer(seller, caseId, { action: "accept_return" }))).toBe("CASE_STATE_CONFLICT");
  });

  it("a declined partial refund and a contest both wait for moderators, the money still held", async () => {
    const declined = await reported();
    await answer(declined.seller, declined.caseId, { action: "offer_partial", amountCents: 500 });
    const no = await t.api(declined.buyer).cases[":id"]["partial-refund"].$post({
      param: { id: declined.caseId },
      json: { accept: false },
    });
    expect((await expectJson(no, 200)).state).toBe("escalated");
    const contested = await reported();
    const answered = await answer(contested.seller, contested.caseId, { action: "contest", text: "It was perfect." });
    expect(await expectJson(answered, 200)).toMatchObject({ state: "contested", sellerStatement: "It was perfect." });
    for (const sale of [declined.sale, contested.sale]) {
      expect((await saleState(sale.id))?.state).toBe("disputed");
      expect(await kinds(sale.id)).toEqual(["sale_paid"]);
    }
  });
});

describe("the case's deadlines", () => {
  it("reminds the seller at 48 hours and escalates at 72; a disputed sale never completes on its own", async () => {
    const { seller, sale, caseId } = await reported();
    const caseRow = async () => (await t.db.select().from(cases).where(eq(cases.id, caseId)))[0];
    clock.advance(47 * HOUR);
    await runDueCaseDeadlines(t.deps);
    expect((await caseRow())?.sellerReminderAt).not.toBeNull();
    clock.advance(2 * HOUR);
    await runDueCaseDeadlines(t.deps);
    expect((await caseRow())?.sellerReminderAt).toBeNull();
    const reminders = await t.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(reminders.filter((n) => n.title === "case_answer_reminder")).toHaveLength(1);
    clock.advance(22 * HOUR);
    await runDueCaseDeadlines(t.deps);
    expect((await caseRow())?.state).toBe("awaiting_seller");
    clock.advance(2 * HOUR);
    await runDueCaseDeadlines(t.deps);
    expect((await caseRow())?.state).toBe("escalated");
    expect((await saleState(sale.id))?.state).toBe("disputed");
    expect(await errorCode(await answer(seller, caseId, { action: "accept_return" }))).toBe("CASE_STATE_CONFLICT");
  });

  it("escalates a return not dropped off within 3 days, and a partial offer left unanswered for as long", async () => {
    const returning = await reported();
    await answer(returning.seller, returning.caseId, { action: "accept_return" });
    const partial = await reported();
    await answer(partial.seller, partial.caseId, { action: "offer_partial", amountCents: 700 });
    clock.advance(71 * HOUR);
    await runDueCaseDeadlines(t.deps);
    const stateOf = async (id: string) => (await t.db.select().from(cases).where(eq(cases.id, id)))[0]?.state;
    expect(await stateOf(returning.caseId)).toBe("awaiting_return");
    expect(await stateOf(partial.caseId)).toBe("partial_offered");
    clock.advance(2 * HOUR);
    await runDueCaseDeadlines(t.deps);
    expect(await stateOf(returning.caseId)).toBe("escalated");
    expect(await stateOf(partial.caseId)).toBe("escalated");
  });
});
