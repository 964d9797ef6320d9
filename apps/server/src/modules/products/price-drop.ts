import { and, eq, ne } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { favorites } from "../../db/schema";
import { notificationTemplates } from "../notifications/notification-templates";
import { createNotification } from "../notifications/notifications.service";

/**
 * Architecture §5: lowering an active listing's price tells everyone who favourited it (never
 * the seller), in the same transaction as the price change, so neither happens without the other.
 * Returns the notifications made, for the caller to announce live once the change has committed.
 */
export async function notifyPriceDrop(
  tx: Tx,
  listing: { id: string; ownerId: string; title: string },
  oldPriceCents: number,
  newPriceCents: number,
): Promise<{ userId: string; notificationId: string }[]> {
  const fans = await tx
    .select({ userId: favorites.userId })
    .from(favorites)
    .where(and(eq(favorites.productId, listing.id), ne(favorites.userId, listing.ownerId)));
  const content = notificationTemplates.priceDrop({ productTitle: listing.title, oldPriceCents, newPriceCents });
  const created: { userId: string; notificationId: string }[] = [];
  for (const fan of fans) {
    const row = await createNotification(tx, fan.userId, content, { productId: listing.id });
    if (row) created.push({ userId: fan.userId, notificationId: row.id });
  }
  return created;
}
