import type { sendMessageSchema } from "@kierto/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../../app-env";
import type { Database } from "../../db/client";
import { chats, type MessageRow, messages } from "../../db/schema";
import { badRequest, HttpError } from "../../lib/http-error";
import type { RealtimeEvent } from "../../platform/realtime";
import { otherPartyOf, requireChatAccess } from "../chats";
import { notifyNewMessage } from "../notifications";

/**
 * A message event's row as delivery needs it: the message and its chat's parties. The sending
 * instance already holds it and hands it over with the event (RealtimeEvent.loaded), so only
 * other instances load it by id.
 */
export interface LoadedMessage {
  message: MessageRow;
  buyerId: string;
  sellerId: string;
}

/** A chat screen reads its history in pages this long, oldest first. */
export const MESSAGE_PAGE_SIZE = 500;

type Deps = Pick<AppDeps, "db" | "realtime">;

type SendMessage = z.output<typeof sendMessageSchema>;

/**
 * A chat's messages, oldest to newest: from the start, or after a message the client already
 * has (catch-up after a reconnect). Ordered by (created_at, id), which within one chat is also
 * the order the messages were stored in (see sendMessage), so `after` never skips one.
 */
export async function listMessages(db: Database, chatId: string, userId: string, after: string | undefined) {
  await requireChatAccess(db, chatId, userId);
  if (after) {
    const [cursor] = await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, after), eq(messages.chatId, chatId)));
    if (!cursor) throw badRequest("`after` is not a message of this chat.");
  }
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.chatId, chatId),
        after
          ? sql`(${messages.createdAt}, ${messages.id}) > (select created_at, id from ${messages} where id = ${after})`
          : undefined,
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(MESSAGE_PAGE_SIZE + 1);
  return {
    items: rows.slice(0, MESSAGE_PAGE_SIZE).map((row) => toMessageDto(row, userId)),
    hasMore: rows.length > MESSAGE_PAGE_SIZE,
  };
}

/**
 * Stores a message from a party of the chat and tells both parties and the recipient's bell.
 *
 * The chat row is locked first and the message stamped with the clock after that, so within a
 * chat, time order is commit order: a client that has seen a message has seen every earlier one,
 * and catching up `after` it misses nothing. A send repeated with the same `clientId` meets the
 * unique index and returns the stored message (`created: false`) instead of storing a copy; the
 * lock makes a retry racing the first attempt wait for it and then find its message.
 *
 * The live events go out after the commit (the listeners load the rows by id). A retry
 * publishes the message again: clients keep messages by id, so a repeat shows once.
 */
export async function sendMessage(deps: Deps, chatId: string, senderId: string, input: SendMessage) {
  const { db, realtime } = deps;
  const outcome = await db.transaction(async (tx) => {
    const chat = await requireChatAccess(tx, chatId, senderId, { lock: true });
    const stored = async () => {
      if (!input.clientId) return undefined;
      const [row] = await tx
        .select()
        .from(messages)
        .where(
          and(eq(messages.chatId, chatId), eq(messages.senderId, senderId), eq(messages.clientId, input.clientId)),
        );
      return row && { chat, message: row, created: false, notificationId: undefined };
    };
    if (chat.partySuspended) {
      throw new HttpError(403, "ACCOUNT_SUSPENDED", "This account is suspended and cannot be messaged.");
    }
    if (chat.blocked || !((chat.productStatus === "active" && !chat.paidByAnother) || chat.saleOpen)) {
      // A retry of a message stored before the chat closed still gets its answer.
      const earlier = await stored();
      if (earlier) return earlier;
      if (chat.blocked) throw new HttpError(403, "CHAT_BLOCKED", "This conversation has been blocked.");
      if (chat.productStatus === "deleted") {
        throw new HttpError(403, "LISTING_DELETED", "The listing was deleted; this conversation is read-only.");
      }
      throw new HttpError(403, "CHAT_READ_ONLY", "This item has been sold.");
    }

    const [message] = await tx
      .insert(messages)
      .values({
        chatId,
        senderId,
        content: input.content,
        clientId: input.clientId ?? null,
        createdAt: sql`clock_timestamp()`,
      })
      .onConflictDoNothing({ target: [messages.chatId, messages.senderId, messages.clientId] })
      .returning();
    if (!message) {
      const earlier = await stored();
      if (!earlier) throw new Error("message insert conflicted but no message was found");
      return earlier;
    }
    await tx
      .update(chats)
      .set({ lastMessageAt: sql`(select ${messages.createdAt} from ${messages} where ${messages.id} = ${message.id})` })
      .where(eq(chats.id, chatId));
    const notificationId = await notifyNewMessage(tx, {
      recipientId: otherPartyOf(chat, senderId),
      chatId,
      productId: chat.productId,
      messageId: message.id,
      senderId,
      senderName: chat.viewerName,
      productTitle: chat.productTitle,
    });
    return { chat, message, created: true, notificationId };
  });

  const { chat, message, created, notificationId } = outcome;
  // The row goes with the event, so this instance's own subscribers need not load it back.
  const loaded: LoadedMessage = { message, buyerId: chat.buyerId, sellerId: chat.sellerId };
  const events: RealtimeEvent[] = [{ type: "message", userIds: [chat.buyerId, chat.sellerId], id: message.id, loaded }];
  if (notificationId)
    events.push({ type: "notification", userIds: [otherPartyOf(chat, senderId)], id: notificationId });
  await realtime.publish(...events);
  return { message: toMessageDto(message, senderId), created };
}

export function toMessageDto(row: MessageRow, viewerId: string) {
  const mine = row.senderId === viewerId;
  return {
    id: row.id,
    chatId: row.chatId,
    senderId: row.senderId,
    content: row.content,
    kind: row.kind,
    params: row.params ?? null,
    createdAt: row.createdAt.toISOString(),
    mine,
    clientId: mine ? row.clientId : null,
  };
}
