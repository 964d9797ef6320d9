import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../../app-env";
import { createTransaction, createUser } from "../../db/factories";
import { products, users } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { postSalePaid, postSaleReleased } from "../ledger";
import { createTestListing } from "./test-data.service";
import type { testReleasedSaleInputSchema } from "./test-wallet.schemas";

/**
 * A seller's completed card sale with its money released to them, for the wallet's journeys: a
 * buyer, a sold listing and the sale, whose payment and release are posted through the ledger's
 * own sale functions, as the sale process posts them.
 */
export async function createTestReleasedSale(
  deps: Pick<AppDeps, "db" | "storage">,
  input: z.output<typeof testReleasedSaleInputSchema>,
) {
  const [seller] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, input.sellerId));
  if (!seller) throw notFound("No such user.");
  const buyer = await createUser(deps.db);
  const listing = await createTestListing(deps, {
    sellerId: input.sellerId,
    title: input.title,
    priceCents: input.priceCents,
    status: "active",
    photos: 1,
  });
  await deps.db.update(products).set({ status: "sold" }).where(eq(products.id, listing.id));
  const sale = await createTransaction(deps.db, {
    productId: listing.id,
    buyerId: buyer.id,
    sellerId: input.sellerId,
    amountCents: listing.priceCents,
    completedAt: new Date(),
    paymentProvider: "local",
    providerSessionId: `cs_test_${randomUUID()}`,
    providerPaymentId: `pi_test_${randomUUID()}`,
  });
  await deps.db.transaction(async (tx) => {
    await postSalePaid(tx, sale);
    await postSaleReleased(tx, sale);
  });
  return {
    saleId: sale.id,
    listingId: listing.id,
    title: listing.title,
    sellerShareCents: (sale.amountCents ?? 0) - (sale.commissionCents ?? 0),
  };
}
