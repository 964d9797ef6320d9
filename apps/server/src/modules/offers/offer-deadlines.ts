import { and, eq, lte, or } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { offers } from "../../db/schema";
import { defineJob, type JobEngine } from "../../platform/jobs";
import { noticeOffer, notPaidWith, type OfferDeps, runOfferStep } from "./offer-steps";

/**
 * One timer per deadline of an offer: an open offer or counter lapses 48 hours after it was
 * made, an accepted price 24 hours after the acceptance. The deadline is stored on the row and
 * the job ends it only if it has come by the engine's clock, so a job run early (a retry, a
 * second instance) changes nothing; the singleton key keeps one queued job per deadline.
 */
export const offerDeadlineJob = defineJob<{ offerId: string }>("offer-deadline");

export async function scheduleOfferDeadline(deps: OfferDeps, tx: Tx, offerId: string, at: Date) {
  await deps.jobs.enqueue(
    tx,
    offerDeadlineJob,
    { offerId },
    { startAfter: at, singletonKey: `${offerId}:${at.getTime()}` },
  );
}

/** Ends the offer if its deadline has passed: an open row expires, an accepted price stops being held. */
export async function endOfferAtDeadline(deps: OfferDeps, offerId: string) {
  const now = deps.jobs.now();
  return runOfferStep(deps, async (tx, outbox) => {
    const [expired] = await tx
      .update(offers)
      .set({ state: "expired" })
      .where(
        and(
          eq(offers.id, offerId),
          or(
            and(eq(offers.state, "open"), lte(offers.expiresAt, now)),
            // A price the buyer paid with stays accepted: the sale's record.
            and(eq(offers.state, "accepted"), lte(offers.heldUntil, now), notPaidWith(tx)),
          ),
        ),
      )
      .returning();
    if (!expired) return false;
    await noticeOffer(tx, outbox, expired, "offer_expired", [expired.buyerId, expired.sellerId]);
    return true;
  });
}

export function registerOfferDeadlines(jobs: JobEngine, deps: OfferDeps) {
  jobs.register(offerDeadlineJob, async ({ offerId }) => {
    await endOfferAtDeadline(deps, offerId);
  });
}
