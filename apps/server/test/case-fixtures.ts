import { serviceFeeCents } from "@kierto/shared";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../src/db/client";
import { createTransaction } from "../src/db/factories";
import { transactions } from "../src/db/schema";
import { accountTotals, postSalePaid } from "../src/modules/ledger";
import { lockSale, runTransition, tryTransition } from "../src/modules/sale-process";
import { chatFixture } from "./messaging-fixtures";
import type { TestApp } from "./test-app";

/**
 * A card sale the seller handed over, its payment posted to the ledger: the buyer's 48-hour
 * window runs and the money is held, so the buyer may report a problem with it.
 */
export async function handedOverCardSale(t: TestApp, priceCents: number) {
  const fixture = await chatFixture(t);
  const created = await createTransaction(t.db, {
    productId: fixture.product.id,
    buyerId: fixture.buyer.id,
    sellerId: fixture.seller.id,
    state: "paid",
    amountCents: priceCents,
    paymentProvider: "local",
    providerSessionId: `cs_case_${fixture.product.id}`,
    providerPaymentId: `pi_case_${fixture.product.id}`,
  });
  const [paid] = await t.db
    .update(transactions)
    .set({ commissionCents: serviceFeeCents(priceCents) })
    .where(eq(transactions.id, created.id))
    .returning();
  await t.db.transaction((tx) => postSalePaid(tx, paid as typeof created));
  const sale = await runTransition(t.deps, async (step) => {
    const row = await lockSale(step.tx, created.id);
    return row && tryTransition(step, row, "confirmPaidHandover", "seller");
  });
  if (!sale) throw new Error("the sale was not handed over");
  return { ...fixture, sale };
}

/** Every cent the provider holds is owed to a seller, the platform or a carrier. */
export async function expectLedgerBalanced(db: Database) {
  const totals = await accountTotals(db);
  expect(totals.provider_cash).toBe(
    totals.seller_pending +
      totals.seller_available +
      totals.seller_payout_in_transit +
      totals.commission_pending +
      totals.commission_earned +
      totals.postage_payable,
  );
}
