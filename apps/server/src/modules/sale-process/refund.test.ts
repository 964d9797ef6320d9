import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { chatFixture } from "../../../test/messaging-fixtures";
import { createTestApp, expectJson, expectLogged } from "../../../test/test-app";
import { createTransaction } from "../../db/factories";
import { products, transactions } from "../../db/schema";
import { manualJobClock } from "../../platform/jobs";
import { createPaymentProvider, PaymentProviderError } from "../../platform/payments";
import { refundJob } from "./payment-refund";

/**
 * The local provider, made to behave like a real one: it refunds a payment once per idempotency
 * key whatever is retried, and the test can make it answer slowly, refuse, or lose its answer.
 */
const calls: { paymentId: string; key: string }[] = [];
const refundedKeys = new Set<string>();
let mode: "answer" | "slow" | "refuse" | "loseAnswer" = "answer";
let refundStarted: () => void = () => {};
let answerRefund: () => void = () => {};
const clock = manualJobClock();
const t = await createTestApp({
  clock,
  payments: (env) => ({
    ...createPaymentProvider(env),
    async refund(paymentId, key) {
      calls.push({ paymentId, key });
      if (mode === "refuse") throw new PaymentProviderError("The provider is down");
      if (mode === "slow") {
        refundStarted();
        await new Promise<void>((resolve) => {
          answerRefund = resolve;
        });
      }
      refundedKeys.add(key);
      if (mode === "loseAnswer") throw new PaymentProviderError("The connection dropped before the answer");
    },
  }),
});

async function paidSale() {
  const fixture = await chatFixture(t);
  const sale = await createTransaction(t.db, {
    productId: fixture.product.id,
    buyerId: fixture.buyer.id,
    sellerId: fixture.seller.id,
    state: "paid",
    amountCents: 2500,
    paymentProvider: "local",
    providerSessionId: `cs_test_${fixture.product.id}`,
    providerPaymentId: `pi_test_${fixture.product.id}`,
  });
  return { ...fixture, sale };
}

async function cancelled() {
  const paid = await paidSale();
  const response = await t.api(paid.seller).sales[":id"].cancel.$post({
    param: { id: paid.sale.id },
    json: { reason: "The zip is broken" },
  });
  expect((await expectJson(response, 200)).sale).toMatchObject({ state: "refunded" });
  return paid;
}

function reset(next: typeof mode) {
  calls.length = 0;
  refundedKeys.clear();
  mode = next;
}

describe("refunds", () => {
  it("are asked of the provider after the commit: a slow provider holds no lock on the sale or the item", async () => {
    reset("answer");
    const { sale, product } = await cancelled();
    // The cancellation answered with the sale refunded before the provider was asked.
    expect(calls).toEqual([]);

    mode = "slow";
    const started = new Promise<void>((resolve) => {
      refundStarted = resolve;
    });
    const working = t.deps.jobs.workDue(refundJob);
    await started;
    // The provider has not answered. A write to the sale's and the item's rows neither waits nor
    // fails: with a lock held it would wait the second out and fail.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '1s'`);
      await tx.update(transactions).set({ cancelReason: "The zip is broken." }).where(eq(transactions.id, sale.id));
      await tx.update(products).set({ title: "Jacket (zip broken)" }).where(eq(products.id, product.id));
    });
    answerRefund();
    expect(await working).toBe(1);
    expect(calls).toEqual([{ paymentId: `pi_test_${product.id}`, key: `refund_${sale.id}` }]);
    expect(refundedKeys).toEqual(new Set([`refund_${sale.id}`]));
  });

  it("refund the payment once: a second cancellation is refused and a retried job carries the same key", async () => {
    expectLogged(/job failed.*payment-refund/);
    reset("loseAnswer");
    const { seller, sale } = await cancelled();
    const again = await t.api(seller).sales[":id"].cancel.$post({ param: { id: sale.id }, json: { reason: "Again" } });
    expect(again.status).toBe(409);

    // The provider refunded but its answer was lost: the job fails and is retried later.
    expect(await t.deps.jobs.workDue(refundJob)).toBe(1);
    mode = "answer";
    expect(await t.deps.jobs.workDue(refundJob)).toBe(0);
    clock.advance(10 * 60_000);
    expect(await t.deps.jobs.workDue(refundJob)).toBe(1);
    expect(await t.deps.jobs.workDue(refundJob)).toBe(0);

    // One job for the sale, two attempts, both with the sale's key: the money went back once.
    expect(calls.map((call) => call.key)).toEqual([`refund_${sale.id}`, `refund_${sale.id}`]);
    expect(refundedKeys).toEqual(new Set([`refund_${sale.id}`]));
  });

  it("a provider that refuses does not fail the cancellation, and the refund is retried until it goes through", async () => {
    expectLogged(/job failed.*payment-refund/);
    reset("refuse");
    const { sale } = await cancelled();
    expect(await t.deps.jobs.workDue(refundJob)).toBe(1);
    expect(refundedKeys).toEqual(new Set());
    clock.advance(10 * 60_000);
    expect(await t.deps.jobs.workDue(refundJob)).toBe(1);
    expect(refundedKeys).toEqual(new Set());

    mode = "answer";
    clock.advance(30 * 60_000);
    expect(await t.deps.jobs.workDue(refundJob)).toBe(1);
    expect(refundedKeys).toEqual(new Set([`refund_${sale.id}`]));
    expect(calls).toHaveLength(3);
    expect(await t.deps.jobs.deadLetters()).toEqual([]);
  });
});
