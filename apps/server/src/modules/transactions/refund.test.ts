import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { chatFixture } from "../../../test/messaging-fixtures";
import { createTestApp, expectJson } from "../../../test/test-app";
import { createTransaction } from "../../db/factories";
import { products, transactions } from "../../db/schema";
import { createPaymentProvider } from "../../platform/payments";
import { refundJob } from "./refund-job";

/** The local provider, except that a refund can be made to wait until the test lets the provider answer. */
const refunds: { paymentId: string; key: string }[] = [];
let slow = false;
let refundStarted: () => void = () => {};
let answerRefund: () => void = () => {};
const t = await createTestApp({
  payments: (env) => ({
    ...createPaymentProvider(env),
    async refund(paymentId, key) {
      refunds.push({ paymentId, key });
      if (!slow) return;
      refundStarted();
      await new Promise<void>((resolve) => {
        answerRefund = resolve;
      });
    },
  }),
});

async function paidSale() {
  const fixture = await chatFixture(t);
  await t.db.update(products).set({ status: "sold" }).where(eq(products.id, fixture.product.id));
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

describe("refunds", () => {
  it("are asked of the provider outside any database transaction: a slow provider holds no lock", async () => {
    const { seller, sale, product } = await paidSale();
    const cancelled = await t.api(seller).transactions[":id"].cancel.$post({
      param: { id: sale.id },
      json: { reason: "The zip is broken" },
    });
    expect((await expectJson(cancelled, 200)).sale).toMatchObject({ state: "refunded" });
    expect(refunds).toEqual([]);

    slow = true;
    const started = new Promise<void>((resolve) => {
      refundStarted = resolve;
    });
    const working = t.deps.jobs.workDue(refundJob);
    await started;
    // The provider has not answered. A write to the sale's and the listing's rows neither waits
    // nor fails: with a lock held it would wait the second out and fail.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '1s'`);
      await tx.update(transactions).set({ cancelReason: "The zip is broken." }).where(eq(transactions.id, sale.id));
      await tx.update(products).set({ title: "Jacket (zip broken)" }).where(eq(products.id, product.id));
    });
    answerRefund();
    slow = false;
    expect(await working).toBe(1);
    expect(refunds).toEqual([{ paymentId: `pi_test_${product.id}`, key: `refund_${sale.id}` }]);
  });

  it("are enqueued once per sale, with the transaction that records the sale refunded", async () => {
    const { seller, sale } = await paidSale();
    const cancel = () =>
      t.api(seller).transactions[":id"].cancel.$post({ param: { id: sale.id }, json: { reason: "Lost it" } });
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).status).toBe(409);
    refunds.length = 0;
    expect(await t.deps.jobs.workDue(refundJob)).toBe(1);
    expect(refunds).toHaveLength(1);
  });
});
