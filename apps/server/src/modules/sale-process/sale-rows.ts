import { OPEN_SALE_STATES } from "@kierto/shared";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { products, profiles, saleItems, transactions } from "../../db/schema";
import type { SaleRow } from "./sale-effects";

/**
 * The product row, locked until the database transaction ends: every step that decides whether
 * an item is free takes this lock first, so two such steps on one item run one after the other.
 */
export async function lockProduct(tx: Tx, productId: string) {
  const [product] = await tx
    .select({
      id: products.id,
      userId: products.userId,
      title: products.title,
      status: products.status,
      priceCents: products.priceCents,
      deliveryMethod: products.deliveryMethod,
      parcelSize: products.parcelSize,
    })
    .from(products)
    .where(eq(products.id, productId))
    .for("update");
  return product;
}

/**
 * The sale that holds the item, if one does, a single-item sale or a bundle (at most one: the
 * partial unique indexes on transactions and sale_items).
 */
export async function saleHoldingItem(tx: Tx, productId: string): Promise<SaleRow | undefined> {
  const [held] = await tx
    .select({ sale: transactions })
    .from(transactions)
    .innerJoin(saleItems, eq(saleItems.transactionId, transactions.id))
    .where(and(eq(saleItems.productId, productId), inArray(transactions.state, OPEN_SALE_STATES)));
  return held?.sale;
}

/** The ids of a sale's items: its one product, or a bundle's several, in a fixed order. */
export async function saleProductIds(tx: Tx | Database, saleId: string): Promise<string[]> {
  const rows = await tx
    .select({ productId: saleItems.productId })
    .from(saleItems)
    .where(eq(saleItems.transactionId, saleId))
    .orderBy(asc(saleItems.productId));
  return rows.map((row) => row.productId);
}

/**
 * Locks several product rows in one fixed order (by id), so two steps locking overlapping sets
 * (a bundle checkout and a single Buy Now, or two bundles) never wait on each other in a circle.
 */
export async function lockProducts(tx: Tx, productIds: readonly string[]) {
  if (productIds.length === 0) return [];
  return tx
    .select({
      id: products.id,
      userId: products.userId,
      title: products.title,
      status: products.status,
      priceCents: products.priceCents,
      deliveryMethod: products.deliveryMethod,
      parcelSize: products.parcelSize,
    })
    .from(products)
    .where(inArray(products.id, [...productIds]))
    .orderBy(asc(products.id))
    .for("update");
}

/** A sale by id, locked for the step about to move it. */
export async function lockSale(tx: Tx, saleId: string): Promise<SaleRow | undefined> {
  const [sale] = await tx.select().from(transactions).where(eq(transactions.id, saleId)).for("update");
  return sale;
}

export async function displayNameOf(tx: Tx, userId: string) {
  const [row] = await tx.select({ name: profiles.displayName }).from(profiles).where(eq(profiles.id, userId));
  return row?.name ?? "";
}
