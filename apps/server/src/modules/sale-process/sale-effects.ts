import type { MessageKind } from "@kierto/shared";
import { and, eq, ne, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import type { Database, Tx } from "../../db/client";
import { chats, type MessageParams, messages, type transactions } from "../../db/schema";
import type { RealtimeEvent } from "../../platform/realtime";
import type { ReturnPostage } from "../ledger";
import { createNotification, type NotificationContent } from "../notifications";

export type SaleRow = typeof transactions.$inferSelect;
export type SaleDeps = Pick<AppDeps, "db" | "realtime" | "payments" | "jobs" | "env" | "logger">;

/** Live events a transition collects inside its database transaction, published after commit. */
export type Outbox = RealtimeEvent[];

/** What a transition runs in: the database transaction and the events it publishes after commit. */
export interface SaleStep {
  deps: SaleDeps;
  tx: Tx;
  outbox: Outbox;
}

/** Details a transition's effects use, and columns it writes beside those the process sets. */
export interface TransitionInput {
  /** The seller's reason for a cancellation, or why the server ended a hand-over. */
  reason?: string;
  /** What a partial refund (settleDisputed) gives back to the buyer, in cents. */
  partialRefundCents?: number;
  /** The return parcel a full refund (refundDisputed) ends, charged to whoever the case names. */
  returnPostage?: ReturnPostage;
  changes?: Partial<Omit<typeof transactions.$inferInsert, "id" | "state">>;
}

/**
 * The one after-commit publish path of the sale: runs a step's database work in one transaction,
 * then, only once that committed, the live events it collected (a subscriber loads rows by id,
 * so they must exist first).
 */
export async function runTransition<T>(deps: SaleDeps, work: (step: SaleStep) => Promise<T>): Promise<T> {
  const outbox: Outbox = [];
  const result = await deps.db.transaction((tx) => work({ deps, tx, outbox }));
  if (outbox.length > 0) {
    try {
      await deps.realtime.publish(...outbox);
    } catch (error) {
      // The sale is committed; a tab that missed the event catches up when it reconnects.
      deps.logger.error("sale: publishing live events failed", { error });
    }
  }
  return result;
}

/** Both parties' tabs refetch the sale. */
export function announceSale(outbox: Outbox, sale: Pick<SaleRow, "id" | "buyerId" | "sellerId">) {
  outbox.push({ type: "sale", userIds: [sale.buyerId, sale.sellerId], id: sale.id });
}

export async function notify(tx: Tx, outbox: Outbox, userId: string, content: NotificationContent) {
  const row = await createNotification(tx, userId, content);
  if (row) outbox.push({ type: "notification", userIds: [userId], id: row.id });
}

/** The chat between the sale's two parties about its item, if they have one. */
export async function findSaleChat(tx: Tx | Database, sale: Pick<SaleRow, "productId" | "buyerId" | "sellerId">) {
  const [chat] = await tx
    .select({ id: chats.id })
    .from(chats)
    .where(
      and(eq(chats.productId, sale.productId), eq(chats.buyerId, sale.buyerId), eq(chats.sellerId, sale.sellerId)),
    );
  return chat?.id ?? null;
}

/** The parties' chat, started if they never wrote: a paid seller confirms the hand-over there. */
export async function ensureSaleChat(tx: Tx, sale: Pick<SaleRow, "productId" | "buyerId" | "sellerId">) {
  await tx
    .insert(chats)
    .values({ productId: sale.productId, buyerId: sale.buyerId, sellerId: sale.sellerId })
    .onConflictDoNothing();
  return (await findSaleChat(tx, sale)) as string;
}

/** The item was sold or is for sale again: every other chat about it turns read-only or writable, so each party refetches it. */
export async function announceOtherChats(tx: Tx, outbox: Outbox, sale: Pick<SaleRow, "productId" | "buyerId">) {
  const others = await tx
    .select({ id: chats.id, buyerId: chats.buyerId, sellerId: chats.sellerId })
    .from(chats)
    .where(and(eq(chats.productId, sale.productId), ne(chats.buyerId, sale.buyerId)));
  for (const chat of others) outbox.push({ type: "chat", userIds: [chat.buyerId, chat.sellerId], id: chat.id });
}

/**
 * A notice from the sale in the parties' chat (e.g. the seller cancelled), sent in the name of
 * the party who acted, with their own words as `content` and the rest as parameters. The chat row
 * is locked first, as a sent message does (messages.service.ts), so it takes its place in order.
 */
export async function postSaleNotice(
  tx: Tx,
  outbox: Outbox,
  sale: Pick<SaleRow, "buyerId" | "sellerId">,
  notice: {
    chatId: string;
    senderId: string;
    kind: Exclude<MessageKind, "text">;
    content: string;
    params: MessageParams;
  },
) {
  await tx.select({ id: chats.id }).from(chats).where(eq(chats.id, notice.chatId)).for("update");
  const [message] = await tx
    .insert(messages)
    .values({
      chatId: notice.chatId,
      senderId: notice.senderId,
      kind: notice.kind,
      content: notice.content,
      params: notice.params,
      createdAt: sql`clock_timestamp()`,
    })
    .returning({ id: messages.id, createdAt: messages.createdAt });
  if (!message) throw new Error("notice insert returned nothing");
  await tx.update(chats).set({ lastMessageAt: message.createdAt }).where(eq(chats.id, notice.chatId));
  outbox.push({ type: "message", userIds: [sale.buyerId, sale.sellerId], id: message.id });
}
