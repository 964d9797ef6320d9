import { z } from "@hono/zod-openapi";
import { NOTIFICATION_TYPES } from "@kierto/shared";

export const notificationSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(NOTIFICATION_TYPES),
    title: z.string(),
    message: z.string(),
    read: z.boolean(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    createdAt: z.iso.datetime(),
  })
  .openapi("Notification");

export const notificationListSchema = z.object({ items: z.array(notificationSchema), unreadCount: z.number().int() });

export const markedReadSchema = z.object({ updated: z.number().int() });
