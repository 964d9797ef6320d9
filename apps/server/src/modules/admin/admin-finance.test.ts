import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runScheduledOccurrence } from "../../../test/scheduled-jobs";
import { createTestApp, errorCode, expectJson, expectLogged } from "../../../test/test-app";
import { createProduct, createTransaction } from "../../db/factories";
import { notifications } from "../../db/schema";
import { ledgerCheckJob, postEntry, postSalePaid, postSaleRefunded, postSaleReleased } from "../ledger";

const t = await createTestApp();

/** A card sale of `amountCents` between two new people, its money moved as far as `until`. */
async function cardSale(amountCents: number, until: "paid" | "released" | "refunded") {
  const seller = await t.signedInUser();
  const buyer = await t.signedInUser();
  const product = await createProduct(t.db, { userId: seller.id, priceCents: amountCents });
  const sale = await createTransaction(t.db, {
    productId: product.id,
    buyerId: buyer.id,
    sellerId: seller.id,
    state: until === "paid" ? "paid" : until === "released" ? "completed" : "refunded",
    completedAt: until === "released" ? new Date() : undefined,
    amountCents,
  });
  await t.db.transaction(async (tx) => {
    await postSalePaid(tx, sale);
    if (until === "released") await postSaleReleased(tx, sale);
    if (until === "refunded") await postSaleRefunded(tx, sale);
  });
  return { seller, sale };
}

/** A payout of the seller's `cents`, requested and then paid or failed. */
async function payout(sellerId: string, cents: number, outcome: "paid" | "failed" | "in flight") {
  const payoutId = crypto.randomUUID();
  await t.db.transaction(async (tx) => {
    await postEntry(tx, {
      key: `payout_requested:${payoutId}`,
      kind: "payout_requested",
      payoutId,
      postings: [
        { account: "seller_available", ownerId: sellerId, amountCents: cents },
        { account: "seller_payout_in_transit", ownerId: sellerId, amountCents: -cents },
      ],
    });
    if (outcome === "in flight") return;
    await postEntry(tx, {
      key: `payout_${outcome}:${payoutId}`,
      kind: outcome === "paid" ? "payout_paid" : "payout_failed",
      payoutId,
      postings: [
        { account: "seller_payout_in_transit", ownerId: sellerId, amountCents: cents },
        outcome === "paid"
          ? { account: "provider_cash", amountCents: -cents }
          : { account: "seller_available", ownerId: sellerId, amountCents: -cents },
      ],
    });
  });
}

