import { CHECKOUT_SESSION_MINUTES } from "@kierto/shared";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { startFakeStripe } from "../../../test/fake-stripe";
import { runScheduledOccurrence } from "../../../test/scheduled-jobs";
import { type Caller, createTestApp, errorCode, expectJson, expectLogged } from "../../../test/test-app";
import { createProduct, createUser } from "../../db/factories";
import { ledgerEntries, notifications, paymentEvents, products, transactions } from "../../db/schema";
import { manualJobClock } from "../../platform/jobs";
import { createStripeProvider } from "../../platform/payments";
import { sellerBalances } from "../ledger";
import { refundJob, saleTimersJob } from "../sale-process";

const SECRET_KEY = "sk_test_kierto_fake";
const WEBHOOK_SECRET = "whsec_kierto_fake";

const stripe = await startFakeStripe();
afterAll(() => stripe.close());
const clock = manualJobClock();
const t = await createTestApp({
  clock,
  env: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
  payments: (env) =>
    createStripeProvider({
      secretKey: env.STRIPE_SECRET_KEY as string,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      api: stripe.api,
    }),
});

const checkout = (caller: Caller, productId: string) =>
  t.api(caller).products[":id"].checkout.$post({ param: { id: productId }, json: {} });

/** A delivery to the webhook endpoint as Stripe makes it: server to server, no origin, no cookie. */
const deliver = (body: string, signature: string | undefined) =>
  t.app.request("/api/webhooks/stripe", {
    method: "POST",
    headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
    body,
  });

/** Stripe tells us about a session; the fake session is updated first, as Stripe's would be. */
async function sendEvent(
  type: string,
  sessionId: string,
  change: { payment_status?: "paid" | "unpaid"; status?: "complete" | "expired"; paymentIntent?: string } = {},
) {
  const session = stripe.sessions.get(sessionId);
  if (!session) throw new Error(`no fake session ${sessionId}`);
  if (change.payment_status) session.payment_status = change.payment_status;
  if (change.status) session.status = change.status;
  if (change.paymentIntent) session.payment_intent = change.paymentIntent;
  const delivery = stripe.webhook(type, session, { secret: WEBHOOK_SECRET });
  const response = await deliver(delivery.body, delivery.signature);
  return { response, eventId: delivery.eventId, delivery };
}

const paidChange = (paymentIntent: string) => ({ payment_status: "paid", status: "complete", paymentIntent }) as const;

async function saleOf(id: string) {
  const [row] = await t.db.select().from(transactions).where(eq(transactions.id, id));
  if (!row) throw new Error(`no sale ${id}`);
  return row;
}
async function statusOf(productId: string) {
  const [row] = await t.db.select({ status: products.status }).from(products).where(eq(products.id, productId));
  return row?.status;
}
const notesOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

/** A buyer's open Stripe checkout of a fresh item, and the session the fake Stripe holds for it. */
async function openCheckout(options: { priceCents?: number; title?: string } = {}) {
  const seller = await t.signedInUser({ displayName: "Sanna Seller" });
  const buyer = await t.signedInUser({ displayName: "Leevi Buyer" });
  const product = await createProduct(t.db, {
    userId: seller.id,
    priceCents: options.priceCents ?? 4990,
    title: options.title ?? "Wool coat",
  });
  const started = await expectJson(await checkout(buyer, product.id), 201);
  const sale = await saleOf(started.transactionId);
  const sessionId = sale.providerSessionId as string;
  return { seller, buyer, product, started, sale, sessionId };
}

