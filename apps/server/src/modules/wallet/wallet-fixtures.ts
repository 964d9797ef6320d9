import type { Database } from "../../db/client";
import { createProduct, createTransaction, createUser } from "../../db/factories";
import { postSalePaid, postSaleReleased } from "../ledger";

/**
 * A completed card sale of `sellerId`'s whose share is released to them: `amountCents` minus the
 * 5% commission becomes available to withdraw. Posted through the ledger's sale functions, as
 * the sale process posts them.
 */
export async function releasedSale(db: Database, sellerId: string, amountCents = 2000) {
  const buyer = await createUser(db);
  const product = await createProduct(db, { userId: sellerId, status: "sold" });
  const sale = await createTransaction(db, {
    productId: product.id,
    buyerId: buyer.id,
    sellerId,
    completedAt: new Date(),
    amountCents,
  });
  await db.transaction(async (tx) => {
    await postSalePaid(tx, sale);
    await postSaleReleased(tx, sale);
  });
  return { sale, product, buyer };
}
