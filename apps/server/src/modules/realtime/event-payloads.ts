import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { chats, messages, notifications, transactions } from "../../db/schema";
import type { RealtimeEvent } from "../../platform/realtime";
import { type LoadedMessage, toMessageDto } from "../messages";
import { shownInBell, toNotificationDto } from "../notifications";
import type { ChatEventData, MessageEventData, NotificationEventData, SaleEventData } from "./realtime.schemas";

type Payload =
  | { event: "message"; data: MessageEventData }
  | { event: "chat"; data: ChatEventData }
  | { event: "notification"; data: NotificationEventData }
  | { event: "sale"; data: SaleEventData };

/**
 * What an event turned into for this instance: which of the event's users may see it, in which
 * version ("audience": the sender and the other party see a message differently), and that
 * version's payload. Undefined when the row is gone.
 */
interface Prepared {
  /** The version this user is sent, or undefined when the row is not theirs. */
  audience(userId: string): string | undefined;
  payload(userId: string): Payload;
}

/**
 * Per event object: the row loaded once and every version's frame encoded once. The hub hands
 * the same object to every local subscriber, so an event costs one query per instance and one
 * serialisation per version, not one of each per tab.
 */
const prepared = new WeakMap<RealtimeEvent, Promise<Prepared | undefined>>();
const frames = new WeakMap<RealtimeEvent, Map<string, Uint8Array>>();
const encoder = new TextEncoder();

/** One Server-Sent Event, ready for the wire. JSON never holds a raw line break, so one data line. */
export function sseFrame(event: string, data: unknown): Uint8Array {
  return encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/**
 * The encoded event one subscriber is sent: built from the row loaded by the event's id, as that
 * user may see it, or undefined when it is gone or not theirs (an event names ids only, so the
 * row is the authority on who may read it).
 */
export async function frameFor(db: Database, event: RealtimeEvent, userId: string): Promise<Uint8Array | undefined> {
  let pending = prepared.get(event);
  if (!pending) {
    pending = prepare(db, event);
    prepared.set(event, pending);
  }
  const ready = await pending;
  const audience = ready?.audience(userId);
  if (!ready || audience === undefined) return undefined;
  let versions = frames.get(event);
  if (!versions) {
    versions = new Map();
    frames.set(event, versions);
  }
  let frame = versions.get(audience);
  if (!frame) {
    const { event: name, data } = ready.payload(userId);
    frame = sseFrame(name, data);
    versions.set(audience, frame);
  }
  return frame;
}

async function prepare(db: Database, event: RealtimeEvent): Promise<Prepared | undefined> {
  switch (event.type) {
    case "message": {
      const row = (event.loaded as LoadedMessage | undefined) ?? (await loadMessage(db, event.id));
      if (!row) return undefined;
      const party = (userId: string) => row.buyerId === userId || row.sellerId === userId;
      return {
        audience: (userId) => (!party(userId) ? undefined : userId === row.message.senderId ? "sender" : "recipient"),
        payload: (userId) => ({
          event: "message",
          data: { chatId: row.message.chatId, message: toMessageDto(row.message, userId) },
        }),
      };
    }
    case "chat":
      return { audience: () => "", payload: () => ({ event: "chat", data: { chatId: event.id } }) };
    // Not for the client: the stream itself ends (events.routes.ts).
    case "session":
      return undefined;
    case "notification": {
      const row = await loadNotification(db, event.id);
      // A group the person keeps out of the bell rings nothing live either.
      if (!row?.shown) return undefined;
      return {
        audience: (userId) => (row.notification.userId === userId ? "" : undefined),
        payload: () => ({
          event: "notification",
          data: { notification: toNotificationDto(row.notification), unreadCount: row.unreadCount },
        }),
      };
    }
    case "sale": {
      const row = await loadSale(db, event.id);
      if (!row) return undefined;
      return {
        audience: (userId) => (row.buyerId === userId || row.sellerId === userId ? "" : undefined),
        payload: () => ({
          event: "sale",
          data: { transactionId: row.transactionId, productId: row.productId, chatId: row.chatId },
        }),
      };
    }
  }
}

async function loadMessage(db: Database, id: string): Promise<LoadedMessage | undefined> {
  const [found] = await db
    .select({ message: messages, buyerId: chats.buyerId, sellerId: chats.sellerId })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .where(eq(messages.id, id));
  return found;
}

/** The notification with its owner's unread count and whether the bell shows it, in one round trip. */
async function loadNotification(db: Database, id: string) {
  // Written out by hand: a single-table select renders its columns unqualified, so a subquery
  // over the same table would read its own row. Under another name, `notifications` is the outer one.
  const [found] = await db
    .select({
      notification: notifications,
      unreadCount:
        sql<number>`(select count(*) from notifications unread where unread.user_id = notifications.user_id and not unread.read and ${shownInBell("unread")})`.mapWith(
          Number,
        ),
      shown: sql<boolean>`${shownInBell("notifications")}`,
    })
    .from(notifications)
    .where(eq(notifications.id, id));
  return found;
}

async function loadSale(db: Database, id: string) {
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
    .where(eq(transactions.id, id));
  return found;
}
