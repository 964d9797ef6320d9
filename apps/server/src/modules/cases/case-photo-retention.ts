import { CASE_PHOTO_RETENTION_DAYS } from "@kierto/shared";
import { and, eq, inArray, lt, notExists } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import { caseAppeals, casePhotos, cases } from "../../db/schema";
import { defineJob, type JobEngine } from "../../platform/jobs";

type RetentionDeps = Pick<AppDeps, "db" | "storage" | "jobs" | "logger">;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Daily at 03:17 UTC, at night in Finland, once whichever instances are running. */
export const casePhotoRetentionJob = defineJob<Record<string, never>>("case-photo-retention");
export const CASE_PHOTO_RETENTION_CRON = "17 3 * * *";

/**
 * Removes the evidence photos of cases closed more than `CASE_PHOTO_RETENTION_DAYS` ago by the
 * engine's clock (docs/decisions/0090): rows first, in one statement, then their files through
 * the storage's queued deletes. A case whose appeal still waits keeps its photos. The case's words
 * and decision stay with the sale's records; only the pictures go. Returns how many were removed.
 */
export async function removeExpiredCasePhotos(
  deps: Pick<RetentionDeps, "db" | "storage" | "jobs">,
  limit = 500,
): Promise<number> {
  const closedBefore = new Date(deps.jobs.now().getTime() - CASE_PHOTO_RETENTION_DAYS * DAY_MS);
  const expired = deps.db
    .select({ id: casePhotos.id })
    .from(casePhotos)
    .innerJoin(cases, eq(cases.id, casePhotos.caseId))
    .where(
      and(
        lt(cases.closedAt, closedBefore),
        notExists(
          deps.db
            .select({ id: caseAppeals.id })
            .from(caseAppeals)
            .where(and(eq(caseAppeals.caseId, cases.id), eq(caseAppeals.status, "pending"))),
        ),
      ),
    )
    .limit(limit);
  const removed = await deps.db
    .delete(casePhotos)
    .where(inArray(casePhotos.id, expired))
    .returning({ cardKey: casePhotos.cardKey, fullKey: casePhotos.fullKey });
  if (removed.length > 0) await deps.storage.delete(removed.flatMap((photo) => [photo.cardKey, photo.fullKey]));
  return removed.length;
}

export function registerCasePhotoRetention(jobs: JobEngine, deps: RetentionDeps) {
  jobs.register(
    casePhotoRetentionJob,
    async () => {
      const count = await removeExpiredCasePhotos(deps);
      if (count > 0) deps.logger.info("case photo retention done", { count });
    },
    { cron: CASE_PHOTO_RETENTION_CRON },
  );
}
