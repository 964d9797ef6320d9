import { and, desc, eq, ilike, inArray, isNotNull, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { products, profiles, transactions, users } from "../../db/schema";
import { containsPattern } from "../../lib/contains-pattern";
import { saleMoneyStages } from "../ledger";

/** The states of a sale whose card payment reached the platform and has not been refunded yet, or was. */
const PAID_SALE_STATES = ["paid", "delivered", "completed", "refunded"] as const;
const PAGE = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Card sales for the finance page, newest first: found by the sale's id, the item's title, or the
 * buyer's or seller's e-mail, each with where its money stands, so an admin sees what a refund
 * would take back and from whom before deciding.
 */
export async function findCardSales(db: Database, search: string | undefined) {
  const buyer = alias(profiles, "buyer");
  const seller = alias(profiles, "seller");
  const buyerUser = alias(users, "buyer_user");
  const sellerUser = alias(users, "seller_user");
  const term = search?.trim();
  const matching: SQL | undefined = !term
    ? undefined
    : UUID.test(term)
      ? eq(transactions.id, term)
      : or(
          ilike(products.title, containsPattern(term)),
          ilike(buyerUser.email, containsPattern(term)),
          ilike(sellerUser.email, containsPattern(term)),
        );
  const rows = await db
    .select({
      id: transactions.id,
      state: transactions.state,
      amountCents: transactions.amountCents,
      commissionCents: transactions.commissionCents,
      paymentProvider: transactions.paymentProvider,
      createdAt: transactions.createdAt,
      completedAt: transactions.completedAt,
      product: { id: products.id, title: products.title },
      buyer: { id: buyer.id, displayName: buyer.displayName, email: buyerUser.email },
      seller: { id: seller.id, displayName: seller.displayName, email: sellerUser.email },
    })
    .from(transactions)
    .innerJoin(products, eq(products.id, transactions.productId))
    .innerJoin(buyer, eq(buyer.id, transactions.buyerId))
    .innerJoin(buyerUser, eq(buyerUser.id, transactions.buyerId))
    .innerJoin(seller, eq(seller.id, transactions.sellerId))
    .innerJoin(sellerUser, eq(sellerUser.id, transactions.sellerId))
    .where(and(isNotNull(transactions.providerPaymentId), inArray(transactions.state, [...PAID_SALE_STATES]), matching))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(PAGE);
  const stages = await saleMoneyStages(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    moneyStage: stages.get(row.id) ?? "none",
  }));
}
