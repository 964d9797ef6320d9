import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { startFakeStripe } from "../../../test/fake-stripe";
import { createTestApp, errorCode, expectJson, expectLogged } from "../../../test/test-app";
import { createProduct, createTransaction, createUser } from "../../db/factories";
import {
  ledgerPostings,
  payouts,
  stripeConnectAccounts,
  stripeConnectEvents,
  transferReversals,
} from "../../db/schema";
import { manualJobClock } from "../../platform/jobs";
import { createLocalPayoutProvider, createStripePayoutProvider } from "../../platform/payouts";
import { postSalePaid, postSaleRefunded, postSaleReleased, sellerBalances } from "../ledger";
import { payoutSendJob, payoutSettleJob } from "../wallet";
import { startOnboarding } from "./connect-account.service";
import { enqueueTransferReversal, transferReversalJob } from "./transfer-reversal";

const SECRET_KEY = "sk_test_kierto_fake";
const CONNECT_SECRET = "whsec_kierto_connect_fake";

const stripe = await startFakeStripe();
afterAll(() => stripe.close());
// An hour ahead of the real time, so that PostgreSQL never finds a timer of the test's due by itself.
const clock = manualJobClock(new Date(Date.now() + 3_600_000));
const t = await createTestApp({
  clock,
  env: {
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: "whsec_kierto_payments_fake",
    STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET,
    PAYOUT_PROVIDER: "stripe",
  },
  payouts: () =>
    createStripePayoutProvider({ secretKey: SECRET_KEY, connectWebhookSecret: CONNECT_SECRET, api: stripe.api }),
});

/** A completed card sale whose share (the price minus the 5% commission) is available to the seller. */
async function releasedSale(db: typeof t.db, sellerId: string, amountCents = 2000) {
  const buyer = await createUser(db);
  const product = await createProduct(db, { userId: sellerId, status: "sold" });
  const sale = await createTransaction(db, {
    productId: product.id,
    buyerId: buyer.id,
    sellerId,
    completedAt: new Date(),
    amountCents,
  });
  await db.transaction(async (tx) => {
    await postSalePaid(tx, sale);
    await postSaleReleased(tx, sale);
  });
  return { sale };
}

type Seller = Awaited<ReturnType<typeof t.signedInUser>>;

const onboard = (seller: Seller) =>
  t.request("/api/me/payouts/stripe-onboarding", { method: "POST", cookie: seller.cookie });

/** A delivery to the Connect webhook as Stripe makes it: server to server, no origin, no cookie. */
const deliver = (body: string, signature: string | undefined) =>
  t.app.request("/api/webhooks/stripe-connect", {
    method: "POST",
    headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
    body,
  });

async function accountOf(sellerId: string) {
  const [row] = await t.db.select().from(stripeConnectAccounts).where(eq(stripeConnectAccounts.sellerId, sellerId));
  return row;
}

/** Stripe finished the seller's onboarding and says so on the Connect webhook. */
async function enablePayouts(sellerId: string) {
  const row = await accountOf(sellerId);
  const account = stripe.accounts.get(row?.accountId ?? "");
  if (!account) throw new Error("no fake account");
  Object.assign(account, { charges_enabled: true, payouts_enabled: true, details_submitted: true });
  account.requirements.currently_due = [];
  const delivery = stripe.connectEvent("account.updated", account, { secret: CONNECT_SECRET });
  expect((await deliver(delivery.body, delivery.signature)).status).toBe(200);
  return account;
}

/** A seller whose connected account Stripe has enabled for payouts. */
async function readySeller() {
  const seller = await t.signedInUser();
  expect((await onboard(seller)).status).toBe(200);
  const account = await enablePayouts(seller.id);
  return { seller, account };
}

async function workPayouts() {
  await t.deps.jobs.workDue(payoutSendJob);
  await t.deps.jobs.workDue(payoutSettleJob);
}

