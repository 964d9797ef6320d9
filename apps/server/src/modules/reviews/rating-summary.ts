import { z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { reviews } from "../../db/schema";

export const ratingSummarySchema = z
  .object({
    /** Rounded to two decimals; null until the first review. */
    average: z.number().nullable(),
    count: z.number().int(),
  })
  .openapi("RatingSummary");

export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** The average star rating a user has received and from how many reviews (docs/product-rules.md#reviews Profile). */
export async function getRatingSummary(db: Database, userId: string): Promise<RatingSummary> {
  const [row] = await db
    .select({
      average: sql<number | null>`round(avg(${reviews.rating}), 2)::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(sql`${reviews.reviewedUserId} = ${userId}`);
  return { average: row?.average ?? null, count: row?.count ?? 0 };
}
