import type { Database } from "../src/db/client";
import { createProduct, createUser, type ProductOverrides } from "../src/db/factories";

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
