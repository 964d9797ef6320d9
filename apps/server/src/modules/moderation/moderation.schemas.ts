import { z } from "@hono/zod-openapi";
import {
  MODERATION_ACTIONS,
  REPORT_DESCRIPTION_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_STATUSES,
  text,
} from "@kierto/shared";

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

const person = z.object({ id: z.uuid(), displayName: z.string() });

export const queuedReportSchema = z
  .object({
    id: z.uuid(),
    /** A member, or a guest who sent a notice about a listing (no account: their address only). */
    reporter: z.union([
      person.extend({ guest: z.literal(false) }),
      z.object({ guest: z.literal(true), email: z.string() }),
    ]),
    reported: person,
    reason: z.enum(REPORT_REASONS),
    description: z.string().nullable(),
    status: z.enum(REPORT_STATUSES),
    chatId: z.uuid().nullable(),
    product: z.object({ id: z.uuid(), title: z.string() }).nullable(),
    listingOfReported: z.boolean(),
    messageCount: z.number().int(),
    createdAt: z.iso.datetime(),
  })
  .openapi("QueuedReport");

export const reportQueueSchema = z.object({ items: z.array(queuedReportSchema) }).openapi("ReportQueue");

export const reportDetailSchema = queuedReportSchema
  .extend({
    action: z.enum(MODERATION_ACTIONS).nullable(),
    decisionNote: z.string().nullable(),
    messages: z.array(
      z.object({
        id: z.uuid(),
        senderId: z.uuid(),
        senderName: z.string(),
        content: z.string(),
        createdAt: z.iso.datetime(),
      }),
    ),
  })
  .openapi("ReportDetail");

export const decisionSchema = z
  .object({
    decision: z.enum(["resolve", "dismiss"]),
    action: z.enum(MODERATION_ACTIONS).default("none"),
    note: text().trim().max(REPORT_DESCRIPTION_MAX_LENGTH).nullish(),
  })
  .refine((input) => input.decision === "resolve" || input.action === "none", {
    message: "Only a resolved report can take an action.",
    path: ["action"],
  })
  .openapi("ReportDecision");

export const decisionResultSchema = z
  .object({ id: z.uuid(), status: z.enum(REPORT_STATUSES), action: z.enum(MODERATION_ACTIONS) })
  .openapi("ReportDecisionResult");
