import { and, count, eq, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { profiles, sellerFollows } from "../../db/schema";
import { HttpError, notFound } from "../../lib/http-error";
import { areBlocked } from "../blocks";

/**
 * Idempotent: following twice leaves one follow (the unique pair in the schema). Never oneself,
 * and never across a block, whichever of the two made it (docs/product-rules.md#following-sellers).
 */
export async function followSeller(db: Database, followerId: string, sellerId: string): Promise<void> {
  await requireOtherPerson(db, followerId, sellerId);
  if (await areBlocked(db, followerId, sellerId)) {
    throw new HttpError(403, "FOLLOW_BLOCKED", "You can't follow this seller.");
  }
  await db.insert(sellerFollows).values({ followerId, sellerId }).onConflictDoNothing();
}

/** Idempotent: unfollowing a seller one does not follow succeeds too, block or not. */
export async function unfollowSeller(db: Database, followerId: string, sellerId: string): Promise<void> {
  await requireOtherPerson(db, followerId, sellerId);
  await db
    .delete(sellerFollows)
    .where(and(eq(sellerFollows.followerId, followerId), eq(sellerFollows.sellerId, sellerId)));
}

/** A block ends the follows between the two, both ways; lifting it brings none back. */
export async function endFollowsBetween(db: Pick<Database, "delete">, a: string, b: string): Promise<void> {
  await db
    .delete(sellerFollows)
    .where(
      or(
        and(eq(sellerFollows.followerId, a), eq(sellerFollows.sellerId, b)),
        and(eq(sellerFollows.followerId, b), eq(sellerFollows.sellerId, a)),
      ),
    );
}

/** How many follow the seller, and whether the viewer is one of them (false for a guest). */
export async function followSummary(db: Database, sellerId: string, viewerId: string | undefined) {
  const [[followers], mine] = await Promise.all([
    db.select({ value: count() }).from(sellerFollows).where(eq(sellerFollows.sellerId, sellerId)),
    viewerId
      ? db
          .select({ id: sellerFollows.id })
          .from(sellerFollows)
          .where(and(eq(sellerFollows.followerId, viewerId), eq(sellerFollows.sellerId, sellerId)))
      : Promise.resolve([]),
  ]);
  return { followerCount: followers?.value ?? 0, isFollowed: mine.length > 0 };
}

async function requireOtherPerson(db: Database, followerId: string, sellerId: string) {
  if (followerId === sellerId) throw new HttpError(403, "CANNOT_FOLLOW_SELF", "You can't follow yourself.");
  const [seller] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, sellerId));
  if (!seller) throw notFound("User not found.");
}
