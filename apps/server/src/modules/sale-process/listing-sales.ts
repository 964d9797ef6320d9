import { OPEN_SALE_STATES, type SaleState } from "@kierto/shared";
import { and, eq, inArray, isNotNull, or } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { saleItems, transactions } from "../../db/schema";

/**
 * The sales that keep a listing from being deleted: one that holds the item now, or one that
 * completed (its record and reviews depend on the listing), even if staff refunded it later. A
 * listing whose sales all ended without a sale (cancelled, expired, declined, withdrawn, failed,
 * refunded before completion) can be deleted.
 */
const KEEPING_STATES: SaleState[] = [...OPEN_SALE_STATES, "completed"];
const keepsListing = or(inArray(transactions.state, KEEPING_STATES), isNotNull(transactions.completedAt));

/** True when a sale keeps the listing from being deleted. */
export async function saleKeepsListing(db: Database | Tx, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .innerJoin(saleItems, eq(saleItems.transactionId, transactions.id))
    .where(and(eq(saleItems.productId, productId), keepsListing))
    .limit(1);
  return Boolean(row);
}

/** Of a seller's listings, the ids a sale keeps from being deleted. */
export async function listingsKeptBySales(db: Database, sellerId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ productId: saleItems.productId })
    .from(transactions)
    .innerJoin(saleItems, eq(saleItems.transactionId, transactions.id))
    .where(and(eq(transactions.sellerId, sellerId), keepsListing));
  return new Set(rows.map((row) => row.productId));
}

/** True when a checkout, a paid sale or an agreed hand-over holds the item now. */
export async function saleHoldsListing(tx: Tx, productId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: saleItems.transactionId })
    .from(saleItems)
    .where(and(eq(saleItems.productId, productId), eq(saleItems.holdsItem, true)))
    .limit(1);
  return Boolean(row);
}
