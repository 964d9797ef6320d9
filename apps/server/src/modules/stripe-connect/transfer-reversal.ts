import { and, asc, eq, gt, inArray, ne } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import type { Tx } from "../../db/client";
import { ledgerEntries, payouts, transferReversals } from "../../db/schema";
import { defineJob, type JobEngine, type RetryPolicy } from "../../platform/jobs";
import { PayoutBalanceInsufficientError } from "../../platform/payouts";
import { postTransferReversed, sellerBalances } from "../ledger";

/**
 * Retried for about a week and a half (a connected account waiting for the seller's next sales
 * at Stripe), hours apart; then a dead letter on the admin page, with the debt still recorded.
 */
const REVERSAL_RETRY: RetryPolicy = { limit: 14, delaySeconds: 900, backoff: true, maxDelaySeconds: 86_400 };

/** Takes a refunded sale's share back from the seller's Stripe connected account. */
export const transferReversalJob = defineJob<{ reversalId: string }>("payout-transfer-reversal", REVERSAL_RETRY);

/**
 * The key Stripe sees. A refusal for want of balance is a final answer that Stripe would replay
 * for 24 hours to the same key, so each attempt after a refusal has its own (`_<n>`); a retry
 * after a lost answer keeps the key and cannot take the money twice.
 */
export const reversalKey = (saleId: string, refusals: number) =>
  refusals === 0 ? `reversal_${saleId}` : `reversal_${saleId}_${refusals}`;

/**
 * A sale refunded after its share was transferred to the seller's connected account: records the
 * reversal and enqueues its job, in the refund's own transaction. The transfer that carried the
 * share is the seller's first payout after the share was released (a withdrawal takes the whole
 * available balance). Nothing to do when the share was never released, or not yet withdrawn
 * through Stripe: then the ledger's refund alone is right. Returns whether a reversal was queued.
 */
export async function enqueueTransferReversal(
  tx: Tx,
  jobs: JobEngine,
  sale: { id: string; sellerId: string; amountCents: number | null; commissionCents: number | null },
): Promise<boolean> {
  const share = (sale.amountCents ?? 0) - (sale.commissionCents ?? 0);
  if (share <= 0) return false;
  const [released] = await tx
    .select({ at: ledgerEntries.createdAt })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.saleId, sale.id), eq(ledgerEntries.kind, "sale_released")));
  if (!released) return false;
  const [carrier] = await tx
    .select({ id: payouts.id, provider: payouts.provider })
    .from(payouts)
    .where(and(eq(payouts.sellerId, sale.sellerId), gt(payouts.createdAt, released.at), ne(payouts.state, "failed")))
    .orderBy(asc(payouts.createdAt))
    .limit(1);
  if (carrier?.provider !== "stripe") return false;
  const [reversal] = await tx
    .insert(transferReversals)
    .values({ saleId: sale.id, sellerId: sale.sellerId, payoutId: carrier.id, amountCents: share })
    .onConflictDoNothing()
    .returning({ id: transferReversals.id });
  if (!reversal) return false;
  await jobs.enqueue(tx, transferReversalJob, { reversalId: reversal.id }, { singletonKey: reversal.id });
  return true;
}

type ReversalDeps = Pick<AppDeps, "db" | "jobs" | "payouts" | "logger">;

/**
 * The reversal job. It takes back only what the seller still owes by the ledger (their negative
 * available balance, capped at the sale's share): money they had not withdrawn, or later sales,
 * already paid part or all of it inside Kierto, and taking that again would charge them twice.
 * When Stripe refuses for want of balance the reversal becomes a recorded debt and the job
 * fails, so it is logged, retried with backoff, and ends as a dead letter admins see; never
 * swallowed.
 */
export function registerTransferReversalJobs(deps: ReversalDeps) {
  deps.jobs.register(transferReversalJob, async ({ reversalId }) => {
    const [reversal] = await deps.db.select().from(transferReversals).where(eq(transferReversals.id, reversalId));
    if (!reversal || reversal.state === "reversed" || reversal.state === "settled") return;
    const [payout] = await deps.db.select().from(payouts).where(eq(payouts.id, reversal.payoutId));
    if (!payout?.providerReference) throw new Error(`Payout ${reversal.payoutId} has not been transferred yet`);

    const { availableCents } = await sellerBalances(deps.db, reversal.sellerId);
    const owed = Math.min(reversal.amountCents, Math.max(0, -availableCents));
    if (owed === 0) {
      await move(deps, reversalId, { state: "settled" });
      return;
    }
    try {
      const { reference } = await deps.payouts.reverseTransfer({
        transferReference: payout.providerReference,
        amountCents: owed,
        idempotencyKey: reversalKey(reversal.saleId, reversal.refusals),
        metadata: { saleId: reversal.saleId, payoutId: reversal.payoutId, reversalId },
      });
      await deps.db.transaction(async (tx) => {
        const moved = await moveIn(tx, reversalId, { state: "reversed", providerReference: reference });
        if (moved) await postTransferReversed(tx, { ...reversal, amountCents: owed });
      });
    } catch (error) {
      if (error instanceof PayoutBalanceInsufficientError) {
        await deps.db
          .update(transferReversals)
          .set({ state: "debt", refusals: reversal.refusals + 1, failureCode: error.code })
          .where(and(eq(transferReversals.id, reversalId), eq(transferReversals.refusals, reversal.refusals)));
        deps.logger.warn("transfer reversal refused: the seller's debt is recorded and retried", {
          reversalId,
          sellerId: reversal.sellerId,
          amountCents: owed,
          code: error.code,
        });
      }
      throw error;
    }
  });
}

type Change = Partial<typeof transferReversals.$inferInsert>;

async function moveIn(tx: Tx, reversalId: string, change: Change) {
  const [moved] = await tx
    .update(transferReversals)
    .set(change)
    .where(and(eq(transferReversals.id, reversalId), inArray(transferReversals.state, ["pending", "debt"])))
    .returning({ id: transferReversals.id });
  return Boolean(moved);
}

const move = (deps: ReversalDeps, reversalId: string, change: Change) =>
  deps.db.transaction((tx) => moveIn(tx, reversalId, change));
