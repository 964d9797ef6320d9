import { serviceFeeCents } from "@kierto/shared";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../src/db/client";
import { createTransaction } from "../src/db/factories";
import { saleShipments, transactions } from "../src/db/schema";
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

/**
 * A card sale shipped to a Posti locker in a small parcel, `shipped` (the carrier has it) or
 * `delivered` (its 48-hour window runs): the buyer paid `postageCents` on top of the price and
 * the money is held. Answers the parcel's tracking code too.
 */
export async function shippedCardSale(
  t: TestApp,
  input: { priceCents: number; postageCents: number; state: "shipped" | "delivered" },
) {
  const fixture = await chatFixture(t);
  const created = await createTransaction(t.db, {
    productId: fixture.product.id,
    buyerId: fixture.buyer.id,
    sellerId: fixture.seller.id,
    state: input.state,
    amountCents: input.priceCents,
    paymentProvider: "local",
    providerSessionId: `cs_ship_${fixture.product.id}`,
    providerPaymentId: `pi_ship_${fixture.product.id}`,
  });
  const [sale] = await t.db
    .update(transactions)
    .set({
      deliveryMethod: "shipping",
      commissionCents: serviceFeeCents(input.priceCents),
      postageCents: input.postageCents,
      parcelSize: "small",
      pickupPoint: {
        id: "P001001",
        carrier: "posti",
        kind: "locker",
        name: "Posti parcel locker",
        street: "Mannerheimintie 1",
        postcode: "00100",
        city: "Helsinki",
        latitude: 60.17,
        longitude: 24.94,
        openingHours: [],
      },
      receiptDueAt: input.state === "delivered" ? new Date(Date.now() + 48 * 60 * 60 * 1000) : null,
    })
    .where(eq(transactions.id, created.id))
    .returning();
  if (!sale) throw new Error("no sale");
  await t.db.transaction((tx) => postSalePaid(tx, sale));
  const trackingCode = `JJFISHIP${sale.id.slice(0, 8)}`;
  await t.db.insert(saleShipments).values({ saleId: sale.id, trackingCode, sendingCode: "123456", carrier: "posti" });
  return { ...fixture, sale, trackingCode };
}

/** A shipped card sale delivered to the buyer's locker: the 48-hour window runs and the money is held. */
export const deliveredShippedCardSale = (t: TestApp, priceCents: number, postageCents: number) =>
  shippedCardSale(t, { priceCents, postageCents, state: "delivered" });

/**
 * Every cent the provider holds, and every cent buyer protection cost the platform, is owed to a
 * seller or a carrier or earned by the platform.
 */
export async function expectLedgerBalanced(db: Database) {
  const totals = await accountTotals(db);
  expect(totals.provider_cash + totals.protection_costs).toBe(
    totals.seller_pending +
      totals.seller_available +
      totals.seller_payout_in_transit +
      totals.commission_pending +
      totals.commission_earned +
      totals.postage_payable,
  );
}
