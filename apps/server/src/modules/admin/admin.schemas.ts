import { z } from "@hono/zod-openapi";
import { AUDIT_ACTIONS, REPORT_DESCRIPTION_MAX_LENGTH, ROLES, text } from "@kierto/shared";

/** docs/product-rules.md#roles-and-admin Admin stats, read in one query. */
export const adminStatsSchema = z
  .object({
    totalUsers: z.number().int(),
    totalProducts: z.number().int(),
    totalTransactions: z.number().int(),
    totalReviews: z.number().int(),
    pendingReports: z.number().int(),
  })
  .openapi("AdminStats");

export const ADMIN_USERS_PAGE_SIZE = 20;

export const adminUserQuerySchema = z.object({
  q: text().trim().max(100).optional().openapi({ description: "Part of a display name or e-mail address" }),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const adminUserSchema = z
  .object({
    id: z.uuid(),
    displayName: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    createdAt: z.iso.datetime(),
    suspended: z.boolean(),
    /** Sign-in asks this person for a second factor; an admin can reset it. */
    twoFactorEnabled: z.boolean(),
  })
  .openapi("AdminUser");

export const adminUserPageSchema = z
  .object({
    items: z.array(adminUserSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi("AdminUserPage");

export const changeRoleSchema = z
  .object({
    role: z.enum(ROLES),
    reason: text().trim().max(REPORT_DESCRIPTION_MAX_LENGTH).optional(),
  })
  .openapi("ChangeRole");

export const resetTwoFactorSchema = z
  .object({ reason: text().trim().min(1).max(REPORT_DESCRIPTION_MAX_LENGTH) })
  .openapi("ResetTwoFactor");

export const auditEntrySchema = z
  .object({
    id: z.uuid(),
    action: z.enum(AUDIT_ACTIONS),
    actor: z.object({ id: z.uuid(), displayName: z.string() }).nullable(),
    target: z.object({ id: z.uuid(), displayName: z.string() }).nullable(),
    reportId: z.uuid().nullable(),
    details: z.record(z.string(), z.string().nullable()),
    reason: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .openapi("AuditEntry");

export const AUDIT_PAGE_SIZE = 100;

export const auditQuerySchema = z.object({
  before: z.string().max(200).optional().openapi({
    description: "The previous page's nextCursor: the entries older than that page's last one",
  }),
});

export const auditPageSchema = z
  .object({
    items: z.array(auditEntrySchema),
    /** Where the next (older) page starts; null on the last page. */
    nextCursor: z.string().nullable(),
  })
  .openapi("AuditLog");
