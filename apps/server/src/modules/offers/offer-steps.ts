import { and, eq, inArray, notExists } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import type { Database, Tx } from "../../db/client";
import { chats, offers, products, transactions } from "../../db/schema";
import type { RealtimeEvent } from "../../platform/realtime";
import { createNotification, notificationTemplates, type OfferNoticeKey } from "../notifications";

export type OfferRow = typeof offers.$inferSelect;
export type OfferDeps = Pick<AppDeps, "db" | "realtime" | "jobs" | "logger">;

/** Live events an offer's change collects inside its database transaction, published after commit. */
export type Outbox = RealtimeEvent[];

/**
 * Runs an offer's change in one database transaction, then publishes its live events once it
 * committed (a tab refetches by id, so the rows must exist first), as the sale does.
 */
export async function runOfferStep<T>(deps: OfferDeps, work: (tx: Tx, outbox: Outbox) => Promise<T>): Promise<T> {
  const outbox: Outbox = [];
  const result = await deps.db.transaction((tx) => work(tx, outbox));
  if (outbox.length > 0) {
    try {
      await deps.realtime.publish(...outbox);
    } catch (error) {
      deps.logger.error("offers: publishing live events failed", { error });
    }
  }
  return result;
}

/** Sales in these states took the item: no offer on it may open or be accepted any more. */
export const PAID_SALE_STATES = ["paid", "shipped", "delivered", "disputed", "completed"] as const;

/** Not a row the buyer paid with: an accepted one they paid with stays accepted as the sale's record. */
export const notPaidWith = (tx: Database | Tx) =>
  notExists(
    tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(
        and(
          eq(transactions.productId, offers.productId),
          eq(transactions.buyerId, offers.buyerId),
          inArray(transactions.state, [...PAID_SALE_STATES]),
        ),
      ),
  );

export async function itemPaidFor(tx: Tx, productId: string) {
  const [row] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.productId, productId), inArray(transactions.state, [...PAID_SALE_STATES])))
    .limit(1);
  return Boolean(row);
}

/** The buyer's chat with the seller about the item, started if they never wrote: the offer shows there. */
export async function ensureOfferChat(tx: Tx, offer: Pick<OfferRow, "productId" | "buyerId" | "sellerId">) {
  await tx
    .insert(chats)
    .values({ productId: offer.productId, buyerId: offer.buyerId, sellerId: offer.sellerId })
    .onConflictDoNothing();
  const [chat] = await tx
    .select({ id: chats.id })
    .from(chats)
    .where(
      and(eq(chats.productId, offer.productId), eq(chats.buyerId, offer.buyerId), eq(chats.sellerId, offer.sellerId)),
    );
  return chat?.id ?? null;
}

/**
 * Tells `recipient` of a change to an offer (the bell, and the channels the notification
 * settings choose), and both parties' open chat refetches its offers live.
 */
export async function noticeOffer(
  tx: Tx,
  outbox: Outbox,
  offer: OfferRow,
  key: OfferNoticeKey,
  recipients: readonly string[],
) {
  const chatId = await ensureOfferChat(tx, offer);
  const [product] = await tx.select({ title: products.title }).from(products).where(eq(products.id, offer.productId));
  const content = notificationTemplates.offer(key, {
    offerId: offer.id,
    productId: offer.productId,
    productTitle: product?.title ?? "",
    itemCount: offer.itemsKey ? offer.itemsKey.split(",").length : 1,
    amountCents: offer.amountCents,
    chatId,
  });
  for (const userId of recipients) {
    const row = await createNotification(tx, userId, content);
    if (row) outbox.push({ type: "notification", userIds: [userId], id: row.id });
  }
  if (chatId) outbox.push({ type: "chat", userIds: [offer.buyerId, offer.sellerId], id: chatId });
}

/** One guarded change of an open row: of two at the same instant, one finds it open, the other nothing. */
export async function changeOpenOffer(tx: Tx, offerId: string, changes: Partial<typeof offers.$inferInsert>) {
  const [row] = await tx
    .update(offers)
    .set(changes)
    .where(and(eq(offers.id, offerId), eq(offers.state, "open")))
    .returning();
  return row;
}

export const hoursFrom = (now: Date, hours: number) => new Date(now.getTime() + hours * 3_600_000);

/** What deciding an offer reads of a listing: whose, whether for sale, its price and the seller's offer terms. */
export const offerTermsOfListing = {
  id: products.id,
  userId: products.userId,
  status: products.status,
  priceCents: products.priceCents,
  offersEnabled: products.offersEnabled,
  offerFloorCents: products.offerFloorCents,
};

/** Locks the listing's row for this transaction: offers on one listing are decided one at a time. */
export async function lockListing(tx: Tx, productId: string) {
  const [row] = await tx
    .select(offerTermsOfListing)
    .from(products)
    .where(eq(products.id, productId))
    .for("no key update");
  return row;
}
