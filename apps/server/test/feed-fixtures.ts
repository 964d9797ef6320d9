import type { InferRequestType } from "hono/client";
import type { Database } from "../src/db/client";
import { createProduct, createUser, type ProductOverrides } from "../src/db/factories";
import { type ApiClient, expectJson } from "./test-app";

export type FeedQuery = InferRequestType<ApiClient["products"]["$get"]>["query"];

/**
 * A new seller with these listings, a second apart in this order (the last is the newest). Feed
 * tests filter by this seller, so they never see each other's rows.
 */
export async function sellerWith(db: Database, listings: ProductOverrides[]) {
  const seller = await createUser(db);
  const base = Date.now() - 60_000;
  const rows = [];
  for (const [i, listing] of listings.entries()) {
    rows.push(await createProduct(db, { userId: seller.id, createdAt: new Date(base + i * 1000), ...listing }));
  }
  return { seller, rows };
}

/** The titles of every page of the feed for `query`, following the cursors, as a guest. */
export async function everyPageTitles(guest: ApiClient, query: FeedQuery): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await expectJson(
      await guest.products.$get({ query: { ...query, ...(cursor ? { cursor } : {}) } }),
      200,
    );
    seen.push(...page.items.map((item) => item.title));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return seen;
}
