import type { Tx } from "../../db/client";
import { defineJob, type JobEngine } from "../../platform/jobs";

/**
 * A listing went live: created active, or a draft published. Enqueued with the write that
 * publishes it, so it exists exactly when the listing does; what follows (telling the seller's
 * followers, modules/follows) runs in the background, never inside the seller's request.
 */
export const listingPublishedJob = defineJob<{ productId: string }>("listing-published", {
  limit: 5,
  delaySeconds: 30,
  backoff: true,
  maxDelaySeconds: 1800,
});

export function announceListingPublished(jobs: Pick<JobEngine, "enqueue">, tx: Tx, productId: string) {
  return jobs.enqueue(tx, listingPublishedJob, { productId });
}