/** A seller who withdrew a released sale's share through Stripe: the transfer reached their account. */
async function paidOutSale(amountCents = 2000) {
  const { seller, account } = await readySeller();
  const { sale } = await releasedSale(t.db, seller.id, amountCents);
  const payout = await expectJson(await t.api(seller).me.payouts.$post(), 201);
  await workPayouts();
  const [row] = await t.db.select().from(payouts).where(eq(payouts.id, payout.id));
  expect(row?.state).toBe("paid");
  return { seller, account, sale, payout: row as typeof payouts.$inferSelect };
}

/** The refund after payout, as the sale process makes it: the ledger's refund and the reversal, in one transaction. */
async function refund(sale: Awaited<ReturnType<typeof releasedSale>>["sale"]) {
  return t.db.transaction(async (tx) => {
    await postSaleRefunded(tx, sale);
    return enqueueTransferReversal(tx, t.deps.jobs, sale);
  });
}

async function reversalOf(saleId: string) {
  const [row] = await t.db.select().from(transferReversals).where(eq(transferReversals.saleId, saleId));
  return row;
}

async function ledgerSumsToZero() {
  const [row] = await t.db.select({ sum: sql<number>`coalesce(sum(amount_cents), 0)` }).from(ledgerPostings);
  expect(Number(row?.sum)).toBe(0);
}

describe("Stripe Connect onboarding", () => {
  it("answers 401 to a guest, and 409 STRIPE_PAYOUTS_OFF when payouts are local", async () => {
    expect((await t.request("/api/me/payouts/stripe-onboarding", { method: "POST" })).status).toBe(401);
    expect((await t.request("/api/me/payouts/stripe-account")).status).toBe(401);
    const seller = await t.signedInUser();
    const local = { ...t.deps, payouts: createLocalPayoutProvider({ settleAfterMs: 0 }) };
    await expect(startOnboarding(local, seller)).rejects.toMatchObject({ status: 409, code: "STRIPE_PAYOUTS_OFF" });
  });

  it("creates one Express account even when pressed twice at once, and answers a fresh Account Link each time", async () => {
    const seller = await t.signedInUser();
    const before = stripe.accounts.size;
    const [first, second] = await Promise.all([onboard(seller), onboard(seller)]);
    expect(first?.status).toBe(200);
    expect(second?.status).toBe(200);
    const urls = [(await first?.json()) as { url: string }, (await second?.json()) as { url: string }].map(
      (b) => b.url,
    );
    expect(stripe.accounts.size).toBe(before + 1);

    const row = await accountOf(seller.id);
    expect(row).toMatchObject({ payoutsEnabled: false, chargesEnabled: false });
    const created = stripe.requestsTo("POST /v1/accounts").filter((r) => r.form["metadata[sellerId]"] === seller.id);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const request of created) {
      expect(request.idempotencyKey).toBe(`account_${seller.id}`);
      expect(request.form).toMatchObject({
        type: "express",
        country: "FI",
        email: seller.email,
        "capabilities[transfers][requested]": "true",
      });
    }

    const links = stripe.requestsTo("POST /v1/account_links").filter((r) => r.form.account === row?.accountId);
    expect(links).toHaveLength(2);
    expect(links[0]?.form).toMatchObject({
      type: "account_onboarding",
      return_url: "http://localhost:3000/app/wallet?stripe=return",
      refresh_url: "http://localhost:3000/app/wallet?stripe=refresh",
    });
    expect(new Set(urls).size).toBe(2);
    for (const url of urls) expect(url).toContain(`/setup/e/${row?.accountId}/`);

    // A third press later mints another link for the same account.
    expect((await onboard(seller)).status).toBe(200);
    expect(stripe.accounts.size).toBe(before + 1);
  });

  it("answers 503 PAYOUT_PROVIDER_UNAVAILABLE when Stripe fails", async () => {
    const seller = await t.signedInUser();
    stripe.failNext("POST /v1/accounts", 400);
    const response = await onboard(seller);
    expect(response.status).toBe(503);
    expect(await errorCode(response)).toBe("PAYOUT_PROVIDER_UNAVAILABLE");
    expect(await accountOf(seller.id)).toBeUndefined();
  });
});

