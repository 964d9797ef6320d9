import { ONGOING_SALE_STATES } from "@kierto/shared";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { transactions } from "../../db/schema";
import type { SaleRow } from "../sale-process";

/** The sale as either party's chat shows it: the states, both flags, and which side the viewer is. */
export function toSaleView(sale: SaleRow, userId: string) {
  return {
    id: sale.id,
    state: sale.state,
    buyerConfirmed: sale.buyerConfirmed,
    sellerConfirmed: sale.sellerConfirmed,
    paymentProvider: sale.paymentProvider,
    amountCents: sale.amountCents,
    /** A shipped sale's hand-over is the carrier's: the seller has no 'handed over' button for it. */
    deliveryMethod: sale.deliveryMethod,
    myRole: sale.buyerId === userId ? ("buyer" as const) : ("seller" as const),
    completedAt: sale.completedAt?.toISOString() ?? null,
    cancelReason: sale.cancelReason,
    /** When a hand-over only one side agreed to lapses, if it is one. */
    handoverExpiresAt: sale.handoverExpiresAt?.toISOString() ?? null,
    shipBy: sale.shipBy?.toISOString() ?? null,
    shipByExtensionRequestedAt: sale.shipByExtensionRequestedAt?.toISOString() ?? null,
    shipByExtensionDays: (sale.shipByExtensionDays ?? null) as 0 | 3 | 5 | null,
  };
}

/**
 * The chat's current sale: the ongoing or completed sale of its item between its two parties,
 * newest first; undefined when they have none (the buttons then read 'Mark as Sold' / 'Confirm Purchase').
 */
export async function findCurrentSale(db: Database, chat: { productId: string; buyerId: string; sellerId: string }) {
  const [sale] = await db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.productId, chat.productId),
        eq(transactions.buyerId, chat.buyerId),
        eq(transactions.sellerId, chat.sellerId),
        inArray(transactions.state, [...ONGOING_SALE_STATES, "completed"]),
      ),
    )
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(1);
  return sale;
}
