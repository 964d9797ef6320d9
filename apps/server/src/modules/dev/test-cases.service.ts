import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { AppDeps } from "../../app-env";
import { createTransaction, createUser } from "../../db/factories";
import { cases } from "../../db/schema";
import type { testLostCasesInputSchema } from "./test-cases.schemas";
import { createTestListing } from "./test-data.service";

/**
 * A seller with a record in buyer protection, for the case queue's journeys: `lost` cases closed
 * with a refund to the buyer, and one contested case about `title` waiting for a moderator. The
 * rows are written as the case steps leave them; no money moves (the queue reads the record only).
 */
export async function createTestLostCases(
  deps: Pick<AppDeps, "db" | "storage">,
  input: z.output<typeof testLostCasesInputSchema>,
) {
  const caseOf = async (title: string, state: "refunded" | "contested") => {
    const buyer = await createUser(deps.db);
    const listing = await createTestListing(deps, {
      sellerId: input.sellerId,
      title,
      priceCents: 2000,
      status: "active",
      photos: 0,
    });
    const sale = await createTransaction(deps.db, {
      productId: listing.id,
      buyerId: buyer.id,
      sellerId: input.sellerId,
      state: state === "refunded" ? "refunded" : "disputed",
      amountCents: listing.priceCents,
      paymentProvider: "local",
      providerSessionId: `cs_test_${randomUUID()}`,
      providerPaymentId: `pi_test_${randomUUID()}`,
    });
    const now = new Date();
    const [row] = await deps.db
      .insert(cases)
      .values({
        saleId: sale.id,
        buyerId: buyer.id,
        sellerId: input.sellerId,
        reason: "not_as_described",
        description: "Not what the listing said.",
        state,
        sellerStatement: state === "contested" ? "It was as described." : null,
        escalatedAt: state === "contested" ? now : null,
        closedAt: state === "refunded" ? now : null,
      })
      .returning();
    if (!row) throw new Error("case insert returned nothing");
    return { caseId: row.id, saleId: sale.id };
  };
  for (let lost = 0; lost < input.lost; lost++) await caseOf(`${input.title} ${lost + 1}`, "refunded");
  return caseOf(input.title, "contested");
}
