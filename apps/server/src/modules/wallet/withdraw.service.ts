import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import { payoutAccounts, payouts } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { payoutsWithheld } from "../dac7";
import { postPayoutRequested, sellerBalances } from "../ledger";
import { payoutSendJob } from "./payout-job-kinds";

/**
 * Withdraw: the seller's whole available balance becomes one payout. Locking the seller's payout
 * details row first makes one seller's withdrawals take turns, so two presses at once cannot both
 * read the same balance: the second reads it after the first has taken it, finds nothing and is
 * refused. The payout, its ledger entry and the job that sends it commit together or not at all.
 */
export async function withdraw(deps: Pick<AppDeps, "db" | "jobs" | "payouts">, sellerId: string) {
  return deps.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ iban: payoutAccounts.iban })
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, sellerId))
      .for("update");
    if (!account) {
      throw new HttpError(409, "PAYOUT_DETAILS_MISSING", "Give your payout details before withdrawing.");
    }
    if (await payoutsWithheld(tx, sellerId)) {
      throw new HttpError(409, "PAYOUTS_WITHHELD", "Give the details DAC7 reporting needs before withdrawing.");
    }
    const { availableCents } = await sellerBalances(tx, sellerId);
    if (availableCents <= 0)
      throw new HttpError(409, "NOTHING_TO_WITHDRAW", "There is no available balance to withdraw.");

    const [payout] = await tx
      .insert(payouts)
      .values({ sellerId, amountCents: availableCents, iban: account.iban, provider: deps.payouts.name })
      .returning();
    if (!payout) throw new Error("The payout was not recorded");
    await postPayoutRequested(tx, payout);
    await deps.jobs.enqueue(tx, payoutSendJob, { payoutId: payout.id }, { singletonKey: payout.id });
    return payout;
  });
}
