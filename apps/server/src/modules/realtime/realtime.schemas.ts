import { z } from "@hono/zod-openapi";
import { messageSchema } from "../messages";
import { notificationSchema } from "../notifications";

/** The `data` of each live event, by its SSE `event` name; the OpenAPI document lists them. */
export const readyEventSchema = z.object({
  heartbeatMs: z.number().int().openapi({ description: "A `ping` follows this often" }),
});
export const pingEventSchema = z.object({ at: z.iso.datetime() });
export const messageEventSchema = z.object({ chatId: z.uuid(), message: messageSchema });
export const chatEventSchema = z.object({ chatId: z.uuid() });
export const saleEventSchema = z.object({
  transactionId: z.uuid(),
  productId: z.uuid(),
  chatId: z.uuid().nullable().openapi({ description: "The chat between the sale's two parties, if any" }),
});
export const notificationEventSchema = z.object({
  notification: notificationSchema,
  unreadCount: z.number().int().openapi({ description: "The user's unread notifications now" }),
});

export const realtimeEventSchema = z
  .discriminatedUnion("event", [
    z.object({ event: z.literal("ready"), data: readyEventSchema }),
    z.object({ event: z.literal("ping"), data: pingEventSchema }),
    z.object({ event: z.literal("message"), data: messageEventSchema }),
    z.object({ event: z.literal("chat"), data: chatEventSchema }),
    z.object({ event: z.literal("notification"), data: notificationEventSchema }),
    z.object({ event: z.literal("sale"), data: saleEventSchema }),
  ])
  .openapi("RealtimeEvent", {
    description: "One Server-Sent Event: `event: <event>` then `data: <data as JSON>` on the stream.",
  });

export type MessageEventData = z.infer<typeof messageEventSchema>;
export type ChatEventData = z.infer<typeof chatEventSchema>;
export type SaleEventData = z.infer<typeof saleEventSchema>;
export type NotificationEventData = z.infer<typeof notificationEventSchema>;
