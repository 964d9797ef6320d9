import { randomUUID } from "node:crypto";
import { FAILING_TEST_IBAN } from "@kierto/shared";
import { and, asc, eq } from "drizzle-orm";
import {
  postPayoutFailed,
  postPayoutPaid,
  postPayoutRequested,
  postSalePaid,
  postSaleReleased,
} from "../../modules/ledger";
import type { Database, Tx } from "../client";
import { payoutAccounts, payouts, transactions } from "../schema";

const DAY = 24 * 60 * 60 * 1000;

/** Made-up but valid Finnish IBANs (check digits and all), one per demo seller. */
const DEMO_IBANS = ["FI2112345600000785", "FI3750000120000007", "FI0644050010000001"];

/**
 * Every demo seller's wallet with a history: their completed sales were paid by card
 * and released, a first withdrawal reached their bank, a second one went to a closed account (the
 * failing test IBAN) and came back, so their available balance has money to withdraw. The money
 * moves through the ledger's own posting functions, balanced like any real movement; its
 * entries carry the seeding time.
 */
export async function seedDemoWallets(db: Database, sellers: { id: string; legalName: string }[]) {
  let payoutCount = 0;
  for (const [i, seller] of sellers.entries()) {
    const iban = DEMO_IBANS[i % DEMO_IBANS.length] as string;
    payoutCount += await db.transaction(async (tx) => {
      await tx.insert(payoutAccounts).values({
        userId: seller.id,
        legalName: seller.legalName,
        dateOfBirth: `${1985 + i * 4}-0${i + 3}-1${i}`,
        street: `Esimerkkikatu ${i + 1}`,
        postcode: `0010${i}`,
        city: "Helsinki",
        iban,
      });
      // The seed's completed sales were hand-overs; the first three of each seller become card
      // sales whose money was released. Posting is keyed per sale, so a sale the seed already
      // paid through the ledger is not posted twice.
      const sales = await tx
        .select()
        .from(transactions)
        .where(and(eq(transactions.sellerId, seller.id), eq(transactions.state, "completed")))
        .orderBy(asc(transactions.completedAt))
        .limit(3);
      const shares: number[] = [];
      for (const sale of sales) {
        if (!sale.paymentProvider) {
          await tx
            .update(transactions)
            .set({
              paymentProvider: "local",
              providerSessionId: `cs_demo_${randomUUID()}`,
              providerPaymentId: `pi_demo_${randomUUID()}`,
            })
            .where(eq(transactions.id, sale.id));
        }
        await postSalePaid(tx, sale);
        await postSaleReleased(tx, sale);
        shares.push((sale.amountCents ?? 0) - (sale.commissionCents ?? 0));
      }
      const [first = 0, second = 0] = shares;
      let made = 0;
      if (first > 0) made += await demoPayout(tx, seller.id, first, iban, "paid", 20 * DAY);
      if (second > 0) made += await demoPayout(tx, seller.id, second, FAILING_TEST_IBAN, "failed", 10 * DAY);
      return made;
    });
  }
  return { payouts: payoutCount };
}

async function demoPayout(
  tx: Tx,
  sellerId: string,
  amountCents: number,
  iban: string,
  outcome: "paid" | "failed",
  ago: number,
) {
  const requested = new Date(Date.now() - ago);
  const settled = new Date(requested.getTime() + DAY);
  const [payout] = await tx
    .insert(payouts)
    .values({
      sellerId,
      amountCents,
      iban,
      provider: "local",
      state: outcome,
      providerReference: `po_demo_${randomUUID()}`,
      sentAt: requested,
      ...(outcome === "paid" ? { paidAt: settled } : { failedAt: settled, failureCode: "AC04" }),
      createdAt: requested,
      updatedAt: settled,
    })
    .returning();
  if (!payout) return 0;
  await postPayoutRequested(tx, payout);
  await (outcome === "paid" ? postPayoutPaid(tx, payout) : postPayoutFailed(tx, payout));
  return 1;
}
