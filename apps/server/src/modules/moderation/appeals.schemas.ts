import { z } from "@hono/zod-openapi";
import {
  APPEAL_STATUSES,
  MODERATION_ACTIONS,
  REPORT_DESCRIPTION_MAX_LENGTH,
  REPORT_REASONS,
  text,
} from "@kierto/shared";

export const appealInputSchema = z
  .object({
    /** The report whose decision is appealed (the reference in the statement of reasons). */
    reportId: z.uuid(),
    statement: text().trim().min(1).max(REPORT_DESCRIPTION_MAX_LENGTH),
  })
  .openapi("AppealInput");

/**
 * A suspended person cannot sign in: the token from the refused sign-in or the suspension mail is
 * their credential, sent as a header so a request with neither it nor a session is refused before
 * its body is read.
 */
export const APPEAL_TOKEN_HEADER = "x-appeal-token";
export const appealHeadersSchema = z.object({ [APPEAL_TOKEN_HEADER]: z.string().max(1000).optional() });

export const appealSchema = z
  .object({ id: z.uuid(), reportId: z.uuid(), status: z.enum(APPEAL_STATUSES), createdAt: z.iso.datetime() })
  .openapi("Appeal");

export const queuedAppealSchema = z
  .object({
    id: z.uuid(),
    person: z.object({ id: z.uuid(), displayName: z.string() }),
    statement: z.string(),
    createdAt: z.iso.datetime(),
    suspended: z.boolean(),
    decision: z.object({
      reportId: z.uuid(),
      reason: z.enum(REPORT_REASONS),
      action: z.enum(MODERATION_ACTIONS),
      note: z.string().nullable(),
      decidedAt: z.iso.datetime(),
      ownDecision: z.boolean(),
    }),
  })
  .openapi("QueuedAppeal");

export const appealQueueSchema = z.object({ items: z.array(queuedAppealSchema) }).openapi("AppealQueue");

export const appealDecisionSchema = z
  .object({
    outcome: z.enum(["upheld", "overturned"]),
    /** The reasons for the outcome, shown to the person and kept in the audit log. */
    note: text().trim().min(1).max(REPORT_DESCRIPTION_MAX_LENGTH),
  })
  .openapi("AppealDecision");

export const appealDecisionResultSchema = z
  .object({ id: z.uuid(), status: z.enum(["upheld", "overturned"]), suspensionLifted: z.boolean() })
  .openapi("AppealDecisionResult");
