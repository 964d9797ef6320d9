import { sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
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
 * Where uploads wait to be claimed: listing photos here, and whatever other module takes photos
 * first and attaches them later (a case's evidence) describes its own table the same way.
 */
export interface UnclaimedUploads {
  /** Names the sweep's lock, so one instance at a time sweeps each table. */
  name: string;
  table: PgTable;
  /** Null while nothing claimed the upload. */
  claimedBy: PgColumn;
  createdAt: PgColumn;
  /** The columns holding the upload's stored keys; a null one is skipped. */
  files: PgColumn[];
}

const listingPhotoUploads: UnclaimedUploads = {
  name: "unclaimed-uploads",
  table: productPhotos,
  claimedBy: productPhotos.productId,
  createdAt: productPhotos.createdAt,
  // A photo never finished still has its original, and may have neither size.
  files: [productPhotos.cardKey, productPhotos.fullKey, productPhotos.pendingKey],
};

/**
 * Removes uploads made more than a day ago that nothing claimed, rows first and then their stored
 * files; returns how many. One instance at a time (an advisory lock), and rows being claimed
 * right now are skipped, not waited for. A file left behind by a failed delete is never served
 * again, since no row points at it.
 */
export async function sweepUnclaimed(
  { db, storage }: SweepDeps,
  uploads: UnclaimedUploads,
  limit = 500,
): Promise<number> {
  const { table, claimedBy, createdAt } = uploads;
  const run = await runExclusively(db, uploads.name, async (tx) => {
    const removed = await tx.execute<{ keys: string[] }>(sql`
      delete from ${table}
      where id in (
        select id from ${table}
        where ${claimedBy} is null
          and ${createdAt} < now() - make_interval(hours => ${UNCLAIMED_UPLOAD_MAX_AGE_HOURS})
        order by ${createdAt}
        limit ${limit}
        for update skip locked)
        and ${claimedBy} is null
      returning array_remove(array[${sql.join(uploads.files, sql`, `)}], null) as keys`);
    return removed.rows;
  });
  if (!run.ran || run.result.length === 0) return 0;
  await storage.delete(run.result.flatMap((row) => row.keys));
  return run.result.length;
}

/** Listing photos no listing claimed within a day. */
export function sweepUnclaimedUploads(deps: SweepDeps, limit = 500): Promise<number> {
  return sweepUnclaimed(deps, listingPhotoUploads, limit);
}

export function registerUnclaimedUploadSweep(jobs: JobEngine, deps: SweepDeps, others: UnclaimedUploads[] = []) {
  jobs.register(
    unclaimedUploadSweepJob,
    async () => {
      for (const uploads of [listingPhotoUploads, ...others]) {
        const count = await sweepUnclaimed(deps, uploads);
        if (count > 0) deps.logger.info("unclaimed upload sweep done", { uploads: uploads.name, count });
      }
    },
    { cron: UNCLAIMED_UPLOAD_SWEEP_CRON },
  );
}
