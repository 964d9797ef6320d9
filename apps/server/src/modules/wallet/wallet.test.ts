import { FAILING_TEST_IBAN, formatIban } from "@kierto/shared";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { ledgerEntries, ledgerPostings, notifications, payouts } from "../../db/schema";
import { manualJobClock } from "../../platform/jobs";
import { accountTotals, sellerBalances } from "../ledger";
import { payoutSendJob, payoutSettleJob } from "./payout-job-kinds";
import { releasedSale } from "./wallet-fixtures";

// An hour ahead of the real time, so that PostgreSQL never finds a timer of the test's due by itself.
const clock = manualJobClock(new Date(Date.now() + 3_600_000));
const t = await createTestApp({ clock, env: { LOCAL_PAYOUT_SECONDS: "5" } });

const details = {
  legalName: "Maija Meikäläinen",
  dateOfBirth: "1990-05-17",
  street: "Mannerheimintie 1 A 2",
  postcode: "00100",
  city: "Helsinki",
  iban: "FI21 1234 5600 0007 85",
};

async function sellerWithDetails(iban = details.iban) {
  const seller = await t.signedInUser();
  await expectJson(await t.api(seller).me["payout-details"].$put({ json: { ...details, iban } }), 200);
  return seller;
}

/** Runs the payout jobs that are due now by the test's clock. */
async function workPayouts() {
  await t.deps.jobs.workDue(payoutSendJob);
  await t.deps.jobs.workDue(payoutSettleJob);
}

async function ledgerBalances() {
  const [row] = await t.db.select({ sum: sql<number>`coalesce(sum(amount_cents), 0)` }).from(ledgerPostings);
  expect(Number(row?.sum)).toBe(0);
  const totals = await accountTotals(t.db);
  expect(totals.provider_cash).toBe(
    totals.seller_pending +
      totals.seller_available +
      totals.seller_payout_in_transit +
      totals.commission_pending +
      totals.commission_earned,
  );
}

