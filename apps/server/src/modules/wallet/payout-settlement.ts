import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import type { Tx } from "../../db/client";
import { payouts } from "../../db/schema";
import type { SentTransfer } from "../../platform/payouts";
import { postPayoutFailed, postPayoutPaid } from "../ledger";
import { createNotification, notificationTemplates } from "../notifications";
import { payoutSettleJob } from "./payout-job-kinds";

type PayoutRow = typeof payouts.$inferSelect;
type SettlementDeps = Pick<AppDeps, "db" | "jobs" | "realtime">;

/**
 * The three moves of a payout after its request, each in one transaction that changes the row
 * only from the state it expects (so a repeat finds nothing to do) and posts its ledger entry
 * under the payout's key. A provider's webhook (Stripe's `payout.paid`, later) would call these
 * same functions.
 */
export async function markPayoutSent(deps: SettlementDeps, payoutId: string, sent: SentTransfer) {
  await deps.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(payouts)
      .set({ state: "in_transit", providerReference: sent.reference, sentAt: new Date() })
      .where(and(eq(payouts.id, payoutId), eq(payouts.state, "requested")))
      .returning({ id: payouts.id });
    if (moved) await deps.jobs.enqueueAfter(tx, payoutSettleJob, { payoutId }, sent.checkAfterMs);
  });
}

/** The bank has the money (the ledger's payout_paid), and the seller is told. */
export async function markPayoutPaid(deps: SettlementDeps, payoutId: string) {
  await settle(deps, payoutId, { state: "paid", paidAt: new Date() }, async (tx, payout) => {
    await postPayoutPaid(tx, payout);
    return createNotification(tx, payout.sellerId, notificationTemplates.payoutPaid(notice(payout)));
  });
}

/** The bank returned the transfer: its money is available to the seller again, and they are told why. */
export async function markPayoutFailed(deps: SettlementDeps, payoutId: string, failureCode: string) {
  await settle(deps, payoutId, { state: "failed", failedAt: new Date(), failureCode }, async (tx, payout) => {
    await postPayoutFailed(tx, payout);
    return createNotification(
      tx,
      payout.sellerId,
      notificationTemplates.payoutFailed({ ...notice(payout), failureCode }),
    );
  });
}

const notice = (payout: PayoutRow) => ({
  payoutId: payout.id,
  amountCents: payout.amountCents,
  ibanLast4: payout.iban.slice(-4),
});

async function settle(
  deps: SettlementDeps,
  payoutId: string,
  change: Partial<PayoutRow>,
  effects: (tx: Tx, payout: PayoutRow) => Promise<{ id: string; userId: string } | undefined>,
) {
  const notification = await deps.db.transaction(async (tx) => {
    const [payout] = await tx
      .update(payouts)
      .set(change)
      .where(and(eq(payouts.id, payoutId), eq(payouts.state, "in_transit")))
      .returning();
    return payout ? effects(tx, payout) : undefined;
  });
  if (notification) {
    await deps.realtime.publish({ type: "notification", userIds: [notification.userId], id: notification.id });
  }
}