describe("the Connect webhook", () => {
  it("keeps the newest account state when an older account.updated arrives after it", async () => {
    const seller = await t.signedInUser();
    await onboard(seller);
    const account = stripe.accounts.get((await accountOf(seller.id))?.accountId ?? "");
    if (!account) throw new Error("no fake account");
    const now = Math.floor(Date.now() / 1000);
    // Stripe made the first event a minute before the second, but delivers it last.
    account.requirements.currently_due = ["external_account"];
    const older = stripe.connectEvent("account.updated", structuredClone(account), {
      secret: CONNECT_SECRET,
      created: now - 60,
    });
    Object.assign(account, { charges_enabled: true, payouts_enabled: true });
    account.requirements.currently_due = [];
    const newer = stripe.connectEvent("account.updated", account, { secret: CONNECT_SECRET, created: now });

    expect((await deliver(newer.body, newer.signature)).status).toBe(200);
    expect((await deliver(older.body, older.signature)).status).toBe(200);
    expect(await accountOf(seller.id)).toMatchObject({ payoutsEnabled: true, requirementsDue: [] });
  });

  it("stores account.updated once when it is delivered five times at once", async () => {
    const seller = await t.signedInUser();
    await onboard(seller);
    const status = async () => (await expectJson(await t.api(seller).me.payouts["stripe-account"].$get(), 200)).account;
    expect(await status()).toMatchObject({ payoutsEnabled: false, requirementsDue: [] });

    const row = await accountOf(seller.id);
    const account = stripe.accounts.get(row?.accountId ?? "");
    if (!account) throw new Error("no fake account");
    Object.assign(account, { charges_enabled: true, payouts_enabled: true });
    account.requirements.currently_due = ["individual.verification.document"];
    const delivery = stripe.connectEvent("account.updated", account, { secret: CONNECT_SECRET });
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(delivery.body, delivery.signature)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const events = await t.db
      .select()
      .from(stripeConnectEvents)
      .where(eq(stripeConnectEvents.eventId, delivery.eventId));
    expect(events).toHaveLength(1);
    expect(await status()).toMatchObject({
      chargesEnabled: true,
      payoutsEnabled: true,
      requirementsDue: ["individual.verification.document"],
    });

    // A redelivery after a later change is ignored: the event id was acted on.
    account.payouts_enabled = false;
    const again = stripe.connectEvent("account.updated", account, {
      secret: CONNECT_SECRET,
      eventId: delivery.eventId,
    });
    expect((await deliver(again.body, again.signature)).status).toBe(200);
    expect((await status())?.payoutsEnabled).toBe(true);
  });

  it("refuses a bad signature with 400 and changes nothing; acknowledges other events", async () => {
    const seller = await t.signedInUser();
    await onboard(seller);
    const account = stripe.accounts.get((await accountOf(seller.id))?.accountId ?? "");
    if (!account) throw new Error("no fake account");
    account.payouts_enabled = true;
    const forged = stripe.connectEvent("account.updated", account, { secret: "whsec_someone_else" });
    expect((await deliver(forged.body, forged.signature)).status).toBe(400);
    expect((await deliver(forged.body, undefined)).status).toBe(400);
    const genuine = stripe.connectEvent("account.updated", account, { secret: CONNECT_SECRET });
    expect(
      (await deliver(genuine.body.replace('"payouts_enabled":true', '"payouts_enabled":false'), genuine.signature))
        .status,
    ).toBe(400);
    expect((await accountOf(seller.id))?.payoutsEnabled).toBe(false);
    expect(
      await t.db.select().from(stripeConnectEvents).where(eq(stripeConnectEvents.eventId, forged.eventId)),
    ).toEqual([]);

    const other = stripe.connectEvent("account.application.authorized", account, { secret: CONNECT_SECRET });
    expect((await deliver(other.body, other.signature)).status).toBe(200);
    expect((await accountOf(seller.id))?.payoutsEnabled).toBe(false);
  });
});

