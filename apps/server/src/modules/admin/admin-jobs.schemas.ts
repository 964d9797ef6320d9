import { z } from "@hono/zod-openapi";

/** One queue's jobs now (platform/jobs/job-admin.ts). */
export const queueDepthSchema = z
  .object({
    queue: z.string(),
    ready: z.number().int(),
    deferred: z.number().int(),
    active: z.number().int(),
    failed: z.number().int(),
  })
  .openapi("QueueDepth");

/** A job that failed its last retry; its data (a mail's text, say) stays out of the answer. */
export const deadLetterSchema = z
  .object({
    id: z.uuid(),
    queue: z.string(),
    attempts: z.number().int(),
    error: z.string(),
    failedAt: z.iso.datetime(),
  })
  .openapi("DeadLetter");

export const adminJobsSchema = z
  .object({ queues: z.array(queueDepthSchema), deadLetters: z.array(deadLetterSchema) })
  .openapi("AdminJobs");
