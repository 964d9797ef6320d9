import { and, eq, or, sql } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { chats, products, profiles } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { eitherBlocked } from "../blocks";
import { saleKeepsChatOpen, salePaidByAnother } from "../sale-process";

/**
 * A chat as its two parties may see it, or undefined for anyone else: to a non-party the chat
 * does not exist (404, docs/product-rules.md#chats-and-messages). Carries what deciding on a send needs.
 * `lock` holds the chat row until the transaction ends, which puts the chat's sends in one
 * order (see messages.service.ts); it does not block inserts that merely reference the chat.
 */
export async function findChatAccess(
  db: Database | Tx,
  chatId: string,
  userId: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select({
      id: chats.id,
      productId: chats.productId,
      buyerId: chats.buyerId,
      sellerId: chats.sellerId,
      productTitle: products.title,
      productStatus: products.status,
      viewerName: profiles.displayName,
      blocked: eitherBlocked(chats.buyerId, chats.sellerId),
      /** The parties' paid sale keeps their chat writable after the item left the market. */
      saleOpen: saleKeepsChatOpen(chats),
      /** Another buyer paid for the item: it is reserved for them and this chat is read-only. */
      paidByAnother: salePaidByAnother(chats),
      /** A suspended party can neither send nor be messaged (moderation decision). */
      partySuspended: sql<boolean>`exists (select 1 from ${profiles} p where p.id in (${chats.buyerId}, ${chats.sellerId}) and p.suspended_at is not null)`,
    })
    .from(chats)
    .innerJoin(products, eq(products.id, chats.productId))
    .innerJoin(profiles, eq(profiles.id, userId))
    .where(and(eq(chats.id, chatId), or(eq(chats.buyerId, userId), eq(chats.sellerId, userId))));
  const [row] = await (options.lock ? query.for("no key update", { of: chats }) : query);
  return row;
}

export type ChatAccess = NonNullable<Awaited<ReturnType<typeof findChatAccess>>>;

export async function requireChatAccess(
  db: Database | Tx,
  chatId: string,
  userId: string,
  options?: { lock?: boolean },
) {
  const chat = await findChatAccess(db, chatId, userId, options);
  if (!chat) throw notFound("Chat not found.");
  return chat;
}

/** The party who is not `userId`. */
export function otherPartyOf(chat: { buyerId: string; sellerId: string }, userId: string): string {
  return chat.buyerId === userId ? chat.sellerId : chat.buyerId;
}
