import { randomUUID } from "node:crypto";
import { CHECKOUT_SESSION_MINUTES } from "@kierto/shared";
import { eq } from "drizzle-orm";
import { postSalePaid } from "../../modules/ledger";
import { createNotification, notificationTemplates } from "../../modules/notifications";
import type { Database } from "../client";
import { createReview, createTransaction } from "../factories";
import { chats, messages, profiles } from "../schema";

const DAY = 24 * 60 * 60 * 1000;

/** Reviews on the first demo sales, both ways, so profiles and seller pages show ratings. */
const DEMO_REVIEWS: { buyer: [number, string]; seller: [number, string] }[] = [
  { buyer: [5, "Exactly as described and a lovely person to meet."], seller: [5, "Quick and friendly, thanks!"] },
  { buyer: [4, "Good condition, a small mark the photos did not show."], seller: [5, ""] },
  { buyer: [5, "Arrived the next day, well packed."], seller: [4, "Paid straight away."] },
];

interface SoldListing {
  id: string;
  sellerId: string;
  priceCents: number;
  soldAt: Date;
}

interface ActiveListing {
  id: string;
  sellerId: string;
  title: string;
  priceCents: number;
}

/**
 * The demo's sales: completed hand-overs with reviews, one card payment waiting for the seller's
 * 'Confirm Sale' in its chat, and one open checkout that reserves an item, so every tab and
 * badge of the sales screens has something real to show.
 */
export async function seedDemoSales(
  db: Database,
  sold: SoldListing[],
  active: ActiveListing[],
  buyers: string[],
): Promise<{ sales: number; reviews: number }> {
  let reviewCount = 0;
  for (const [i, listing] of sold.entries()) {
    const buyerId = buyers[i % buyers.length] as string;
    const sale = await createTransaction(db, {
      productId: listing.id,
      buyerId,
      sellerId: listing.sellerId,
      amountCents: listing.priceCents,
      completedAt: listing.soldAt,
    });
    const review = DEMO_REVIEWS[i];
    if (!review) continue;
    await createReview(db, {
      transactionId: sale.id,
      reviewerUserId: buyerId,
      reviewedUserId: listing.sellerId,
      rating: review.buyer[0],
      comment: review.buyer[1],
    });
    await createReview(db, {
      transactionId: sale.id,
      reviewerUserId: listing.sellerId,
      reviewedUserId: buyerId,
      rating: review.seller[0],
      comment: review.seller[1],
    });
    reviewCount += 2;
  }

  const [paidListing, reservedListing] = active;
  if (paidListing) {
    const buyerId = buyers[0] as string;
    const sale = await createTransaction(db, {
      productId: paidListing.id,
      buyerId,
      sellerId: paidListing.sellerId,
      amountCents: paidListing.priceCents,
      state: "paid",
      paymentProvider: "local",
      providerSessionId: `cs_demo_${randomUUID()}`,
      providerPaymentId: `pi_demo_${randomUUID()}`,
    });
    // The buyer's money arrived and is held: the seller's share pending until the buyer confirms.
    await db.transaction((tx) => postSalePaid(tx, sale));
    const [chat] = await db
      .insert(chats)
      .values({ productId: paidListing.id, buyerId, sellerId: paidListing.sellerId, lastMessageAt: new Date() })
      .returning();
    if (chat) {
      await db.insert(messages).values([
        {
          chatId: chat.id,
          senderId: buyerId,
          content: "Hi! I just paid. Could we meet on Saturday?",
          createdAt: new Date(Date.now() - DAY / 24),
        },
      ]);
    }
    // The bells rang when the payment came in, as they do for a real one (markPaid).
    const [buyer] = await db.select({ name: profiles.displayName }).from(profiles).where(eq(profiles.id, buyerId));
    const params = {
      productId: paidListing.id,
      transactionId: sale.id,
      productTitle: paidListing.title,
      amountCents: paidListing.priceCents,
      chatId: chat?.id ?? null,
      deliveryMethod: sale.deliveryMethod,
      postageCents: sale.postageCents,
    };
    await createNotification(
      db,
      paidListing.sellerId,
      notificationTemplates.itemSold({ ...params, buyerName: buyer?.name ?? "" }),
    );
    await createNotification(db, buyerId, notificationTemplates.paymentConfirmed(params));
  }
  if (reservedListing) {
    await createTransaction(db, {
      productId: reservedListing.id,
      buyerId: buyers[1 % buyers.length] as string,
      sellerId: reservedListing.sellerId,
      amountCents: reservedListing.priceCents,
      state: "reserved",
      paymentProvider: "local",
      providerSessionId: `cs_demo_${randomUUID()}`,
      checkoutExpiresAt: new Date(Date.now() + CHECKOUT_SESSION_MINUTES * 60 * 1000),
    });
  }
  return { sales: sold.length + active.slice(0, 2).length, reviews: reviewCount };
}