describe("the admins' finance page", () => {
  it("refuses guests with 401 and users and moderators with 403", async () => {
    const user = await t.signedInUser();
    const moderator = await t.signedInUser({ role: "moderator" });
    for (const caller of [undefined, user, moderator]) {
      const api = t.api(caller);
      const expected = caller ? 403 : 401;
      expect((await api.admin.finance.$get()).status).toBe(expected);
      expect((await api.admin.finance["ledger-check"].$post()).status).toBe(expected);
      const csv = await api.admin.finance["postings.csv"].$get({ query: { from: "2026-01-01", to: "2026-01-31" } });
      expect(csv.status).toBe(expected);
    }
  });

  it("adds up held money, balances, payouts and commission from the ledger", async () => {
    const admin = await t.signedInUser({ role: "admin" });
    await cardSale(2000, "paid"); // 1900 pending for the seller, 100 commission pending
    const released = await cardSale(4000, "released"); // 3800 available, 200 commission earned
    await cardSale(1000, "refunded"); // nothing left anywhere
    await payout(released.seller.id, 1000, "paid");
    await payout(released.seller.id, 500, "failed");
    await payout(released.seller.id, 300, "in flight");

    const finance = await expectJson(await t.api(admin).admin.finance.$get(), 200);
    expect(finance).toMatchObject({
      heldForBuyersCents: 2000,
      sellerPendingCents: 1900,
      sellerAvailableCents: 3800 - 1000 - 300,
      sellerDebtCents: 0,
      payoutsInFlight: 1,
      payoutsInFlightCents: 300,
      payoutsFailed: 1,
      payoutsFailedCents: 500,
      commissionPendingCents: 100,
      commissionEarnedCents: 200,
      postagePayableCents: 0,
      // Received 7000, refunded 1000, paid out 1000.
      providerCashCents: 5000,
    });
    const thisMonth = new Date().toLocaleString("sv-SE", { timeZone: "Europe/Helsinki" }).slice(0, 7);
    expect(finance.commissionByMonth).toEqual([{ month: thisMonth, cents: 200 }]);
  });

  it("counts a refund after the money was paid out as the seller's debt", async () => {
    const admin = await t.signedInUser({ role: "admin" });
    const before = await expectJson(await t.api(admin).admin.finance.$get(), 200);
    const { seller, sale } = await cardSale(3000, "released");
    await payout(seller.id, 2850, "paid");
    await t.db.transaction((tx) => postSaleRefunded(tx, sale));

    const after = await expectJson(await t.api(admin).admin.finance.$get(), 200);
    expect(after.sellerDebtCents - before.sellerDebtCents).toBe(2850);
    expect(after.sellersInDebt - before.sellersInDebt).toBe(1);
    expect(after.providerCashCents - before.providerCashCents).toBe(3000 - 2850 - 3000);
  });

  it("exports the postings of a period as CSV, days counted in Finnish time", async () => {
    const admin = await t.signedInUser({ role: "admin" });
    const { sale } = await cardSale(1500, "paid");
    const today = new Date().toLocaleString("sv-SE", { timeZone: "Europe/Helsinki" }).slice(0, 10);
    const response = await t.api(admin).admin.finance["postings.csv"].$get({ query: { from: today, to: today } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="kierto-ledger-${today}-${today}.csv"`,
    );
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "posted_at,entry_id,entry_kind,idempotency_key,sale_id,payout_id,account,owner_id,amount_cents",
    );
    const ofSale = lines.filter((line) => line.includes(`sale_paid:${sale.id}`));
    expect(ofSale.map((line) => line.split(",").slice(6, 9).join(",")).sort()).toEqual(
      [`commission_pending,,-75`, `provider_cash,,1500`, `seller_pending,${sale.sellerId},-1425`].sort(),
    );
    const total = lines.slice(1).reduce((sum, line) => sum + Number(line.split(",")[8]), 0);
    expect(total).toBe(0);

    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const earlier = await t
      .api(admin)
      .admin.finance["postings.csv"].$get({ query: { from: yesterday, to: yesterday } });
    expect((await earlier.text()).trimEnd().split("\r\n")).toHaveLength(1);
  });

  it("refuses a period that is backwards, longer than 366 days or not made of dates", async () => {
    const admin = await t.signedInUser({ role: "admin" });
    const csv = t.api(admin).admin.finance["postings.csv"];
    for (const query of [
      { from: "2026-02-01", to: "2026-01-01" },
      { from: "2025-01-01", to: "2026-01-02" },
      { from: "2026-13-01", to: "2026-12-01" },
      { from: "yesterday", to: "2026-01-01" },
    ]) {
      const response = await csv.$get({ query });
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(await errorCode(response)).toBe("VALIDATION_FAILED");
    }
    expect((await csv.$get({ query: { from: "2024-01-01", to: "2024-12-31" } })).status).toBe(200);
  });

  it("checks the ledger on demand: a sound ledger passes and nobody is alerted", async () => {
    const admin = await t.signedInUser({ role: "admin" });
    const check = await expectJson(await t.api(admin).admin.finance["ledger-check"].$post(), 200);
    expect(check).toMatchObject({ ok: true, problems: [] });
    expect(check.entriesChecked).toBeGreaterThan(5);
    const finance = await expectJson(await t.api(admin).admin.finance.$get(), 200);
    expect(finance.lastCheck).toEqual(check);
  });

  it("runs the check as an hourly job, whose run the page shows", async () => {
    const admin = await t.signedInUser({ role: "admin" });
    const before = await expectJson(await t.api(admin).admin.finance.$get(), 200);
    expect(await runScheduledOccurrence(t, ledgerCheckJob)).toBe(1);
    const after = await expectJson(await t.api(admin).admin.finance.$get(), 200);
    expect(after.lastCheck?.ok).toBe(true);
    expect(after.lastCheck?.ranAt).not.toBe(before.lastCheck?.ranAt);
  });

  // Last: it leaves this file's database with a ledger the triggers would never have let through.
  it("finds what the triggers would have refused, when they were bypassed, and alerts every admin", async () => {
    expectLogged(/ledger check found problems/);
    const admin = await t.signedInUser({ role: "admin" });
    const { seller } = await cardSale(1000, "paid");
    await t.db.transaction(async (tx) => {
      // What a restore without triggers, or a superuser's hand edit, could leave behind.
      await tx.execute(sql`set local session_replication_role = replica`);
      const entryId = crypto.randomUUID();
      await tx.execute(
        sql`insert into ledger_entries (id, idempotency_key, kind) values (${entryId}, 'hand-edit', 'payout_paid')`,
      );
      await tx.execute(
        sql`insert into ledger_postings (entry_id, account, owner_id, amount_cents) values (${entryId}, 'seller_pending', ${seller.id}, 5000)`,
      );
    });

    const check = await expectJson(await t.api(admin).admin.finance["ledger-check"].$post(), 200);
    expect(check.ok).toBe(false);
    expect(check.problems).toEqual(
      expect.arrayContaining([
        { code: "unbalanced_entry", count: 1, cents: 5000 },
        { code: "ledger_not_zero", count: 1, cents: 5000 },
        { code: "negative_pending", count: 1, cents: -4050 },
      ]),
    );
    const alerts = await t.db.select().from(notifications).where(sql`${notifications.type} = 'ledger_check_failed'`);
    expect(alerts.map((alert) => alert.userId)).toContain(admin.id);
    expect(alerts[0]?.data).toMatchObject({ problems: 3 });
  });
});
