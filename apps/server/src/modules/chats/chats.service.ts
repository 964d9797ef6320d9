import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppDeps } from "../../app-env";
import type { Database } from "../../db/client";
import { chatReads, chats, messages, notifications, products, profiles } from "../../db/schema";
import { HttpError, notFound } from "../../lib/http-error";
import { areBlocked, eitherBlocked, hasBlocked } from "../blocks";
import { coverPhotoOf, listingDeleted, toCover } from "../products";
import { saleKeepsChatOpen, salePaidByAnother } from "../sale-process";
import { requireChatAccess } from "./chat-access";

type Deps = Pick<AppDeps, "db" | "realtime">;

/**
 * 'Message Seller': opens the buyer's chat about a listing, creating it the first time. The
 * seller is the listing's owner, never the caller. One chat per (product, buyer, seller): the
 * unique constraint settles a race, so two presses at the same instant open the same chat.
 * An existing chat opens even when it is now read-only, blocked or about a deleted listing, so
 * its history stays readable; a deleted listing gets no new chat (410).
 */
export async function startChat(deps: Deps, buyerId: string, productId: string) {
  const { db, realtime } = deps;
  const [product] = await db
    .select({ sellerId: products.userId, status: products.status })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound("Product not found.");
  if (product.sellerId === buyerId) throw new HttpError(403, "CANNOT_MESSAGE_SELF", "You can't message yourself!");
  if (product.status === "draft") throw notFound("Product not found.");
  const key = { productId, buyerId, sellerId: product.sellerId };

  const existing = await findChatId(db, key);
  if (existing) return { chatId: existing, created: false };
  if (product.status === "deleted") throw listingDeleted();

  const [seller] = await db
    .select({ suspendedAt: profiles.suspendedAt })
    .from(profiles)
    .where(eq(profiles.id, product.sellerId));
  if (seller?.suspendedAt) {
    throw new HttpError(403, "ACCOUNT_SUSPENDED", "This account is suspended and cannot be messaged.");
  }
  if (await areBlocked(db, buyerId, product.sellerId))
    throw new HttpError(403, "CHAT_BLOCKED", "This conversation has been blocked.");
  if (product.status === "sold") throw new HttpError(403, "CHAT_READ_ONLY", "This item has been sold.");

  const [inserted] = await db.insert(chats).values(key).onConflictDoNothing().returning({ id: chats.id });
  if (inserted) {
    await realtime.publish({ type: "chat", userIds: [buyerId, product.sellerId], id: inserted.id });
    return { chatId: inserted.id, created: true };
  }
  const winner = await findChatId(db, key);
  if (!winner) throw new Error("chat insert conflicted but no chat was found");
  return { chatId: winner, created: false };
}

async function findChatId(db: Database, key: { productId: string; buyerId: string; sellerId: string }) {
  const [row] = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.productId, key.productId), eq(chats.buyerId, key.buyerId), eq(chats.sellerId, key.sellerId)));
  return row?.id;
}

/** The chat screen's header and state, for its two parties only. */
export async function getChatDetail(db: Database, chatId: string, userId: string) {
  const buyer = alias(profiles, "buyer");
  const seller = alias(profiles, "seller");
  const cover = coverPhotoOf(db);
  const [row] = await db
    .select({
      chat: chats,
      product: { id: products.id, title: products.title, priceCents: products.priceCents, status: products.status },
      buyer: { id: buyer.id, displayName: buyer.displayName, avatarUrl: buyer.avatarUrl },
      seller: { id: seller.id, displayName: seller.displayName, avatarUrl: seller.avatarUrl },
      coverCardKey: cover.cardKey,
      coverFullKey: cover.fullKey,
      blocked: eitherBlocked(chats.buyerId, chats.sellerId),
      saleOpen: saleKeepsChatOpen(chats),
      paidByAnother: salePaidByAnother(chats),
      blockedByMe: hasBlocked(
        userId,
        sql`case when ${chats.buyerId} = ${userId} then ${chats.sellerId} else ${chats.buyerId} end`,
      ),
    })
    .from(chats)
    .innerJoin(products, eq(products.id, chats.productId))
    .innerJoin(buyer, eq(buyer.id, chats.buyerId))
    .innerJoin(seller, eq(seller.id, chats.sellerId))
    .leftJoinLateral(cover, sql`true`)
    .where(and(eq(chats.id, chatId), sql`${userId} in (${chats.buyerId}, ${chats.sellerId})`));
  if (!row) throw notFound("Chat not found.");
  const role = row.chat.buyerId === userId ? "buyer" : "seller";
  return {
    id: row.chat.id,
    role,
    product: { ...row.product, cover: toCover({ cardKey: row.coverCardKey, fullKey: row.coverFullKey }) },
    buyer: row.buyer,
    seller: row.seller,
    otherParty: role === "buyer" ? row.seller : row.buyer,
    blocked: row.blocked,
    blockedByMe: row.blockedByMe,
    canSend: !row.blocked && ((row.product.status === "active" && !row.paidByAnother) || row.saleOpen),
    /** Another buyer's paid sale holds the item: the chat reads 'Reserved', not 'Sold'. */
    reservedForAnother: row.paidByAnother,
    createdAt: row.chat.createdAt.toISOString(),
    lastMessageAt: row.chat.lastMessageAt?.toISOString() ?? null,
  } as const;
}

/**
 * Marks the chat read up to its newest stored message, and its unread new-message notification
 * read with it. Up to the newest message rather than to the clock: a message being sent right
 * now gets a later time (sends are ordered per chat), so it still counts as unread.
 * The user's other tabs hear about both changes.
 */
export async function markChatRead(deps: Deps, chatId: string, userId: string): Promise<void> {
  const { db, realtime } = deps;
  await requireChatAccess(db, chatId, userId);
  // Two statements, not one transaction: neither waits on a lock while holding another.
  await db
    .insert(chatReads)
    .values({
      chatId,
      userId,
      lastReadAt: sql`coalesce((select max(${messages.createdAt}) from ${messages} where ${messages.chatId} = ${chatId}), (select ${chats.createdAt} from ${chats} where ${chats.id} = ${chatId}))`,
    })
    .onConflictDoUpdate({
      target: [chatReads.chatId, chatReads.userId],
      set: { lastReadAt: sql`greatest(${chatReads.lastReadAt}, excluded.last_read_at)` },
    });
  const marked = await db
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, "new_message"),
        eq(notifications.read, false),
        sql`${notifications.data}->>'chatId' = ${chatId}`,
      ),
    )
    .returning({ id: notifications.id });
  await realtime.publish(
    { type: "chat", userIds: [userId], id: chatId },
    ...marked.map((n) => ({ type: "notification" as const, userIds: [userId], id: n.id })),
  );
}
