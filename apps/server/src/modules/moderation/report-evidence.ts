import { desc, eq } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { chats, messages, products, profiles, type ReportEvidence } from "../../db/schema";

/** Enough of a conversation to judge it; a longer one keeps its newest messages. */
export const EVIDENCE_MESSAGE_LIMIT = 200;

/**
 * A copy of the reported conversation (its listing and newest messages with their senders'
 * names), stored with the report: deleting the chat, the listing or an account later must not
 * destroy what the moderators have to judge.
 */
export async function captureEvidence(db: Database | Tx, chatId: string): Promise<ReportEvidence> {
  const [chat] = await db
    .select({ productId: products.id, title: products.title, sellerId: products.userId })
    .from(chats)
    .innerJoin(products, eq(products.id, chats.productId))
    .where(eq(chats.id, chatId));
  const rows = await db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      senderName: profiles.displayName,
      content: messages.content,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(profiles, eq(profiles.id, messages.senderId))
    .where(eq(messages.chatId, chatId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(EVIDENCE_MESSAGE_LIMIT);
  return {
    product: chat ? { id: chat.productId, title: chat.title, sellerId: chat.sellerId } : null,
    messages: rows.reverse().map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}