describe("withdrawing through Stripe Connect", () => {
  it("is refused 409 STRIPE_ACCOUNT_NOT_READY without an account or before Stripe enables payouts", async () => {
    const seller = await t.signedInUser();
    await releasedSale(t.db, seller.id);
    const withdraw = () => t.api(seller).me.payouts.$post();
    expect(await errorCode(await withdraw())).toBe("STRIPE_ACCOUNT_NOT_READY");
    await onboard(seller);
    expect(await errorCode(await withdraw())).toBe("STRIPE_ACCOUNT_NOT_READY");
    await enablePayouts(seller.id);
    expect((await withdraw()).status).toBe(201);
    await workPayouts();
  });

  it("transfers the payout to the connected account with its idempotency key and transfer group, once", async () => {
    const { seller, account } = await readySeller();
    await releasedSale(t.db, seller.id, 2000);
    await releasedSale(t.db, seller.id, 3000);
    const payout = await expectJson(await t.api(seller).me.payouts.$post(), 201);
    expect(payout).toMatchObject({ amountCents: 4750, state: "requested", ibanLast4: "" });

    // Stripe refuses the first attempt; the job's retry sends the same key and Stripe transfers once.
    expectLogged(/job failed.*payout-send/);
    stripe.failNext("POST /v1/transfers", 400);
    await workPayouts();
    clock.advance(2 * 60_000);
    await workPayouts();
    const sent = stripe.requestsTo("POST /v1/transfers").filter((r) => r.form.transfer_group === payout.id);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const request of sent) {
      expect(request.idempotencyKey).toBe(`payout_${payout.id}`);
      expect(request.form).toMatchObject({
        amount: "4750",
        currency: "eur",
        destination: account.id,
        transfer_group: payout.id,
        "metadata[payoutId]": payout.id,
      });
      expect(request.form.source_transaction).toBeUndefined();
    }
    const transfers = [...stripe.transfers.values()].filter((transfer) => transfer.transfer_group === payout.id);
    expect(transfers).toHaveLength(1);
    expect(stripe.accountBalances.get(account.id)).toBe(4750);

    const [row] = await t.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(row).toMatchObject({ state: "paid", providerReference: transfers[0]?.id, iban: null, provider: "stripe" });
    expect(await sellerBalances(t.db, seller.id)).toMatchObject({ availableCents: 0, paidOutCents: 4750 });
    await ledgerSumsToZero();
  });
});

