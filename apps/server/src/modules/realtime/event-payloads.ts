import { and, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { chats, messages, notifications, transactions } from "../../db/schema";
import type { RealtimeEvent } from "../../platform/realtime";
import { toMessageDto } from "../messages/messages.service";
import { toNotificationDto } from "../notifications/notifications.service";
import type { ChatEventData, MessageEventData, NotificationEventData, SaleEventData } from "./realtime.schemas";

type Payload =
  | { event: "message"; data: MessageEventData }
  | { event: "chat"; data: ChatEventData }
  | { event: "notification"; data: NotificationEventData }
  | { event: "sale"; data: SaleEventData };

/**
 * Rows loaded for an event, kept as long as the event object lives. The hub hands the same
 * object to every local subscriber, so an event costs one query per instance, not one per tab.
 */
const loaded = new WeakMap<RealtimeEvent, Promise<unknown>>();

function once<T>(event: RealtimeEvent, load: () => Promise<T>): Promise<T> {
  let pending = loaded.get(event) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    loaded.set(event, pending);
  }
  return pending;
}

/**
 * What one subscriber is sent for an event: the row loaded by the event's id, as that user may
 * see it, or undefined when it is gone or not theirs (an event names ids only, so the row is the
 * authority on who may read it).
 */
export async function payloadFor(db: Database, event: RealtimeEvent, userId: string): Promise<Payload | undefined> {
  switch (event.type) {
    case "message": {
      const row = await once(event, async () => {
        const [found] = await db
          .select({ message: messages, buyerId: chats.buyerId, sellerId: chats.sellerId })
          .from(messages)
          .innerJoin(chats, eq(chats.id, messages.chatId))
          .where(eq(messages.id, event.id));
        return found;
      });
      if (!row || (row.buyerId !== userId && row.sellerId !== userId)) return undefined;
      return { event: "message", data: { chatId: row.message.chatId, message: toMessageDto(row.message, userId) } };
    }
    case "chat":
      return { event: "chat", data: { chatId: event.id } };
    // Not for the client: the stream itself ends (events.routes.ts).
    case "session":
      return undefined;
    case "notification": {
      const row = await once(event, async () => {
        const [notification] = await db.select().from(notifications).where(eq(notifications.id, event.id));
        if (!notification) return undefined;
        // Counted for the notification's owner by value: a correlated subquery over the same
        // table would need the outer row's alias, which a single-table select does not render.
        const [unread] = await db
          .select({ value: count() })
          .from(notifications)
          .where(and(eq(notifications.userId, notification.userId), eq(notifications.read, false)));
        return { notification, unreadCount: unread?.value ?? 0 };
      });
      if (!row || row.notification.userId !== userId) return undefined;
      return {
        event: "notification",
        data: { notification: toNotificationDto(row.notification), unreadCount: row.unreadCount },
      };
    }
    case "sale": {
      const row = await once(event, async () => {
        const [found] = await db
          .select({
            transactionId: transactions.id,
            productId: transactions.productId,
            buyerId: transactions.buyerId,
            sellerId: transactions.sellerId,
            chatId: chats.id,
          })
          .from(transactions)
          .leftJoin(
            chats,
            and(
              eq(chats.productId, transactions.productId),
              eq(chats.buyerId, transactions.buyerId),
              eq(chats.sellerId, transactions.sellerId),
            ),
          )
          .where(eq(transactions.id, event.id));
        return found;
      });
      if (!row || (row.buyerId !== userId && row.sellerId !== userId)) return undefined;
      return {
        event: "sale",
        data: { transactionId: row.transactionId, productId: row.productId, chatId: row.chatId },
      };
    }
  }
}
