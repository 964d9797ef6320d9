import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import { productPhotos } from "../../db/schema";
import { startPeriodicJob } from "../../lib/periodic-job";
import { runExclusively } from "../../lib/run-exclusively";

type SweepDeps = Pick<AppDeps, "db" | "storage" | "logger">;

/** How long an upload may wait for a listing to claim it (docs/product-rules.md#listings). */
export const UNCLAIMED_UPLOAD_MAX_AGE_HOURS = 24;
/** How often the server looks for them. */
export const UNCLAIMED_UPLOAD_SWEEP_INTERVAL_MS = 15 * 60_000;

/**
 * Removes photos uploaded more than a day ago that no listing claimed, rows first and then
 * their stored files; returns how many. One instance at a time (an advisory lock), and rows a
 * listing is claiming right now are skipped, not waited for. A file left behind by a failed
 * delete is never served again, since no row points at it.
 */
export async function sweepUnclaimedUploads({ db, storage }: SweepDeps, limit = 500): Promise<number> {
  const run = await runExclusively(db, "unclaimed-uploads", async (tx) => {
    const removed = await tx.execute<{ card_key: string; full_key: string }>(sql`
      delete from ${productPhotos}
      where id in (
        select id from ${productPhotos}
        where product_id is null
          and created_at < now() - make_interval(hours => ${UNCLAIMED_UPLOAD_MAX_AGE_HOURS})
        order by created_at
        limit ${limit}
        for update skip locked)
        and product_id is null
      returning card_key, full_key`);
    return removed.rows;
  });
  if (!run.ran || run.result.length === 0) return 0;
  await storage.delete(run.result.flatMap((row) => [row.card_key, row.full_key]));
  return run.result.length;
}

/** Runs the sweep now and then on an interval inside every instance; returns the function that stops it. */
export function startUnclaimedUploadSweep(
  deps: SweepDeps,
  intervalMs = UNCLAIMED_UPLOAD_SWEEP_INTERVAL_MS,
): () => void {
  return startPeriodicJob({
    name: "unclaimed upload sweep",
    run: () => sweepUnclaimedUploads(deps),
    intervalMs,
    logger: deps.logger,
  });
}
