import { desc, eq, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { chatReads, chats, messages, products, profiles } from "../../db/schema";
import { eitherBlocked } from "../blocks";
import { coverPhotoOf, toCover } from "../products";

/**
 * Messages (docs/product-rules.md#chats-and-messages Chats): every conversation where the user is buyer or seller, newest activity
 * first, each with its item, the other party, the last message and an unread count. One query:
 * the last message and the cover come through lateral joins (one index lookup per chat), the
 * unread count from a subquery over the chat's index, so the list costs the same whether it
 * holds one chat or two hundred.
 */
export async function listChats(db: Database, userId: string) {
  const other = alias(profiles, "other");
  const cover = coverPhotoOf(db);
  const last = db
    .select({
      id: messages.id,
      content: messages.content,
      kind: messages.kind,
      params: messages.params,
      createdAt: messages.createdAt,
      senderId: messages.senderId,
    })
    .from(messages)
    .where(eq(messages.chatId, chats.id))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1)
    .as("last_message");
  const activity = sql`coalesce(${chats.lastMessageAt}, ${chats.createdAt})`;

  const rows = await db
    .select({
      id: chats.id,
      buyerId: chats.buyerId,
      activity: sql<Date>`${activity}`.mapWith(chats.createdAt),
      product: { id: products.id, title: products.title, priceCents: products.priceCents, status: products.status },
      other: { id: other.id, displayName: other.displayName, avatarUrl: other.avatarUrl },
      coverCardKey: cover.cardKey,
      coverFullKey: cover.fullKey,
      lastId: last.id,
      lastContent: last.content,
      lastKind: last.kind,
      lastParams: last.params,
      lastCreatedAt: last.createdAt,
      lastSenderId: last.senderId,
      unreadCount: sql<number>`(
        select count(*) from ${messages} as unread
        where unread.chat_id = ${chats.id}
          and unread.sender_id <> ${userId}
          and unread.created_at > coalesce(${chatReads.lastReadAt}, '-infinity'::timestamptz)
      )`.mapWith(Number),
      blocked: eitherBlocked(chats.buyerId, chats.sellerId),
    })
    .from(chats)
    .innerJoin(products, eq(products.id, chats.productId))
    .innerJoin(
      other,
      sql`${other.id} = case when ${chats.buyerId} = ${userId} then ${chats.sellerId} else ${chats.buyerId} end`,
    )
    .leftJoin(chatReads, sql`${chatReads.chatId} = ${chats.id} and ${chatReads.userId} = ${userId}`)
    .leftJoinLateral(cover, sql`true`)
    .leftJoinLateral(last, sql`true`)
    .where(or(eq(chats.buyerId, userId), eq(chats.sellerId, userId)))
    .orderBy(sql`${activity} desc`, desc(chats.id));

  return rows.map((row) => ({
    id: row.id,
    role: row.buyerId === userId ? ("buyer" as const) : ("seller" as const),
    product: { ...row.product, cover: toCover({ cardKey: row.coverCardKey, fullKey: row.coverFullKey }) },
    otherParty: row.other,
    lastMessage:
      row.lastId && row.lastContent !== null && row.lastCreatedAt && row.lastSenderId
        ? {
            id: row.lastId,
            content: row.lastContent,
            kind: row.lastKind ?? "text",
            params: row.lastParams ?? null,
            createdAt: row.lastCreatedAt.toISOString(),
            senderId: row.lastSenderId,
            mine: row.lastSenderId === userId,
          }
        : null,
    unreadCount: row.unreadCount,
    lastActivityAt: row.activity.toISOString(),
    blocked: row.blocked,
  }));
}
