import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import { payouts } from "../../db/schema";
import { payoutSendJob, payoutSettleJob, payoutTransferKey } from "./payout-job-kinds";
import { markPayoutFailed, markPayoutPaid, markPayoutSent } from "./payout-settlement";

/** How long to wait before asking again about a transfer the provider says is still on its way. */
const RECHECK_MS = 60 * 60 * 1000;

type PayoutJobDeps = Pick<AppDeps, "db" | "jobs" | "payouts" | "realtime">;

/**
 * The payout's two jobs. Both run outside any transaction while they call the provider, read the
 * payout's state first and move it only with `where state = ...`, and every provider call carries
 * the payout's own key: a job run twice, or retried after a lost answer, sends once and posts once.
 */
export function registerPayoutJobs(deps: PayoutJobDeps) {
  deps.jobs.register(payoutSendJob, async ({ payoutId }) => {
    const payout = await findPayout(deps, payoutId);
    if (payout?.state !== "requested") return;
    if (payout.provider !== deps.payouts.name)
      throw new Error(`The payout needs the ${payout.provider} payout provider`);
    const sent = await deps.payouts.transfer({
      payoutId,
      amountCents: payout.amountCents,
      destination: { sellerId: payout.sellerId, iban: payout.iban },
      idempotencyKey: payoutTransferKey(payoutId),
    });
    await markPayoutSent(deps, payoutId, sent);
  });

  deps.jobs.register(payoutSettleJob, async ({ payoutId }) => {
    const payout = await findPayout(deps, payoutId);
    if (payout?.state !== "in_transit" || !payout.providerReference) return;
    const outcome = await deps.payouts.transferOutcome({
      reference: payout.providerReference,
      destination: { sellerId: payout.sellerId, iban: payout.iban },
    });
    if (outcome.state === "paid") await markPayoutPaid(deps, payoutId);
    else if (outcome.state === "failed") await markPayoutFailed(deps, payoutId, outcome.code);
    else await deps.jobs.enqueueAfter(deps.db, payoutSettleJob, { payoutId }, RECHECK_MS);
  });
}

async function findPayout(deps: PayoutJobDeps, payoutId: string) {
  const [payout] = await deps.db.select().from(payouts).where(eq(payouts.id, payoutId));
  return payout;
}
