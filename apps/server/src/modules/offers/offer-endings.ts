import { and, eq, inArray, isNull, ne, or } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { offerItems, offers } from "../../db/schema";
import { noticeOffer, type Outbox } from "./offer-steps";

/**
 * The price a buyer agreed with the seller for a listing, while it is held for them: their
 * checkout charges it instead of the listed price. Read from the accepted row on the server,
 * never from the browser; the hold's job moves the row on when its 24 hours are up.
 */
export async function agreedPriceCents(tx: Database | Tx, productId: string, buyerId: string): Promise<number | null> {
  const [row] = await tx
    .select({ amountCents: offers.amountCents })
    .from(offers)
    .where(
      and(
        eq(offers.productId, productId),
        eq(offers.buyerId, buyerId),
        eq(offers.state, "accepted"),
        isNull(offers.bundleCents),
      ),
    );
  return row?.amountCents ?? null;
}

/**
 * Someone paid for the item: every open offer on it or on a bundle holding it ends, and every
 * price held for another buyer, each with a notice to its buyer. The paying buyer's accepted row stays as their sale's
 * record. Runs inside the payment's transaction (the payCheckout effect), so new offers, which
 * lock the listing and look for a paid sale, are refused from the same instant.
 */
export async function endOffersOnItemPaid(tx: Tx, outbox: Outbox, sale: { productId: string; buyerId: string }) {
  const ended = await tx
    .update(offers)
    .set({ state: "ended" })
    .where(
      and(
        or(
          eq(offers.productId, sale.productId),
          inArray(
            offers.id,
            tx.select({ id: offerItems.offerId }).from(offerItems).where(eq(offerItems.productId, sale.productId)),
          ),
        ),
        or(eq(offers.state, "open"), and(eq(offers.state, "accepted"), ne(offers.buyerId, sale.buyerId))),
      ),
    )
    .returning();
  for (const offer of ended) await noticeOffer(tx, outbox, offer, "offer_ended", [offer.buyerId]);
  return ended.length;
}
