import { and, eq, ne, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { favorites, notifications } from "../../db/schema";
import { notificationTemplates } from "../notifications";

/**
 * docs/product-rules.md#listings: a new lowest price of an active listing tells everyone who favourited it
 * (never the seller), in the same transaction as the price change, so neither happens without
 * the other. While a favouriter's price-drop notification for this listing is still unread, a
 * further drop updates it (from the price they were first told about to the newest one, moved to
 * the top) instead of adding another; a unique index keeps it one even when drops race.
 * Returns the notifications made or updated, for the caller to announce once committed.
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
  const data = JSON.stringify({ ...content.data, productId: listing.id });
  const notified: { userId: string; notificationId: string }[] = [];
  for (const fan of fans) {
    // The conflict target names the partial unique index (schema/notifications.ts) by its
    // columns and predicate, which drizzle's builder cannot express.
    const result = await tx.execute<{ id: string }>(sql`
      insert into ${notifications} (user_id, type, title, message, data)
      values (${fan.userId}, ${content.type}, ${content.title}, ${content.message}, ${data}::jsonb)
      on conflict (user_id, (data->>'productId')) where type = 'price_drop' and not read
      do update set
        data = excluded.data || jsonb_build_object('oldPriceCents', ${notifications}.data->'oldPriceCents'),
        created_at = now()
      returning id`);
    const row = result.rows[0];
    if (row) notified.push({ userId: fan.userId, notificationId: row.id });
  }
  return notified;
}
