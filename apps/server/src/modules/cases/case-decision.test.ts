import { serviceFeeCents } from "@kierto/shared";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deliveredShippedCardSale, expectLedgerBalanced, handedOverCardSale } from "../../../test/case-fixtures";
import { sendMessage } from "../../../test/messaging-fixtures";
import { createTestApp, errorCode, expectJson } from "../../../test/test-app";
import {
  auditLog,
  ledgerEntries,
  notifications,
  profiles,
  saleShipments,
  shipmentEvents,
  transactions,
} from "../../db/schema";
import { sellerBalances } from "../ledger";
import { caseReturnShipmentJob } from ".";

const t = await createTestApp();
const PRICE = 4000;
const FEE = serviceFeeCents(PRICE);
const REASONS = "The photos show a torn lining the listing did not mention; the buyer is refunded.";

/** A handed-over card sale the buyer reported and the seller contested: it waits for a moderator. */
async function contestedCase() {
  const { sale, ...fixture } = await handedOverCardSale(t, PRICE);
  const opened = await expectJson(
    await t.api(fixture.buyer).sales[":id"].case.$post({
      param: { id: sale.id },
      json: { reason: "not_as_described", description: "The lining is torn." },
    }),
    201,
  );
  await t.api(fixture.seller).cases[":id"].answer.$post({
    param: { id: opened.id },
    json: { action: "contest", text: "It left here whole." },
  });
  return { ...fixture, saleId: sale.id, caseId: opened.id as string };
}

type Decision = Parameters<ReturnType<typeof t.api>["moderation"]["cases"][":id"]["decision"]["$post"]>[0]["json"];
const decide = (caller: { cookie: string } | undefined, caseId: string, json: Decision) =>
  t.api(caller as never).moderation.cases[":id"].decision.$post({ param: { id: caseId }, json });

async function saleOf(id: string) {
  const [row] = await t.db.select().from(transactions).where(eq(transactions.id, id));
  return row;
}

async function ledgerKinds(saleId: string) {
  const rows = await t.db
    .select({ kind: ledgerEntries.kind })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.saleId, saleId));
  return rows.map((row) => row.kind).sort();
}

async function titlesOf(userId: string) {
  const rows = await t.db
    .select({ title: notifications.title })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return rows.map((row) => row.title);
}

