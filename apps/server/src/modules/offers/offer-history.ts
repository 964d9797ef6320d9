import { and, asc, eq, isNull, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { chats, offers, products, transactions } from "../../db/schema";
import { notFound } from "../../lib/http-error";

/** A chat's offers, oldest first: the offer cards between its buyer and seller. Parties only (404). */
export async function offersInChat(db: Database, chatId: string, userId: string) {
  const [chat] = await db
    .select({ productId: chats.productId, buyerId: chats.buyerId, sellerId: chats.sellerId })
    .from(chats)
    .where(and(eq(chats.id, chatId), or(eq(chats.buyerId, userId), eq(chats.sellerId, userId))));
  if (!chat) throw notFound("Chat not found.");
  return db
    .select()
    .from(offers)
    .where(and(eq(offers.productId, chat.productId), eq(offers.buyerId, chat.buyerId)))
    .orderBy(asc(offers.createdAt), asc(offers.id));
}

/**
 * A listing's offer history for My Items and the sale's page: its seller sees every buyer's
 * offers, anyone else only their own. Offers on bundles show in their chat and sale, not here.
 */
export async function offersOnListing(db: Database, productId: string, userId: string) {
  const [listing] = await db.select({ userId: products.userId }).from(products).where(eq(products.id, productId));
  if (!listing) throw notFound("Product not found.");
  const whose = listing.userId === userId ? undefined : eq(offers.buyerId, userId);
  return db
    .select()
    .from(offers)
    .where(and(eq(offers.productId, productId), isNull(offers.bundleCents), whose))
    .orderBy(asc(offers.createdAt), asc(offers.id));
}

/**
 * The offers that led to a sale, for its page: those between the sale's buyer and seller on its
 * listing, oldest first, the accepted one last when the price was agreed. Its two parties only (404).
 */
export async function offersForSale(db: Database, saleId: string, userId: string) {
  const [sale] = await db
    .select({ productId: transactions.productId, buyerId: transactions.buyerId })
    .from(transactions)
    .where(and(eq(transactions.id, saleId), or(eq(transactions.buyerId, userId), eq(transactions.sellerId, userId))));
  if (!sale) throw notFound("Sale not found.");
  return db
    .select()
    .from(offers)
    .where(and(eq(offers.productId, sale.productId), eq(offers.buyerId, sale.buyerId)))
    .orderBy(asc(offers.createdAt), asc(offers.id));
}