describe("a refund after the transfer", () => {
  it("reverses the sale's share from the transfer with the key reversal_<sale id>", async () => {
    const { seller, account, sale, payout } = await paidOutSale(2000);
    expect(await refund(sale)).toBe(true);
    expect(await refund(sale)).toBe(false);
    expect((await sellerBalances(t.db, seller.id)).availableCents).toBe(-1900);

    expect(await t.deps.jobs.workDue(transferReversalJob)).toBe(1);
    const [request] = stripe.requestsTo(`POST /v1/transfers/${payout.providerReference}/reversals`);
    expect(request?.idempotencyKey).toBe(`reversal_${sale.id}`);
    expect(request?.form).toMatchObject({ amount: "1900", "metadata[saleId]": sale.id });
    expect(stripe.accountBalances.get(account.id)).toBe(0);
    expect(await reversalOf(sale.id)).toMatchObject({ state: "reversed", amountCents: 1900, refusals: 0 });
    expect((await sellerBalances(t.db, seller.id)).availableCents).toBe(0);
    await ledgerSumsToZero();

    // A repeated job finds the reversal done and asks Stripe nothing.
    await t.deps.jobs.enqueue(t.db, transferReversalJob, { reversalId: (await reversalOf(sale.id))?.id ?? "" });
    await t.deps.jobs.workDue(transferReversalJob);
    expect(stripe.requestsTo(`POST /v1/transfers/${payout.providerReference}/reversals`)).toHaveLength(1);
  });

  it("records a reversal the connected account cannot cover as the seller's debt, and retries it with a new key", async () => {
    expectLogged(/transfer reversal refused/);
    expectLogged(/job failed.*payout-transfer-reversal/);
    const { seller, account, sale, payout } = await paidOutSale(2000);
    // Stripe already paid the seller's bank out: nothing is left on the connected account.
    stripe.accountBalances.set(account.id, 0);
    await refund(sale);

    expect(await t.deps.jobs.workDue(transferReversalJob)).toBe(1);
    expect(await reversalOf(sale.id)).toMatchObject({
      state: "debt",
      refusals: 1,
      failureCode: "balance_insufficient",
    });
    expect((await sellerBalances(t.db, seller.id)).availableCents).toBe(-1900);

    // The seller's next sales at Stripe fill the account; the retry takes the debt back.
    stripe.accountBalances.set(account.id, 5000);
    clock.advance(60 * 60 * 1000);
    expect(await t.deps.jobs.workDue(transferReversalJob)).toBe(1);
    const attempts = stripe.requestsTo(`POST /v1/transfers/${payout.providerReference}/reversals`);
    expect(attempts.map((r) => r.idempotencyKey)).toEqual([`reversal_${sale.id}`, `reversal_${sale.id}_1`]);
    expect(await reversalOf(sale.id)).toMatchObject({ state: "reversed", refusals: 1 });
    expect((await sellerBalances(t.db, seller.id)).availableCents).toBe(0);
    expect(stripe.accountBalances.get(account.id)).toBe(3100);
    await ledgerSumsToZero();
  });

  it("takes nothing back when the seller's later sales paid the debt inside Kierto", async () => {
    expectLogged(/transfer reversal refused/);
    expectLogged(/job failed.*payout-transfer-reversal/);
    const { seller, account, sale, payout } = await paidOutSale(2000);
    stripe.accountBalances.set(account.id, 0);
    await refund(sale);
    await t.deps.jobs.workDue(transferReversalJob);
    expect((await reversalOf(sale.id))?.state).toBe("debt");

    await releasedSale(t.db, seller.id, 3000);
    expect((await sellerBalances(t.db, seller.id)).availableCents).toBe(950);
    clock.advance(60 * 60 * 1000);
    await t.deps.jobs.workDue(transferReversalJob);
    expect((await reversalOf(sale.id))?.state).toBe("settled");
    expect(stripe.requestsTo(`POST /v1/transfers/${payout.providerReference}/reversals`)).toHaveLength(1);
  });

  it("follows an admin's refund of a completed sale: the transfer is reversed from the seller's account", async () => {
    const { seller, account, sale, payout } = await paidOutSale(2000);
    // Paid by card, as a sale the sale process completed would be.
    await t.db.execute(
      sql`update transactions set payment_provider = 'local', provider_session_id = ${`cs_${sale.id}`}, provider_payment_id = ${`pi_${sale.id}`} where id = ${sale.id}`,
    );
    const admin = await t.signedInUser({ role: "admin" });
    const refunded = await t.api(admin).admin.finance.sales[":id"].refund.$post({
      param: { id: sale.id },
      json: { reason: "Chargeback from the buyer's bank" },
    });
    expect(await expectJson(refunded, 200)).toEqual({ id: sale.id, state: "refunded" });
    expect((await sellerBalances(t.db, seller.id)).availableCents).toBe(-1900);

    expect(await t.deps.jobs.workDue(transferReversalJob)).toBe(1);
    expect(stripe.requestsTo(`POST /v1/transfers/${payout.providerReference}/reversals`)).toHaveLength(1);
    expect(stripe.accountBalances.get(account.id)).toBe(0);
    expect(await reversalOf(sale.id)).toMatchObject({ state: "reversed", amountCents: 1900 });
    expect((await sellerBalances(t.db, seller.id)).availableCents).toBe(0);
    await ledgerSumsToZero();
  });

  it("queues nothing for a sale refunded before its share was withdrawn", async () => {
    const { seller } = await readySeller();
    const { sale } = await releasedSale(t.db, seller.id, 2000);
    expect(await refund(sale)).toBe(false);
    expect(await reversalOf(sale.id)).toBeUndefined();
  });
});
