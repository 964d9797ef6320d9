import { and, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";
import { followSummary } from "../follows";
import { listFeed } from "../products";
import { findProfile, toPublicProfile } from "../profiles";
import { getRatingSummary } from "../reviews";

/**
 * A seller's public page (docs/product-rules.md#accounts-and-profiles): who they are, how they are rated, how many
 * follow them (and whether the viewer does), and the first page of their active listings; later
 * pages come from GET /api/products?seller={id}.
 */
export async function getSellerPage(db: Database, sellerId: string, viewerId: string | undefined) {
  const profile = await findProfile(db, sellerId);
  if (!profile) return undefined;
  const [rating, listings, [active], follows] = await Promise.all([
    getRatingSummary(db, sellerId),
    listFeed(db, { seller: sellerId, featured: false }, viewerId),
    db
      .select({ value: count() })
      .from(products)
      .where(and(eq(products.userId, sellerId), eq(products.status, "active"))),
    followSummary(db, sellerId, viewerId),
  ]);
  return {
    profile: toPublicProfile(profile),
    rating,
    memberSince: profile.createdAt.toISOString(),
    activeListingCount: active?.value ?? 0,
    followerCount: follows.followerCount,
    isFollowed: follows.isFollowed,
    bundleTiers: profile.bundleTiers,
    listings,
  };
}
