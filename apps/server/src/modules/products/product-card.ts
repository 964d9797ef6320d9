import { shippingFromCents } from "@kierto/shared";
import { asc, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { favorites, productPhotos, products, profiles, saleItems } from "../../db/schema";
import { mediaUrl } from "../../platform/storage";
import { shownStatus } from "./listing-removal";

/**
 * The listing card that the feed, My Items and seller pages all show: the listing's summary,
 * its cover photo and its seller, read in one query (the cover through a lateral join that
 * reads one index entry per listing, not one query per listing).
 */
export function selectProductCards(
  db: Database,
  options: { viewerId?: string | Placeholder; rank?: SQL<number> } = {},
) {
  const cover = coverPhotoOf(db);
  const { viewerId } = options;
  return db
    .select({
      id: products.id,
      title: products.title,
      priceCents: products.priceCents,
      category: products.category,
      size: products.size,
      condition: products.condition,
      brand: products.brand,
      gender: products.gender,
      city: products.city,
      parcelSize: products.parcelSize,
      status: products.status,
      /**
       * created_at to the microsecond, which a JS Date would cut; the keyset cursor needs it exact,
       * and the card's createdAt is this text to the millisecond (cardTime).
       */
      cursorTime: sql<string>`to_char(${products.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      sellerId: products.userId,
      sellerName: profiles.displayName,
      sellerAvatarUrl: profiles.avatarUrl,
      coverCardKey: cover.cardKey,
      coverFullKey: cover.fullKey,
      /** Whether the signed-in viewer favourited it, for the cards' hearts; false for guests. */
      isFavorite: viewerId
        ? sql<boolean>`exists (select 1 from ${favorites} where ${favorites.productId} = ${products.id} and ${favorites.userId} = ${viewerId})`
        : sql<boolean>`false`,
      /**
       * A sale holds the item (a checkout, a paid sale not yet completed, an agreed hand-over):
       * the card reads Reserved. One lookup in the sales' product index per card, in this query.
       */
      reserved: sql<boolean>`exists (select 1 from ${saleItems} where ${saleItems.productId} = ${products.id} and ${saleItems.holdsItem})`,
      /** An ordering score ahead of recency (the featured feed's recent favourites); 0 otherwise. */
      rank: options.rank ?? sql<number>`0`,
    })
    .from(products)
    .innerJoin(profiles, eq(profiles.id, products.userId))
    .leftJoinLateral(cover, sql`true`)
    .$dynamic();
}

/** A listing's cover: its first photo, for a lateral join (one index lookup per listing). */
export function coverPhotoOf(db: Database) {
  return db
    .select({ cardKey: productPhotos.cardKey, fullKey: productPhotos.fullKey })
    .from(productPhotos)
    .where(eq(productPhotos.productId, products.id))
    .orderBy(asc(productPhotos.position), asc(productPhotos.id))
    .limit(1)
    .as("cover");
}

export function toCover(keys: { cardKey: string | null; fullKey: string | null } | null) {
  return keys?.cardKey && keys.fullKey ? { cardUrl: mediaUrl(keys.cardKey), fullUrl: mediaUrl(keys.fullKey) } : null;
}

/** Newest first; `nulls last` matches how the feed indexes are declared, so they serve the order. */
export const newestFirst = [sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`] as const;

export type ProductCardRow = Awaited<ReturnType<typeof selectProductCards>>[number];

export function toProductCard(row: ProductCardRow) {
  return {
    id: row.id,
    title: row.title,
    priceCents: row.priceCents,
    category: row.category,
    size: row.size,
    condition: row.condition,
    brand: row.brand,
    gender: row.gender,
    city: row.city,
    shippingFromCents: shippingFromCents(row),
    status: shownStatus(row.status),
    cover: toCover({ cardKey: row.coverCardKey, fullKey: row.coverFullKey }),
    createdAt: cardTime(row.cursorTime),
    seller: { id: row.sellerId, displayName: row.sellerName, avatarUrl: row.sellerAvatarUrl },
    isFavorite: row.isFavorite,
    reserved: row.reserved,
  };
}

export type ProductCard = ReturnType<typeof toProductCard>;

/**
 * The card's created_at as Date#toISOString writes it (milliseconds, UTC), cut from the cursor's
 * microsecond text: a Date made from PostgreSQL's value drops the digits past the millisecond
 * too, and a feed page no longer parses 21 dates to print them again.
 */
export function cardTime(cursorTime: string): string {
  return `${cursorTime.slice(0, 23)}Z`;
}
