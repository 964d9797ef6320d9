import type { Tx } from "../../db/client";
import { defineJob, type JobEngine } from "../../platform/jobs";

const retry = { limit: 5, delaySeconds: 30, backoff: true, maxDelaySeconds: 1800 };

/**
 * A listing went live: created active, or a draft published. Enqueued with the write that
 * publishes it, so it exists exactly when the listing does; what follows runs in the background,
 * never inside the seller's request. Each listener has its own job, retried on its own, so a
 * failing one neither holds back nor repeats another: telling the seller's followers
 * (modules/follows) and telling the people whose saved searches it matches (modules/saved-searches).
 * The products module names them but knows nothing of either.
 */
export const listingPublishedJob = defineJob<{ productId: string }>("listing-published", retry);
export const listingPublishedSearchesJob = defineJob<{ productId: string }>("listing-published-searches", retry);

export async function announceListingPublished(jobs: Pick<JobEngine, "enqueue">, tx: Tx, productId: string) {
  await jobs.enqueue(tx, listingPublishedJob, { productId });
  await jobs.enqueue(tx, listingPublishedSearchesJob, { productId });
}
