import { z } from "@hono/zod-openapi";
import { REPORT_DESCRIPTION_MAX_LENGTH, REPORT_REASONS, text } from "@kierto/shared";

export const suspensionSchema = z
  .object({
    user: z.object({ id: z.uuid(), displayName: z.string() }),
    reason: z.enum(REPORT_REASONS).nullable(),
    suspendedAt: z.iso.datetime(),
    /** The report whose decision suspended the account, when there is one. */
    reportId: z.uuid().nullable(),
  })
  .openapi("Suspension");

export const suspensionListSchema = z.object({ items: z.array(suspensionSchema) }).openapi("SuspensionList");

export const liftSuspensionSchema = z
  .object({
    /** Why the suspension ends: shown to the person and kept in the audit log. */
    reason: text().trim().min(1).max(REPORT_DESCRIPTION_MAX_LENGTH),
  })
  .openapi("LiftSuspension");

export const liftedSchema = z.object({ id: z.uuid(), suspended: z.literal(false) }).openapi("SuspensionLifted");
