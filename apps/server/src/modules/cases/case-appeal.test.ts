import { serviceFeeCents } from "@kierto/shared";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectLedgerBalanced, handedOverCardSale } from "../../../test/case-fixtures";
import { createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { auditLog, caseAppeals, cases, ledgerEntries, notifications } from "../../db/schema";
import { manualJobClock } from "../../platform/jobs";
import { accountTotals, sellerBalances } from "../ledger";

const clock = manualJobClock();
const t = await createTestApp({ clock });
const DAY = 24 * 60 * 60 * 1000;
const PRICE = 4000;
const SHARE = PRICE - serviceFeeCents(PRICE);
const REASONS = "The photos show a torn lining the listing did not mention.";
const NOTE = "The courier's photos show the lining whole at collection.";

type Outcome =
  | { outcome: "refund_full" }
  | { outcome: "refund_after_return" }
  | { outcome: "refund_partial"; amountCents: number }
  | { outcome: "release" };

/** A handed-over card sale the buyer reported and the seller contested: it waits for a moderator. */
async function contestedCase() {
  const { sale, buyer, seller } = await handedOverCardSale(t, PRICE);
  const opened = await expectJson(
    await t.api(buyer).sales[":id"].case.$post({
      param: { id: sale.id },
      json: { reason: "not_as_described", description: "The lining is torn." },
    }),
    201,
  );
  await t.api(seller).cases[":id"].answer.$post({
    param: { id: opened.id },
    json: { action: "contest", text: "It left here whole." },
  });
  return { buyer, seller, saleId: sale.id, caseId: opened.id as string };
}

/** A contested card sale decided by a moderator: the decision both parties may now appeal against. */
async function decidedCase(decision: Outcome) {
  const { buyer, seller, saleId, caseId } = await contestedCase();
  const decider = await t.signedInUser({ role: "moderator" });
  await expectJson(
    await t
      .api(decider)
      .moderation.cases[":id"].decision.$post({ param: { id: caseId }, json: { ...decision, reasons: REASONS } }),
    200,
  );
  return { buyer, seller, decider, saleId, caseId };
}

const appeal = (caller: { cookie: string }, caseId: string, statement = "The item left here whole.") =>
  t.api(caller).cases[":id"].appeal.$post({ param: { id: caseId }, json: { statement } });

const decideAppeal = (caller: { cookie: string }, id: string, outcome: "upheld" | "overturned") =>
  t.api(caller).moderation["case-appeals"][":id"].decision.$post({ param: { id }, json: { outcome, note: NOTE } });

async function appealIdOf(caseId: string, userId: string) {
  const [row] = await t.db
    .select({ id: caseAppeals.id })
    .from(caseAppeals)
    .where(and(eq(caseAppeals.caseId, caseId), eq(caseAppeals.userId, userId)));
  return row?.id ?? "";
}

describe("an appeal against a moderator's case decision", () => {
  it("is open to the party the decision went against, once, and to nobody else", async () => {
    const { buyer, seller, caseId } = await decidedCase({ outcome: "refund_full" });
    const sellerView = await expectJson(await t.api(seller).cases[":id"].$get({ param: { id: caseId } }), 200);
    expect(sellerView.appealOpenUntil).not.toBeNull();
    const buyerView = await expectJson(await t.api(buyer).cases[":id"].$get({ param: { id: caseId } }), 200);
    expect(buyerView.appealOpenUntil).toBeNull();

    // The buyer got what they asked for; a stranger is not a party at all; a guest is not signed in.
    expect(await errorCode(await appeal(buyer, caseId))).toBe("APPEAL_NOT_OPEN");
    const stranger = await t.signedInUser();
    expect((await appeal(stranger, caseId)).status).toBe(404);
    const guest = await t.request(`/api/cases/${caseId}/appeal`, { method: "POST", body: "not json" });
    expect(guest.status).toBe(401);

    const filed = await expectJson(await appeal(seller, caseId), 201);
    expect(filed).toMatchObject({ appealOpenUntil: null, appeal: { status: "pending", decisionNote: null } });
    expect(await errorCode(await appeal(seller, caseId))).toBe("ALREADY_APPEALED");
  });

  it("closes 14 days after the decision, by the engine's clock", async () => {
    const { seller, caseId } = await decidedCase({ outcome: "refund_full" });
    clock.advance(14 * DAY + 1000);
    expect(await errorCode(await appeal(seller, caseId))).toBe("APPEAL_NOT_OPEN");
  });

  it("is not open on a case the parties ended themselves", async () => {
    const { sale, buyer, seller } = await handedOverCardSale(t, PRICE);
    const opened = await expectJson(
      await t.api(buyer).sales[":id"].case.$post({
        param: { id: sale.id },
        json: { reason: "other", description: "Not what I hoped." },
      }),
      201,
    );
    await t.api(seller).cases[":id"].answer.$post({
      param: { id: opened.id },
      json: { action: "offer_partial", amountCents: 1000 },
    });
    await t.api(buyer).cases[":id"]["partial-refund"].$post({ param: { id: opened.id }, json: { accept: true } });
    for (const party of [buyer, seller])
      expect(await errorCode(await appeal(party, opened.id))).toBe("APPEAL_NOT_OPEN");
  });

  it("waits for a moderator who neither decided the case nor is a party, and lists what overturning would pay", async () => {
    const { seller, decider, caseId } = await decidedCase({ outcome: "refund_full" });
    await expectJson(await appeal(seller, caseId), 201);
    const id = await appealIdOf(caseId, seller.id);

    const queue = await expectJson(await t.api(decider).moderation["case-appeals"].$get(), 200);
    expect(queue.find((item) => item.id === id)).toMatchObject({
      appellant: { id: seller.id, role: "seller" },
      case: { id: caseId, state: "refunded", decisionReasons: REASONS },
      compensationIfOverturnedCents: SHARE,
      mayDecide: false,
    });
    expect(await errorCode(await decideAppeal(decider, id, "overturned"))).toBe("OWN_DECISION");
    expect((await t.api(seller).moderation["case-appeals"].$get()).status).toBe(403);
    expect((await decideAppeal(seller, id, "overturned")).status).toBe(403);
    expect((await t.guest.moderation["case-appeals"].$get()).status).toBe(401);
  });

  it("upheld: the appellant is told and no money moves", async () => {
    const { seller, caseId, saleId } = await decidedCase({ outcome: "refund_full" });
    await expectJson(await appeal(seller, caseId), 201);
    const id = await appealIdOf(caseId, seller.id);
    const second = await t.signedInUser({ role: "moderator" });
    expect(await expectJson(await decideAppeal(second, id, "upheld"), 200)).toEqual({
      id,
      status: "upheld",
      compensationCents: null,
    });
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.saleId, saleId));
    expect(entries.map((entry) => entry.kind).sort()).toEqual(["sale_paid", "sale_refunded"]);
    const view = await expectJson(await t.api(seller).cases[":id"].$get({ param: { id: caseId } }), 200);
    expect(view.appeal).toMatchObject({ status: "upheld", decisionNote: NOTE, compensationCents: null });
    const titles = await t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, seller.id));
    expect(titles.map((row) => row.title)).toContain("case_appeal_upheld");
    expect(await errorCode(await decideAppeal(second, id, "overturned"))).toBe("CONFLICT");
  });

  it("overturned after a refund: the platform pays the seller their share once, and the buyer keeps the refund", async () => {
    const { seller, caseId, saleId } = await decidedCase({ outcome: "refund_full" });
    await expectJson(await appeal(seller, caseId), 201);
    const id = await appealIdOf(caseId, seller.id);
    const before = await accountTotals(t.db);
    const second = await t.signedInUser({ role: "admin" });
    const [first, raced] = await Promise.all([
      decideAppeal(second, id, "overturned"),
      decideAppeal(await t.signedInUser({ role: "moderator" }), id, "overturned"),
    ]);
    expect([first.status, raced.status].sort()).toEqual([200, 409]);
    expect((await sellerBalances(t.db, seller.id)).availableCents).toBe(SHARE);
    const after = await accountTotals(t.db);
    expect(after.protection_costs - before.protection_costs).toBe(SHARE);
    expect(after.provider_cash).toBe(before.provider_cash);
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.saleId, saleId));
    expect(entries.map((entry) => entry.kind).sort()).toEqual(["appeal_compensation", "sale_paid", "sale_refunded"]);
    await expectLedgerBalanced(t.db);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "appeal_decided"), eq(auditLog.targetUserId, seller.id)));
    expect(audit).toMatchObject({
      reason: NOTE,
      details: { caseId, outcome: "overturned", compensationCents: `${SHARE}` },
    });
  });

  it("overturned after a release: the buyer gets the price into their Kierto balance", async () => {
    const { buyer, caseId } = await decidedCase({ outcome: "release" });
    await expectJson(await appeal(buyer, caseId), 201);
    const id = await appealIdOf(caseId, buyer.id);
    const decided = await expectJson(
      await decideAppeal(await t.signedInUser({ role: "moderator" }), id, "overturned"),
      200,
    );
    expect(decided.compensationCents).toBe(PRICE);
    expect((await sellerBalances(t.db, buyer.id)).availableCents).toBe(PRICE);
    await expectLedgerBalanced(t.db);
  });

  it("after a partial refund either party may appeal, each for what they gave up", async () => {
    const { buyer, seller, caseId } = await decidedCase({ outcome: "refund_partial", amountCents: 1000 });
    await expectJson(await appeal(buyer, caseId), 201);
    await expectJson(await appeal(seller, caseId), 201);
    const queue = await expectJson(
      await t.api(await t.signedInUser({ role: "moderator" })).moderation["case-appeals"].$get(),
      200,
    );
    const ofCase = queue.filter((item) => item.case.id === caseId);
    const byRole = Object.fromEntries(ofCase.map((item) => [item.appellant.role, item.compensationIfOverturnedCents]));
    // The buyer gave up the 30 € they did not get back; the seller the share of the 10 € refunded.
    expect(byRole.buyer).toBe(PRICE - 1000);
    const keptCommission = Math.round((serviceFeeCents(PRICE) * (PRICE - 1000)) / PRICE);
    expect(byRole.seller).toBe(SHARE - (PRICE - 1000 - keptCommission));
  });

  it("after a refund that waited for the item's return, opens at the refund; overturning pays nothing for an item back by hand, and the case no longer counts as lost", async () => {
    const { seller, caseId, saleId } = await decidedCase({ outcome: "refund_after_return" });
    // The item is on its way back: nothing to appeal against yet.
    const waiting = await expectJson(await t.api(seller).cases[":id"].$get({ param: { id: caseId } }), 200);
    expect(waiting).toMatchObject({ state: "awaiting_return", appealOpenUntil: null });
    expect(await errorCode(await appeal(seller, caseId))).toBe("APPEAL_NOT_OPEN");
    clock.advance(2 * DAY);
    const refunded = await expectJson(
      await t.api(seller).cases[":id"]["return-received"].$post({ param: { id: caseId }, json: {} }),
      200,
    );
    expect(refunded.state).toBe("refunded");
    const view = await expectJson(await t.api(seller).cases[":id"].$get({ param: { id: caseId } }), 200);
    expect(view.appealOpenUntil).toBe(new Date(clock.now().getTime() + 14 * DAY).toISOString());
    await expectJson(await appeal(seller, caseId), 201);

    const second = await t.signedInUser({ role: "moderator" });
    const queue = await expectJson(await t.api(second).moderation["case-appeals"].$get(), 200);
    expect(queue.find((item) => item.case.id === caseId)?.compensationIfOverturnedCents).toBe(0);
    const decided = await expectJson(
      await decideAppeal(second, await appealIdOf(caseId, seller.id), "overturned"),
      200,
    );
    expect(decided.compensationCents).toBe(0);
    const [notice] = await t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.type, "case_update")))
      .orderBy(desc(notifications.createdAt))
      .limit(1);
    expect(notice?.title).toBe("case_appeal_overturned_unpaid");
    const compensations = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.saleId, saleId), eq(ledgerEntries.kind, "appeal_compensation")));
    expect(compensations).toEqual([]);
    expect(await sellerBalances(t.db, seller.id)).toMatchObject({ pendingCents: 0, availableCents: 0 });

    // The seller's record in the queue: a refund their appeal overturned is not a case they lost.
    const { caseId: next } = await contestedCase();
    await t.db.update(cases).set({ sellerId: seller.id }).where(eq(cases.id, next));
    const waitingCases = await expectJson(await t.api(second).moderation.cases.$get(), 200);
    expect(waitingCases.find((item) => item.case.id === next)?.seller).toMatchObject({ opened: 2, lost: 0 });
    await expectLedgerBalanced(t.db);
  });
});