describe("payout details", () => {
  it("answer 401 to a guest before the body is read", async () => {
    const response = await t.request("/api/me/payout-details", { method: "PUT", body: "{not json" });
    expect(response.status).toBe(401);
    expect((await t.guest.me["payout-details"].$get()).status).toBe(401);
    expect((await t.guest.me.payouts.$post()).status).toBe(401);
    expect((await t.guest.me.wallet.$get()).status).toBe(401);
  });

  it("are stored normalised and read back with only the IBAN's last four characters", async () => {
    const seller = await t.signedInUser();
    expect(await expectJson(await t.api(seller).me["payout-details"].$get(), 200)).toEqual({ details: null });
    const saved = await expectJson(await t.api(seller).me["payout-details"].$put({ json: details }), 200);
    expect(saved.details).toMatchObject({ legalName: details.legalName, country: "FI", ibanLast4: "0785" });
    const response = await t.api(seller).me["payout-details"].$get();
    const text = await response.clone().text();
    expect(text).not.toContain("12345600000785");
    expect(text).not.toContain(formatIban(details.iban));
    expect((await expectJson(response, 200)).details).toMatchObject({ ibanCountry: "FI", ibanLast4: "0785" });
  });

  it("answer 400 with a code per bad field", async () => {
    const seller = await t.signedInUser();
    const response = await t.api(seller).me["payout-details"].$put({
      json: { ...details, iban: "FI21 1234 5600 0007 86", dateOfBirth: `${new Date().getFullYear() - 16}-01-01` },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as unknown as { error: { code: string; issues: unknown[] } };
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(body.error.issues).toEqual(
      expect.arrayContaining([
        { path: "dateOfBirth", message: "UNDER_18" },
        { path: "iban", message: "IBAN_CHECK_DIGITS" },
      ]),
    );
    const short = await t
      .api(seller)
      .me["payout-details"].$put({ json: { ...details, iban: "FI21 1234 5600 0007 8" } });
    expect(short.status).toBe(400);
    expect(await expectJson(await t.api(seller).me["payout-details"].$get(), 200)).toEqual({ details: null });
  });

  it("are each seller's own: saving mine changes nobody else's", async () => {
    const other = await sellerWithDetails(FAILING_TEST_IBAN);
    const me = await sellerWithDetails();
    const mine = await expectJson(await t.api(me).me["payout-details"].$get(), 200);
    const theirs = await expectJson(await t.api(other).me["payout-details"].$get(), 200);
    expect(mine.details?.ibanLast4).toBe("0785");
    expect(theirs.details?.ibanLast4).toBe(FAILING_TEST_IBAN.slice(-4));
  });
});

describe("withdrawing", () => {
  it("is refused without payout details, and with nothing available", async () => {
    const seller = await t.signedInUser();
    await releasedSale(t.db, seller.id);
    const missing = await t.api(seller).me.payouts.$post();
    expect(missing.status).toBe(409);
    expect(await errorCode(missing)).toBe("PAYOUT_DETAILS_MISSING");

    const empty = await sellerWithDetails();
    const nothing = await t.api(empty).me.payouts.$post();
    expect(nothing.status).toBe(409);
    expect(await errorCode(nothing)).toBe("NOTHING_TO_WITHDRAW");
  });

  it("pays once when Withdraw is pressed twice at the same moment", async () => {
    for (let round = 0; round < 10; round++) {
      const seller = await sellerWithDetails();
      await releasedSale(t.db, seller.id, 3000);
      const [a, b] = await Promise.all([t.api(seller).me.payouts.$post(), t.api(seller).me.payouts.$post()]);
      expect([a.status, b.status].sort()).toEqual([201, 409]);
      expect(await errorCode(a.status === 409 ? a : b)).toBe("NOTHING_TO_WITHDRAW");
      const rows = await t.db.select().from(payouts).where(eq(payouts.sellerId, seller.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.amountCents).toBe(2850);
      expect(await sellerBalances(t.db, seller.id)).toMatchObject({ availableCents: 0, inTransitCents: 2850 });
    }
    await ledgerBalances();
  });

  it("is paid by the local provider after its delay, and the seller is told", async () => {
    const seller = await sellerWithDetails();
    await releasedSale(t.db, seller.id, 2000);
    const payout = await expectJson(await t.api(seller).me.payouts.$post(), 201);
    expect(payout).toMatchObject({ amountCents: 1900, state: "requested", ibanLast4: "0785" });

    await workPayouts();
    let wallet = await expectJson(await t.api(seller).me.wallet.$get(), 200);
    expect(wallet.payouts[0]).toMatchObject({ id: payout.id, state: "in_transit" });
    expect(wallet.balances).toMatchObject({ availableCents: 0, inTransitCents: 1900, paidOutCents: 0 });

    // The simulated bank answers after LOCAL_PAYOUT_SECONDS.
    clock.advance(4000);
    await workPayouts();
    expect((await expectJson(await t.api(seller).me.wallet.$get(), 200)).payouts[0]?.state).toBe("in_transit");
    clock.advance(1500);
    await workPayouts();

    wallet = await expectJson(await t.api(seller).me.wallet.$get(), 200);
    expect(wallet.payouts[0]).toMatchObject({ state: "paid", failureCode: null });
    expect(wallet.balances).toEqual({ pendingCents: 0, availableCents: 0, inTransitCents: 0, paidOutCents: 1900 });
    expect(wallet.entries.map((entry) => entry.kind)).toEqual([
      "payout_paid",
      "payout_requested",
      "sale_released",
      "sale_paid",
    ]);
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(notice).toMatchObject({ type: "payout_paid", data: { amountCents: 1900, ibanLast4: "0785" } });

    // Running the jobs again moves nothing: each step is keyed and state-checked.
    await t.deps.jobs.enqueue(t.db, payoutSendJob, { payoutId: payout.id });
    await t.deps.jobs.enqueue(t.db, payoutSettleJob, { payoutId: payout.id });
    await workPayouts();
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.payoutId, payout.id));
    expect(entries).toHaveLength(2);
    await ledgerBalances();
  });

  it("to the failing test IBAN returns the money to the available balance and tells the seller", async () => {
    const seller = await sellerWithDetails(FAILING_TEST_IBAN);
    const { product } = await releasedSale(t.db, seller.id, 1000);
    const payout = await expectJson(await t.api(seller).me.payouts.$post(), 201);
    await workPayouts();
    clock.advance(6000);
    await workPayouts();

    const wallet = await expectJson(await t.api(seller).me.wallet.$get(), 200);
    expect(wallet.payouts[0]).toMatchObject({ id: payout.id, state: "failed", failureCode: "AC04" });
    expect(wallet.balances).toEqual({ pendingCents: 0, availableCents: 950, inTransitCents: 0, paidOutCents: 0 });
    expect(wallet.entries[0]).toMatchObject({ kind: "payout_failed", availableCents: 950, amountCents: 950 });
    expect(wallet.entries.at(-1)).toMatchObject({
      kind: "sale_paid",
      pendingCents: 950,
      sale: { productId: product.id, productTitle: product.title },
    });
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(notice).toMatchObject({ type: "payout_failed", data: { amountCents: 950, failureCode: "AC04" } });

    // The returned money can be withdrawn again (to a corrected account).
    await expectJson(await t.api(seller).me["payout-details"].$put({ json: details }), 200);
    expect(await expectJson(await t.api(seller).me.payouts.$post(), 201)).toMatchObject({
      amountCents: 950,
      ibanLast4: "0785",
    });
    await ledgerBalances();
  });

  it("shows another seller's wallet to nobody: each reads only their own", async () => {
    const rich = await sellerWithDetails();
    await releasedSale(t.db, rich.id, 5000);
    const poor = await t.signedInUser();
    const wallet = await expectJson(await t.api(poor).me.wallet.$get(), 200);
    expect(wallet).toMatchObject({ entries: [], payouts: [], payoutDetails: null });
    expect(wallet.balances.availableCents).toBe(0);
  });
});
