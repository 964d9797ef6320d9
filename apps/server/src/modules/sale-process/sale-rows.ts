import { OPEN_SALE_STATES } from "@kierto/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { products, profiles, transactions } from "../../db/schema";
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

/** The sale that holds the item, if one does (at most one: a partial unique index). */
export async function saleHoldingItem(tx: Tx, productId: string): Promise<SaleRow | undefined> {
  const [held] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.productId, productId), inArray(transactions.state, OPEN_SALE_STATES)));
  return held;
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
