import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import { productPhotos } from "../../db/schema";
import { runExclusively } from "../../lib/run-exclusively";
import { defineJob, type JobEngine } from "../../platform/jobs";

type SweepDeps = Pick<AppDeps, "db" | "storage" | "logger">;

/** How long an upload may wait for a listing to claim it (docs/product-rules.md#listings). */
export const UNCLAIMED_UPLOAD_MAX_AGE_HOURS = 24;
/** The server looks for them every quarter of an hour, once whichever instances are running. */
export const unclaimedUploadSweepJob = defineJob<Record<string, never>>("unclaimed-upload-sweep");
export const UNCLAIMED_UPLOAD_SWEEP_CRON = "*/15 * * * *";

/**
 * Removes photos uploaded more than a day ago that no listing claimed, rows first and then
 * their stored files; returns how many. One instance at a time (an advisory lock), and rows a
 * listing is claiming right now are skipped, not waited for. A file left behind by a failed
 * delete is never served again, since no row points at it.
 */
export async function sweepUnclaimedUploads({ db, storage }: SweepDeps, limit = 500): Promise<number> {
  const run = await runExclusively(db, "unclaimed-uploads", async (tx) => {
    const removed = await tx.execute<{ card_key: string; full_key: string; pending_key: string | null }>(sql`
      delete from ${productPhotos}
      where id in (
        select id from ${productPhotos}
        where product_id is null
          and created_at < now() - make_interval(hours => ${UNCLAIMED_UPLOAD_MAX_AGE_HOURS})
        order by created_at
        limit ${limit}
        for update skip locked)
        and product_id is null
      returning card_key, full_key, pending_key`);
    return removed.rows;
  });
  if (!run.ran || run.result.length === 0) return 0;
  // A photo never finished still has its original, and may have neither size.
  await storage.delete(
    run.result.flatMap((row) => [row.card_key, row.full_key, ...(row.pending_key ? [row.pending_key] : [])]),
  );
  return run.result.length;
}

export function registerUnclaimedUploadSweep(jobs: JobEngine, deps: SweepDeps) {
  jobs.register(
    unclaimedUploadSweepJob,
    async () => {
      const count = await sweepUnclaimedUploads(deps);
      if (count > 0) deps.logger.info("unclaimed upload sweep done", { count });
    },
    { cron: UNCLAIMED_UPLOAD_SWEEP_CRON },
  );
}