describe("a moderator's decision on a contested case", () => {
  it("lists the case in the moderators' queue with both sides' words, their records and the parcel's tracking, to staff only", async () => {
    const { caseId, buyer, seller } = await contestedCase();
    const moderator = await t.signedInUser({ role: "moderator" });
    const queue = await expectJson(await t.api(moderator).moderation.cases.$get(), 200);
    const item = queue.find((entry) => entry.case.id === caseId);
    expect(item).toMatchObject({
      case: { state: "contested", description: "The lining is torn.", sellerStatement: "It left here whole." },
      sale: { amountCents: PRICE },
      buyer: { id: buyer.id, opened: 1, won: 0, lost: 0 },
      seller: { id: seller.id, opened: 1, won: 0, lost: 0 },
    });
    // A hand-over has no parcel; a parcel's carrier events come along, in the carrier's order.
    expect(item?.tracking).toEqual([]);
    const parcel = await contestedCase();
    const trackingCode = `JJFI${parcel.saleId.slice(0, 8)}`;
    await t.db
      .insert(saleShipments)
      .values({ saleId: parcel.saleId, trackingCode, sendingCode: "123456", carrier: "posti" });
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 8, minutes));
    await t.db.insert(shipmentEvents).values([
      { trackingCode, sequence: 1, code: "31", kind: "in_transit", location: "Vantaa", occurredAt: at(30) },
      { trackingCode, sequence: 0, code: "13", kind: "collected", location: "Helsinki", occurredAt: at(0) },
    ]);
    const withParcel = await expectJson(await t.api(moderator).moderation.cases.$get(), 200);
    expect(withParcel.find((entry) => entry.case.id === parcel.caseId)?.tracking).toEqual([
      { sequence: 0, kind: "collected", location: "Helsinki", occurredAt: at(0).toISOString() },
      { sequence: 1, kind: "in_transit", location: "Vantaa", occurredAt: at(30).toISOString() },
    ]);
    expect((await t.api(buyer).moderation.cases.$get()).status).toBe(403);
    expect((await t.guest.moderation.cases.$get()).status).toBe(401);
  });

  it("shows the parties' own words in their chat, oldest first, without the sale's notices", async () => {
    const { caseId, chatId, buyer, seller } = await contestedCase();
    await sendMessage(t, buyer, chatId, "Is the lining whole?");
    await sendMessage(t, seller, chatId, "Yes, checked twice.");
    const moderator = await t.signedInUser({ role: "moderator" });
    const queue = await expectJson(await t.api(moderator).moderation.cases.$get(), 200);
    const chat = queue.find((entry) => entry.case.id === caseId)?.chat ?? [];
    expect(chat.map(({ from, text }) => ({ from, text }))).toEqual([
      { from: "buyer", text: "Is the lining whole?" },
      { from: "seller", text: "Yes, checked twice." },
    ]);
  });

  it("refunds the buyer in full with a statement of reasons both parties see, audited, and only once", async () => {
    const { caseId, saleId, buyer, seller } = await contestedCase();
    const moderator = await t.signedInUser({ role: "moderator" });
    const decided = await expectJson(
      await decide(moderator, caseId, { outcome: "refund_full", reasons: REASONS }),
      200,
    );
    expect(decided).toMatchObject({ state: "refunded", decisionReasons: REASONS });
    expect((await saleOf(saleId))?.state).toBe("refunded");
    expect(await ledgerKinds(saleId)).toEqual(["sale_paid", "sale_refunded"]);
    expect((await sellerBalances(t.db, seller.id)).pendingCents).toBe(0);
    await expectLedgerBalanced(t.db);
    for (const party of [buyer, seller]) {
      expect(await titlesOf(party.id)).toContain("case_decided_refunded");
      const seen = await expectJson(await t.api(party).cases[":id"].$get({ param: { id: caseId } }), 200);
      expect(seen.decisionReasons).toBe(REASONS);
    }
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "case_decided"), eq(auditLog.actorId, moderator.id)));
    expect(audit).toMatchObject({ reason: REASONS, details: { caseId, outcome: "refund_full" } });

    const again = await decide(moderator, caseId, { outcome: "release", reasons: REASONS });
    expect(await errorCode(again)).toBe("CASE_STATE_CONFLICT");
    expect((await saleOf(saleId))?.state).toBe("refunded");
  });

  it("refunds part of the price: the buyer keeps the item and the seller is paid the rest", async () => {
    const { caseId, saleId, seller } = await contestedCase();
    const moderator = await t.signedInUser({ role: "moderator" });
    const tooMuch = await decide(moderator, caseId, {
      outcome: "refund_partial",
      amountCents: PRICE,
      reasons: REASONS,
    });
    expect(await errorCode(tooMuch)).toBe("PARTIAL_REFUND_INVALID");
    const decided = await expectJson(
      await decide(moderator, caseId, { outcome: "refund_partial", amountCents: 1500, reasons: REASONS }),
      200,
    );
    expect(decided).toMatchObject({ state: "partially_refunded", partialRefundCents: 1500 });
    expect((await saleOf(saleId))?.state).toBe("completed");
    expect(await ledgerKinds(saleId)).toEqual(["sale_paid", "sale_partly_refunded"]);
    const keptCommission = Math.round((FEE * (PRICE - 1500)) / PRICE);
    expect(await sellerBalances(t.db, seller.id)).toMatchObject({
      pendingCents: 0,
      availableCents: PRICE - 1500 - keptCommission,
    });
    await expectLedgerBalanced(t.db);
  });

  it("releases the payment to the seller, and the queue then counts it as the seller's win", async () => {
    const { caseId, saleId, seller, buyer } = await contestedCase();
    const moderator = await t.signedInUser({ role: "moderator" });
    const decided = await expectJson(await decide(moderator, caseId, { outcome: "release", reasons: REASONS }), 200);
    expect(decided.state).toBe("released");
    expect((await saleOf(saleId))?.state).toBe("completed");
    expect(await ledgerKinds(saleId)).toEqual(["sale_paid", "sale_released"]);
    expect(await sellerBalances(t.db, seller.id)).toMatchObject({ pendingCents: 0, availableCents: PRICE - FEE });
    await expectLedgerBalanced(t.db);
    expect(await titlesOf(buyer.id)).toContain("case_decided_released");

    // The same buyer's next case shows this one lost.
    const next = await contestedCase();
    const queue = await expectJson(await t.api(moderator).moderation.cases.$get(), 200);
    expect(queue.some((entry) => entry.case.id === caseId)).toBe(false);
    expect(queue.find((entry) => entry.case.id === next.caseId)?.seller).toMatchObject({ opened: 1 });
  });

  it("is refused to the parties, to non-staff, before the seller answered, and without reasons", async () => {
    const { caseId, buyer, seller, saleId } = await contestedCase();
    expect((await decide(buyer, caseId, { outcome: "refund_full", reasons: REASONS })).status).toBe(403);
    expect((await decide(undefined, caseId, { outcome: "refund_full", reasons: REASONS })).status).toBe(401);
    const blank = await decide(await t.signedInUser({ role: "moderator" }), caseId, {
      outcome: "refund_full",
      reasons: "   ",
    });
    expect(blank.status).toBe(400);
    // A moderator who is the seller of the sale does not decide its case.
    await t.db.update(profiles).set({ role: "moderator" }).where(eq(profiles.id, seller.id));
    expect(await errorCode(await decide(seller, caseId, { outcome: "release", reasons: REASONS }))).toBe("OWN_CASE");
    expect((await saleOf(saleId))?.state).toBe("disputed");
    expect(await ledgerKinds(saleId)).toEqual(["sale_paid"]);
  });

  it("lets exactly one of two moderators deciding at once win", async () => {
    const { caseId, saleId } = await contestedCase();
    const [first, second] = [await t.signedInUser({ role: "moderator" }), await t.signedInUser({ role: "admin" })];
    const answers = await Promise.all([
      decide(first, caseId, { outcome: "refund_full", reasons: REASONS }),
      decide(second, caseId, { outcome: "release", reasons: REASONS }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const kinds = await ledgerKinds(saleId);
    expect(kinds).toHaveLength(2);
    await expectLedgerBalanced(t.db);
  });

  it("refunds a hand-delivered item once it is back by hand: no postage to name, the money frozen until the seller confirms", async () => {
    const { caseId, saleId, buyer, seller } = await contestedCase();
    const moderator = await t.signedInUser({ role: "moderator" });
    const withPostage = await decide(moderator, caseId, {
      outcome: "refund_after_return",
      reasons: REASONS,
      returnPostagePayer: "seller",
    });
    expect(await errorCode(withPostage)).toBe("RETURN_POSTAGE_NOT_APPLICABLE");
    const decided = await expectJson(
      await decide(moderator, caseId, { outcome: "refund_after_return", reasons: REASONS }),
      200,
    );
    expect(decided).toMatchObject({
      state: "awaiting_return",
      decisionReasons: REASONS,
      returnPostagePayer: null,
      returnSendingCode: null,
      closedAt: null,
    });
    expect((await saleOf(saleId))?.state).toBe("disputed");
    expect(await ledgerKinds(saleId)).toEqual(["sale_paid"]);
    for (const party of [buyer, seller]) expect(await titlesOf(party.id)).toContain("case_decided_return");
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "case_decided"), eq(auditLog.actorId, moderator.id)));
    expect(audit).toMatchObject({ details: { caseId, outcome: "refund_after_return" } });

    const back = await expectJson(
      await t.api(seller).cases[":id"]["return-received"].$post({ param: { id: caseId }, json: {} }),
      200,
    );
    expect(back.state).toBe("refunded");
    expect(await ledgerKinds(saleId)).toEqual(["sale_paid", "sale_refunded"]);
    await expectLedgerBalanced(t.db);
  });

  it("sends a shipped item back in a return parcel the carrier creates after the decision, its postage named by the moderator", async () => {
    const { sale, buyer, seller } = await deliveredShippedCardSale(t, PRICE, 590);
    // The way there, as the local carrier knows it: the return goes back along it.
    const outbound = await t.deps.shipping.createShipment({
      idempotencyKey: `sale_${sale.id}`,
      reference: sale.id,
      sizeClass: "small",
      pickupPointId: "P001001",
      sender: { name: "Seller", email: "seller@example.com" },
      recipient: { name: "Buyer", email: "buyer@example.com" },
    });
    await t.db
      .update(saleShipments)
      .set({ trackingCode: outbound.trackingCode })
      .where(eq(saleShipments.saleId, sale.id));
    const opened = await expectJson(
      await t.api(buyer).sales[":id"].case.$post({
        param: { id: sale.id },
        json: { reason: "counterfeit", description: "The logo is wrong." },
      }),
      201,
    );
    await t.api(seller).cases[":id"].answer.$post({
      param: { id: opened.id },
      json: { action: "contest", text: "It is genuine." },
    });
    const moderator = await t.signedInUser({ role: "moderator" });
    const decided = await expectJson(
      await decide(moderator, opened.id, {
        outcome: "refund_after_return",
        reasons: REASONS,
        returnPostagePayer: "seller",
      }),
      200,
    );
    expect(decided).toMatchObject({ state: "awaiting_return", returnPostagePayer: "seller", returnSendingCode: null });
    await t.deps.jobs.workDue(caseReturnShipmentJob);
    const seen = await expectJson(await t.api(buyer).cases[":id"].$get({ param: { id: opened.id } }), 200);
    expect(seen).toMatchObject({
      state: "awaiting_return",
      returnSendingCode: expect.stringMatching(/^[0-9A-Z]{6,}$/),
    });
  });
});
