import { z } from "@hono/zod-openapi";
import { REPORT_REASONS, REPORT_STATUSES } from "@kierto/shared";

export const blockSchema = z
  .object({
    /** The blocked user. */
    userId: z.uuid(),
    displayName: z.string(),
    avatarUrl: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .openapi("Block");

export const blockListSchema = z.object({ items: z.array(blockSchema) });

export const reportSchema = z
  .object({
    id: z.uuid(),
    reportedId: z.uuid(),
    chatId: z.uuid().nullable(),
    reason: z.enum(REPORT_REASONS),
    description: z.string().nullable(),
    status: z.enum(REPORT_STATUSES),
    createdAt: z.iso.datetime(),
  })
  .openapi("Report");
