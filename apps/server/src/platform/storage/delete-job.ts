import type { Database } from "../../db/client";
import { defineJob, type JobEngine } from "../jobs";
import type { Storage } from "./storage";

/**
 * Files whose rows are gone (a deleted listing's photos, an unclaimed upload, an account's avatar)
 * are deleted by a job: an S3 outage or a full disk makes it retry, for about a day, instead of
 * leaving the files behind. Deleting a key that is already gone is fine, so a retry is harmless.
 */
export const storageDeleteJob = defineJob<{ keys: string[] }>("storage-delete", {
  limit: 8,
  delaySeconds: 60,
  backoff: true,
  maxDelaySeconds: 3 * 3600,
});

/** At most this many keys a job, so one job stays one S3 DeleteObjects request. */
const KEYS_PER_JOB = 1000;

export function registerStorageDeletes(jobs: JobEngine, storage: Storage) {
  jobs.register(storageDeleteJob, ({ keys }) => storage.delete(keys));
}

/**
 * The storage the app uses: reads and writes go straight through, and `delete`, which every caller
 * makes after the commit that dropped the rows, queues the deletion as a retried job.
 */
export function withQueuedDeletes(storage: Storage, jobs: JobEngine, db: Database): Storage {
  return {
    put: (key, data, contentType) => storage.put(key, data, contentType),
    get: (key) => storage.get(key),
    sizeOf: (key) => storage.sizeOf(key),
    check: () => storage.check(),
    async delete(keys) {
      for (let start = 0; start < keys.length; start += KEYS_PER_JOB) {
        await jobs.enqueue(db, storageDeleteJob, { keys: keys.slice(start, start + KEYS_PER_JOB) });
      }
    },
  };
}
