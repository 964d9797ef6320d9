import { type CaseReason, postageCents } from "@kierto/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deliveredShippedCardSale, expectLedgerBalanced } from "../../../test/case-fixtures";
import { createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { cases, ledgerEntries, ledgerPostings, notifications, transactions } from "../../db/schema";
import { manualJobClock } from "../../platform/jobs";
import { postEntry, sellerBalances } from "../ledger";
import { refundJob } from "../sale-process";
import { recordReturnEvent, runDueCaseDeadlines } from ".";

const clock = manualJobClock();
const t = await createTestApp({ clock });
const DAY = 24 * 60 * 60 * 1000;
const PRICE = 4000;
/** What the buyer paid for the parcel's way there: a small parcel to a Posti locker. */
const POSTAGE = postageCents("posti", "small") ?? 0;

afterEach(() => vi.restoreAllMocks());

/** A shipped, delivered sale the buyer reported for `reason` and the seller took back: the return parcel exists. */
async function acceptedReturn(reason: CaseReason) {
  const { sale, ...fixture } = await deliveredShippedCardSale(t, PRICE, POSTAGE);
  const opened = await expectJson(
    await t.api(fixture.buyer).sales[":id"].case.$post({
      param: { id: sale.id },
      json: { reason, description: "Not what the listing said." },
    }),
    201,
  );
  const accepted = await expectJson(
    await t.api(fixture.seller).cases[":id"].answer.$post({
      param: { id: opened.id },
      json: { action: "accept_return" },
    }),
    200,
  );
  const trackingCode = `RET${opened.id.slice(0, 8)}`;
  await t.db.update(cases).set({ returnTrackingCode: trackingCode }).where(eq(cases.id, opened.id));
  return { ...fixture, sale, caseId: opened.id as string, accepted, trackingCode };
}

const returnEvent = (trackingCode: string, kind: "collected" | "arrived", sequence: number) => ({
  trackingCode,
  sequence,
  code: kind,
  kind,
  occurredAt: clock.now(),
  location: null,
});

/** The postings of the sale's return postage charge, by account. */
async function postageCharge(saleId: string) {
  const rows = await t.db
    .select({ account: ledgerPostings.account, ownerId: ledgerPostings.ownerId, cents: ledgerPostings.amountCents })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(and(eq(ledgerEntries.saleId, saleId), eq(ledgerEntries.kind, "return_postage")));
  return Object.fromEntries(rows.map((row) => [row.account, row.cents]));
}

/** What the refund job asks the provider to return for the sale's payment (undefined: all of it). */
async function refundedToCard(paymentId: string) {
  const refund = vi.spyOn(t.deps.payments, "refund");
  await t.deps.jobs.workDue(refundJob);
  const call = refund.mock.calls.find(([id]) => id === paymentId);
  expect(call).toBeDefined();
  return call?.[2];
}

async function caseRow(id: string) {
  const [row] = await t.db.select().from(cases).where(eq(cases.id, id));
  return row;
}

describe("return postage", () => {
  it("is the seller's for an item not as described: taken from their balance, the buyer refunded in full", async () => {
    const { seller, sale, caseId, accepted, trackingCode } = await acceptedReturn("not_as_described");
    expect(accepted).toMatchObject({ returnPostagePayer: "seller", returnPostageCents: POSTAGE });
    await recordReturnEvent(t.deps, returnEvent(trackingCode, "collected", 1));
    await recordReturnEvent(t.deps, returnEvent(trackingCode, "arrived", 2));
    expect((await caseRow(caseId))?.state).toBe("refunded");
    expect(await postageCharge(sale.id)).toEqual({ seller_available: POSTAGE, postage_payable: -POSTAGE });
    // The share was still pending and goes back; the parcel leaves the seller owing its price.
    expect(await sellerBalances(t.db, seller.id)).toMatchObject({ pendingCents: 0, availableCents: -POSTAGE });
    expect(await refundedToCard(sale.providerPaymentId ?? "")).toBeUndefined();
    await expectLedgerBalanced(t.db);
  });

  it("is the platform's for transit damage: a buyer-protection cost, the seller untouched", async () => {
    const { seller, sale, caseId, accepted } = await acceptedReturn("damaged_in_transit");
    expect(accepted.returnPostagePayer).toBe("platform");
    // The seller confirms the item is back before the carrier says so.
    await expectJson(
      await t.api(seller).cases[":id"]["return-received"].$post({ param: { id: caseId }, json: {} }),
      200,
    );
    expect(await postageCharge(sale.id)).toEqual({ protection_costs: POSTAGE, postage_payable: -POSTAGE });
    expect(await sellerBalances(t.db, seller.id)).toMatchObject({ pendingCents: 0, availableCents: 0 });
    expect(await refundedToCard(sale.providerPaymentId ?? "")).toBeUndefined();
    await expectLedgerBalanced(t.db);
  });

  it("is the buyer's for a change of mind: kept back from their refund", async () => {
    const { seller, sale, caseId, accepted, trackingCode } = await acceptedReturn("other");
    expect(accepted.returnPostagePayer).toBe("buyer");
    await recordReturnEvent(t.deps, returnEvent(trackingCode, "arrived", 1));
    expect(await postageCharge(sale.id)).toEqual({ provider_cash: POSTAGE, postage_payable: -POSTAGE });
    expect(await sellerBalances(t.db, seller.id)).toMatchObject({ pendingCents: 0, availableCents: 0 });
    expect(await refundedToCard(sale.providerPaymentId ?? "")).toBe(PRICE + POSTAGE - POSTAGE);
    // Both parties' notices name what reached the card, the buyer's parcel taken off.
    const notices = await t.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(sql`${notifications.data}->>'caseId' = ${caseId} and ${notifications.data}->>'event' = 'case_refunded'`);
    expect(notices.map((notice) => notice.data.amountCents)).toEqual([PRICE, PRICE]);
    await expectLedgerBalanced(t.db);
  });

  it("is charged once per case: a retry posts nothing and the database refuses a second charge", async () => {
    const { sale, caseId, trackingCode } = await acceptedReturn("wrong_item");
    await recordReturnEvent(t.deps, returnEvent(trackingCode, "arrived", 1));
    await recordReturnEvent(t.deps, returnEvent(trackingCode, "arrived", 1));
    const charges = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.saleId, sale.id), eq(ledgerEntries.kind, "return_postage")));
    expect(charges).toHaveLength(1);
    const second = t.db.transaction((tx) =>
      postEntry(tx, {
        key: `return_postage_again:${caseId}`,
        kind: "return_postage",
        saleId: sale.id,
        returnPostageCaseId: caseId,
        postings: [
          { account: "protection_costs", amountCents: POSTAGE },
          { account: "postage_payable", amountCents: -POSTAGE },
        ],
      }),
    );
    await expect(second).rejects.toMatchObject({ cause: { constraint: "ledger_entries_one_return_postage_per_case" } });
  });

  it("a return never dropped off goes to a moderator: the refund waits for the item's return, its parcel charged to whom they name", async () => {
    const { seller, sale, caseId, trackingCode } = await acceptedReturn("not_as_described");
    clock.advance(3 * DAY + 60_000);
    await runDueCaseDeadlines(t.deps);
    expect((await caseRow(caseId))?.state).toBe("escalated");
    const moderator = await t.signedInUser({ role: "moderator" });
    const decide = (json: { returnPostagePayer?: "platform" }) =>
      t.api(moderator).moderation.cases[":id"].decision.$post({
        param: { id: caseId },
        json: { outcome: "refund_after_return", reasons: "The buyer showed the drop-off queue was closed.", ...json },
      });
    expect(await errorCode(await decide({}))).toBe("RETURN_POSTAGE_PAYER_REQUIRED");
    const decided = await expectJson(await decide({ returnPostagePayer: "platform" }), 200);
    // The same parcel, a new 3 days to drop it off; nothing refunded or charged yet.
    expect(decided).toMatchObject({
      state: "awaiting_return",
      returnPostagePayer: "platform",
      returnPostageCents: POSTAGE,
    });
    expect(decided.returnDropOffDueAt).toBe(new Date(clock.now().getTime() + 3 * DAY).toISOString());
    expect((await caseRow(caseId))?.returnTrackingCode).toBe(trackingCode);
    expect(await postageCharge(sale.id)).toEqual({});
    const [frozen] = await t.db
      .select({ state: transactions.state })
      .from(transactions)
      .where(eq(transactions.id, sale.id));
    expect(frozen?.state).toBe("disputed");

    await recordReturnEvent(t.deps, returnEvent(trackingCode, "collected", 1));
    await recordReturnEvent(t.deps, returnEvent(trackingCode, "arrived", 2));
    const refunded = await caseRow(caseId);
    expect(refunded).toMatchObject({ state: "refunded", returnedAt: clock.now() });
    expect(await postageCharge(sale.id)).toEqual({ protection_costs: POSTAGE, postage_payable: -POSTAGE });
    expect(await sellerBalances(t.db, seller.id)).toMatchObject({ pendingCents: 0, availableCents: 0 });
    await expectLedgerBalanced(t.db);
  });

  it("a buyer who misses the drop-off after the decision is back with the moderators, whose refund at once charges no parcel", async () => {
    const { sale, caseId } = await acceptedReturn("other");
    clock.advance(3 * DAY + 60_000);
    await runDueCaseDeadlines(t.deps);
    const moderator = await t.signedInUser({ role: "moderator" });
    const decide = (
      json: { outcome: "refund_after_return"; returnPostagePayer: "buyer" } | { outcome: "refund_full" },
    ) =>
      t.api(moderator).moderation.cases[":id"].decision.$post({
        param: { id: caseId },
        json: { reasons: "The item goes back first.", ...json },
      });
    await expectJson(await decide({ outcome: "refund_after_return", returnPostagePayer: "buyer" }), 200);
    clock.advance(3 * DAY + 60_000);
    await runDueCaseDeadlines(t.deps);
    const again = await caseRow(caseId);
    expect(again).toMatchObject({ state: "escalated", decisionReasons: "The item goes back first.", closedAt: null });
    const queue = await expectJson(await t.api(moderator).moderation.cases.$get(), 200);
    expect(queue.find((item) => item.case.id === caseId)?.case.decisionReasons).toBe("The item goes back first.");

    const decided = await expectJson(await decide({ outcome: "refund_full" }), 200);
    expect(decided).toMatchObject({ state: "refunded", returnPostagePayer: null, returnPostageCents: null });
    expect((await caseRow(caseId))?.returnedAt).toBeNull();
    expect(await postageCharge(sale.id)).toEqual({});
    expect(await refundedToCard(sale.providerPaymentId ?? "")).toBeUndefined();
    await expectLedgerBalanced(t.db);
  });
});