describe("Stripe Checkout through the official SDK, against a fake Stripe", () => {
  it("opens a session in euro cents, for card or MobilePay, with the ids, the return addresses, a 30-minute expiry and one idempotency key", async () => {
    const before = Date.now();
    const { buyer, product, started, sale, sessionId } = await openCheckout({ priceCents: 4990, title: "Wool coat" });

    const created = stripe.requestsTo("POST /v1/checkout/sessions").find((r) => r.idempotencyKey?.includes(sale.id));
    expect(created).toBeDefined();
    const form = created?.form ?? {};
    expect(created?.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(created?.idempotencyKey).toBe(`checkout_${sale.id}`);
    expect(form).toMatchObject({
      mode: "payment",
      "allowed_payment_method_types[0]": "card",
      "allowed_payment_method_types[1]": "mobilepay",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "eur",
      "line_items[0][price_data][unit_amount]": "4990",
      "line_items[0][price_data][product_data][name]": "Wool coat",
      "metadata[transactionId]": sale.id,
      "metadata[productId]": product.id,
      "payment_intent_data[metadata][transactionId]": sale.id,
      client_reference_id: sale.id,
      customer_email: buyer.email,
      success_url: "http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: `http://localhost:3000/checkout/${product.id}?cancelled=1`,
    });
    // 30 minutes ahead by Stripe's clock (which refuses less), with a minute's margin; the
    // reservation holds the item exactly as long as the session can be paid.
    const expiresAt = Number(form.expires_at) * 1000;
    const thirtyMinutes = CHECKOUT_SESSION_MINUTES * 60 * 1000;
    expect(expiresAt).toBeGreaterThanOrEqual(before + thirtyMinutes);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + thirtyMinutes + 2 * 60 * 1000);
    expect(sale.checkoutExpiresAt?.getTime()).toBe(expiresAt);

    // The buyer is sent to Stripe's page, and the sale knows its session by the provider-neutral columns.
    expect(started.url).toBe(stripe.sessions.get(sessionId)?.url);
    expect(sale).toMatchObject({
      state: "reserved",
      paymentProvider: "stripe",
      amountCents: 4990,
      commissionCents: 250,
    });

    // Buy Now again while the session is open returns to the same page and opens no second session.
    const sessionsBefore = stripe.requestsTo("POST /v1/checkout/sessions").length;
    expect((await expectJson(await checkout(buyer, product.id), 201)).url).toBe(started.url);
    expect(stripe.requestsTo("POST /v1/checkout/sessions")).toHaveLength(sessionsBefore);
    expect(stripe.requestsTo(`GET /v1/checkout/sessions/${sessionId}`).length).toBeGreaterThanOrEqual(1);
  });

  it("checkout.session.completed marks the sale paid, holds the item and the money, and tells both people", async () => {
    const { seller, buyer, product, started, sessionId } = await openCheckout();
    const { response } = await sendEvent("checkout.session.completed", sessionId, paidChange("pi_completed"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect(await saleOf(started.transactionId)).toMatchObject({
      state: "paid",
      buyerConfirmed: false,
      providerPaymentId: "pi_completed",
      checkoutExpiresAt: null,
    });
    // Sold only when the buyer confirms receipt; until then the seller's share is pending.
    expect(await statusOf(product.id)).toBe("active");
    expect(await sellerBalances(t.db, seller.id)).toMatchObject({ pendingCents: 4990 - 250, availableCents: 0 });
    expect((await notesOf(seller.id)).map((n) => n.type)).toEqual(["item_sold"]);
    expect((await notesOf(buyer.id)).map((n) => n.type)).toEqual(["payment_confirmed"]);
  });

  it("a delayed payment: completed unpaid keeps the reservation, async_payment_succeeded pays", async () => {
    const { product, started, sessionId } = await openCheckout();
    const completed = await sendEvent("checkout.session.completed", sessionId, {
      status: "complete",
      payment_status: "unpaid",
    });
    expect(completed.response.status).toBe(200);
    expect((await saleOf(started.transactionId)).state).toBe("reserved");

    const succeeded = await sendEvent(
      "checkout.session.async_payment_succeeded",
      sessionId,
      paidChange("pi_async_succeeded"),
    );
    expect(succeeded.response.status).toBe(200);
    expect(await saleOf(started.transactionId)).toMatchObject({
      state: "paid",
      providerPaymentId: "pi_async_succeeded",
    });
    expect(await statusOf(product.id)).toBe("active");
  });

  it("async_payment_failed and expired end the checkout and the item is for sale again", async () => {
    const failed = await openCheckout();
    await sendEvent("checkout.session.completed", failed.sessionId, { status: "complete", payment_status: "unpaid" });
    expect((await sendEvent("checkout.session.async_payment_failed", failed.sessionId)).response.status).toBe(200);
    expect((await saleOf(failed.started.transactionId)).state).toBe("failed");
    expect(await statusOf(failed.product.id)).toBe("active");

    const expired = await openCheckout();
    expect(
      (await sendEvent("checkout.session.expired", expired.sessionId, { status: "expired" })).response.status,
    ).toBe(200);
    expect((await saleOf(expired.started.transactionId)).state).toBe("expired");
    const other = await t.signedInUser();
    expect((await checkout(other, expired.product.id)).status).toBe(201);
    // Nobody is told about a checkout that ended unpaid.
    expect(await notesOf(expired.seller.id)).toEqual([]);
  });

  it("an event the sale does not act on is acknowledged and changes nothing", async () => {
    const { started, sessionId } = await openCheckout();
    const { response } = await sendEvent("checkout.session.async_payment_pending", sessionId);
    expect(response.status).toBe(200);
    expect((await saleOf(started.transactionId)).state).toBe("reserved");
  });

  it("a bad signature is refused with 400 and nothing changes", async () => {
    const { seller, product, started, sessionId } = await openCheckout();
    const session = stripe.sessions.get(sessionId);
    if (!session) throw new Error("no session");
    Object.assign(session, { payment_status: "paid", status: "complete", payment_intent: "pi_forged" });
    const forged = stripe.webhook("checkout.session.completed", session, { secret: "whsec_somebody_else" });
    const genuine = stripe.webhook("checkout.session.completed", session, { secret: WEBHOOK_SECRET });
    const tampered = genuine.body.replace("pi_forged", "pi_tampered");

    for (const [body, signature] of [
      [forged.body, forged.signature],
      [tampered, genuine.signature],
      [genuine.body, undefined],
      [genuine.body, "t=1,v1=deadbeef"],
    ] as const) {
      const response = await deliver(body, signature);
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe("BAD_REQUEST");
    }
    expect((await saleOf(started.transactionId)).state).toBe("reserved");
    expect(await statusOf(product.id)).toBe("active");
    expect(await notesOf(seller.id)).toEqual([]);
    for (const eventId of [forged.eventId, genuine.eventId]) {
      expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId))).toHaveLength(0);
    }
  });

  it("the same event delivered five times at once is processed once", async () => {
    const { seller, buyer, started, sessionId } = await openCheckout();
    const session = stripe.sessions.get(sessionId);
    if (!session) throw new Error("no session");
    Object.assign(session, { payment_status: "paid", status: "complete", payment_intent: "pi_five_times" });
    const delivery = stripe.webhook("checkout.session.completed", session, { secret: WEBHOOK_SECRET });

    const began = performance.now();
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(delivery.body, delivery.signature)));
    const ms = Math.round(performance.now() - began);
    console.info(
      `[race] one webhook delivered 5 times at once: ${responses.map((r) => r.status).join(", ")} in ${ms} ms`,
    );

    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, delivery.eventId))).toHaveLength(1);
    expect(await saleOf(started.transactionId)).toMatchObject({ state: "paid", providerPaymentId: "pi_five_times" });
    expect(await notesOf(seller.id)).toHaveLength(1);
    expect(await notesOf(buyer.id)).toHaveLength(1);
    // The money arrived once: one sale_paid entry, the seller's share pending once.
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.saleId, started.transactionId));
    expect(entries.map((entry) => entry.kind)).toEqual(["sale_paid"]);
    expect(await sellerBalances(t.db, seller.id)).toMatchObject({ pendingCents: 4990 - 250, availableCents: 0 });
  });

  it("the seller's cancellation of a paid sale refunds it through the Refunds API", async () => {
    const { seller, buyer, product, started, sessionId } = await openCheckout();
    await sendEvent("checkout.session.completed", sessionId, paidChange("pi_to_refund"));
    expect((await saleOf(started.transactionId)).state).toBe("paid");

    const cancel = (reason: string) =>
      t.api(seller).sales[":id"].cancel.$post({ param: { id: started.transactionId }, json: { reason } });

    const cancelled = await expectJson(await cancel("The zip is broken"), 200);
    expect(cancelled.sale).toMatchObject({ state: "refunded" });
    expect(stripe.requestsTo("POST /v1/refunds").filter((r) => r.form.payment_intent === "pi_to_refund")).toEqual([]);

    // The refund is a job after the commit. Stripe refuses once (a 400 the SDK does not retry):
    // the job is retried later with the same key, and then the money goes back.
    expectLogged(/job failed.*payment-refund/);
    stripe.failNext("POST /v1/refunds", 400);
    expect(await t.deps.jobs.workDue(refundJob)).toBe(1);
    clock.advance(10 * 60_000);
    expect(await t.deps.jobs.workDue(refundJob)).toBe(1);
    expect(await t.deps.jobs.deadLetters()).toEqual([]);
    const refunds = stripe.requestsTo("POST /v1/refunds").filter((r) => r.form.payment_intent === "pi_to_refund");
    expect(refunds.length).toBeGreaterThanOrEqual(1);
    // Every attempt carries the same key, so Stripe refunds the payment once whatever is retried.
    expect(new Set(refunds.map((r) => r.idempotencyKey))).toEqual(new Set([`refund_${started.transactionId}`]));
    expect(await saleOf(started.transactionId)).toMatchObject({ state: "refunded", cancelReason: "The zip is broken" });
    expect(await statusOf(product.id)).toBe("active");
    expect((await notesOf(buyer.id)).map((n) => n.type)).toContain("sale_cancelled");
  });

  it("a late payment for an item sold meanwhile is refunded automatically and both people are told", async () => {
    const late = await openCheckout();
    // The late buyer's session expires; another buyer checks out and pays.
    await sendEvent("checkout.session.expired", late.sessionId, { status: "expired" });
    const winner = await t.signedInUser();
    const won = await expectJson(await checkout(winner, late.product.id), 201);
    const winnerSession = (await saleOf(won.transactionId)).providerSessionId as string;
    await sendEvent("checkout.session.completed", winnerSession, paidChange("pi_winner"));
    expect(await statusOf(late.product.id)).toBe("active");

    // Stripe then reports the late buyer's payment (a delayed method that succeeded after all).
    const { response } = await sendEvent(
      "checkout.session.async_payment_succeeded",
      late.sessionId,
      paidChange("pi_late"),
    );
    expect(response.status).toBe(200);
    expect(await t.deps.jobs.workDue(refundJob)).toBe(1);
    expect(await saleOf(late.started.transactionId)).toMatchObject({
      state: "refunded",
      cancelReason: "late_payment",
      providerPaymentId: "pi_late",
    });
    const refund = stripe.requestsTo("POST /v1/refunds").find((r) => r.form.payment_intent === "pi_late");
    expect(refund?.idempotencyKey).toBe(`refund_${late.started.transactionId}`);
    expect((await saleOf(won.transactionId)).state).toBe("paid");
    expect(await statusOf(late.product.id)).toBe("active");
    // The late money arrived and went back: paid and refunded, the seller holding only the winner's.
    const lateEntries = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.saleId, late.started.transactionId));
    expect(lateEntries.map((entry) => entry.kind).sort()).toEqual(["sale_paid", "sale_refunded"]);
    expect(await sellerBalances(t.db, late.seller.id)).toMatchObject({ pendingCents: 4990 - 250 });
    expect((await notesOf(late.buyer.id)).map((n) => n.type)).toContain("payment_refunded");
    expect((await notesOf(late.seller.id)).map((n) => n.type)).toContain("payment_refunded");
  });

  it("the scheduled sale timers expire a checkout past its deadline and close the session at Stripe", async () => {
    const { started, sessionId, product } = await openCheckout();
    await t.db
      .update(transactions)
      .set({ checkoutExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(transactions.id, started.transactionId));
    expect(await runScheduledOccurrence(t, saleTimersJob)).toBe(1);
    expect((await saleOf(started.transactionId)).state).toBe("expired");
    expect(stripe.requestsTo(`POST /v1/checkout/sessions/${sessionId}/expire`)).toHaveLength(1);
    expect(stripe.sessions.get(sessionId)?.status).toBe("expired");
    expect(await statusOf(product.id)).toBe("active");
  });

  it("Stripe unreachable: Buy Now answers 503 and the item is not left reserved", async () => {
    expectLogged(/payment provider refused the session/);
    const seller = await createUser(t.db);
    const buyer = await t.signedInUser();
    const product = await createProduct(t.db, { userId: seller.id });
    stripe.failNext("POST /v1/checkout/sessions", 400);
    const response = await checkout(buyer, product.id);
    expect(response.status).toBe(503);
    expect(await errorCode(response)).toBe("PAYMENT_PROVIDER_UNAVAILABLE");
    const rows = await t.db.select().from(transactions).where(eq(transactions.productId, product.id));
    expect(rows.map((row) => row.state)).toEqual(["failed"]);
  });
});
