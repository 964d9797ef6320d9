import { eq, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { products, profiles, transactions } from "../../db/schema";
import { saleMoneyOutcome } from "../ledger";
import { coverPhotoOf, toCover } from "../products";
import { findSaleChat, partyOf } from "../sale-process";
import { saleShipmentView } from "../shipping";
import { bundlesOf } from "./bundle-items";

/**
 * A sale's own page (the order page): the item, both parties, the money, the delivery with its
 * tracking timeline, and the deadline of the next step. Only the two parties see it; to anyone
 * else the sale does not exist (undefined, a 404).
 */
export async function getSaleDetail(db: Database, saleId: string, userId: string) {
  const cover = coverPhotoOf(db);
  const buyer = alias(profiles, "buyer");
  const seller = alias(profiles, "seller");
  const [row] = await db
    .select({
      sale: transactions,
      product: { id: products.id, title: products.title, priceCents: products.priceCents },
      cover: { cardKey: cover.cardKey, fullKey: cover.fullKey },
      buyer: { id: buyer.id, displayName: buyer.displayName, city: buyer.city },
      seller: { id: seller.id, displayName: seller.displayName, city: seller.city },
    })
    .from(transactions)
    .innerJoin(products, eq(products.id, transactions.productId))
    .innerJoin(buyer, eq(buyer.id, transactions.buyerId))
    .innerJoin(seller, eq(seller.id, transactions.sellerId))
    .leftJoinLateral(cover, sql`true`)
    .where(
      sql`${transactions.id} = ${saleId} and ${or(eq(transactions.buyerId, userId), eq(transactions.sellerId, userId))}`,
    );
  if (!row) return undefined;
  const { sale } = row;
  const role = partyOf(sale, userId) as "buyer" | "seller";
  const amountCents = sale.amountCents ?? row.product.priceCents;
  const commissionCents = sale.commissionCents ?? 0;
  const outcome = await saleMoneyOutcome(db, sale);
  return {
    id: sale.id,
    state: sale.state,
    myRole: role,
    createdAt: sale.createdAt.toISOString(),
    completedAt: sale.completedAt?.toISOString() ?? null,
    paymentProvider: sale.paymentProvider,
    product: { id: row.product.id, title: row.product.title, cover: toCover(row.cover) },
    buyer: row.buyer,
    seller: row.seller,
    chatId: await findSaleChat(db, sale),
    bundle: (await bundlesOf(db, [sale.id])).get(sale.id) ?? null,
    money: {
      priceCents: amountCents,
      postageCents: sale.postageCents,
      // The buyer paid the price and the postage; the seller receives the price less the commission,
      // or, once money went back, what the ledger says is left of both.
      totalCents: amountCents + (sale.postageCents ?? 0),
      refundedCents: outcome?.refundedCents ?? 0,
      commissionCents: outcome?.commissionCents ?? commissionCents,
      sellerReceivesCents: outcome?.sellerReceivesCents ?? amountCents - commissionCents,
    },
    delivery: {
      method: sale.deliveryMethod,
      pickupPoint: sale.pickupPoint,
      shipment: sale.deliveryMethod === "shipping" ? await saleShipmentView(db, sale.id, role) : null,
    },
    deadlines: {
      checkoutExpiresAt: sale.checkoutExpiresAt?.toISOString() ?? null,
      handoverExpiresAt: sale.handoverExpiresAt?.toISOString() ?? null,
      receiptDueAt: sale.receiptDueAt?.toISOString() ?? null,
      shipBy: sale.shipBy?.toISOString() ?? null,
      shipByExtensionRequestedAt: sale.shipByExtensionRequestedAt?.toISOString() ?? null,
      shipByExtensionDays: sale.shipByExtensionDays as 0 | 3 | 5 | null,
    },
  };
}
