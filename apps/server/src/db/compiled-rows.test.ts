import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sellerWith } from "../../test/feed-fixtures";
import { createTestApp } from "../../test/test-app";
import { selectProductCards } from "../modules/products/product-card";
import { readRowsCompiled } from "./compiled-rows";
import { products, profiles } from "./schema";

const t = await createTestApp();

describe("rows read by a compiled reader", () => {
  it("come out exactly as drizzle reads them: columns, expressions, dates and nulls", async () => {
    const { seller } = await sellerWith(t.db, [{ title: "coat" }, { title: "scarf", brand: null }]);
    const query = () =>
      t.db
        .select({
          id: products.id,
          title: products.title,
          brand: products.brand,
          priceCents: products.priceCents,
          createdAt: products.createdAt,
          sellerName: profiles.displayName,
          doubled: sql<number>`${products.priceCents} * 2`.mapWith(Number),
          label: sql<string>`upper(${products.title})`,
          nothing: sql<string | null>`null`,
        })
        .from(products)
        .innerJoin(profiles, eq(profiles.id, products.userId))
        .where(eq(products.userId, sql.placeholder("seller")))
        .orderBy(products.title);
    const drizzles = query().prepare("");
    const compiled = query().prepare("");
    expect(readRowsCompiled(compiled)).toBe(true);
    const expected = await drizzles.execute({ seller: seller.id });
    const rows = await compiled.execute({ seller: seller.id });
    expect(rows).toEqual(expected);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
    expect(rows[1]?.brand).toBeNull();
  });

  it("are what the feed's cached statements use, so a drizzle that keeps its fields elsewhere fails here", () => {
    expect(readRowsCompiled(selectProductCards(t.db).prepare(""))).toBe(true);
  });

  it("leave a nested selection to drizzle", async () => {
    const { seller } = await sellerWith(t.db, [{ title: "coat" }]);
    const nested = t.db
      .select({ id: products.id, seller: { id: profiles.id, name: profiles.displayName } })
      .from(products)
      .innerJoin(profiles, eq(profiles.id, products.userId))
      .where(eq(products.userId, seller.id))
      .prepare("");
    expect(readRowsCompiled(nested)).toBe(false);
    const [row] = await nested.execute();
    expect(row?.seller).toEqual({ id: seller.id, name: expect.any(String) });
  });
});
