import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { sellerWith } from "../../test/feed-fixtures";
import { createTestApp } from "../../test/test-app";
import { selectProductCards } from "../modules/products";
import { runDirectly } from "./compiled-rows";
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
    const expected = await query().prepare("").execute({ seller: seller.id });
    const compiled = runDirectly<(typeof expected)[number]>(t.db.$client, query().prepare(""));
    const rows = (await compiled?.execute({ seller: seller.id })) ?? [];
    expect(rows).toEqual(expected);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
    expect(rows[1]?.brand).toBeNull();
  });

  it("come out the same when the statement runs straight through the pool, under its prepared name", async () => {
    const { seller } = await sellerWith(t.db, [{ title: "coat" }, { title: "scarf" }]);
    const query = () =>
      t.db
        .select({ id: products.id, title: products.title, createdAt: products.createdAt })
        .from(products)
        .where(eq(products.userId, sql.placeholder("seller")))
        .orderBy(products.title);
    const expected = await query().prepare("").execute({ seller: seller.id });
    const direct = runDirectly<(typeof expected)[number]>(t.db.$client, query().prepare("compiled_rows_test"));
    const spy = vi.spyOn(t.db.$client, "query");
    try {
      expect(await direct?.execute({ seller: seller.id })).toEqual(expected);
      expect(spy.mock.calls.map(([config]) => (config as { name?: string }).name)).toEqual(["compiled_rows_test"]);
    } finally {
      spy.mockRestore();
    }
  });

  it("are what the feed's cached statements use, so a drizzle that keeps its fields elsewhere fails here", () => {
    expect(runDirectly(t.db.$client, selectProductCards(t.db).prepare(""))).toBeDefined();
  });

  it("keep any name the selection gives, quotes and all, and leave __proto__ to drizzle", async () => {
    const { seller } = await sellerWith(t.db, [{ title: "coat" }]);
    const odd = t.db
      .select({ 'it\'s "quoted"': products.title, "line\nbreak": products.priceCents })
      .from(products)
      .where(eq(products.userId, seller.id))
      .prepare("");
    expect(await runDirectly(t.db.$client, odd)?.execute({})).toEqual(await odd.execute());
    // A computed key: written plainly, __proto__ would set the selection's prototype instead.
    const proto = t.db
      .select({ ["__proto__"]: products.title })
      .from(products)
      .where(eq(products.userId, seller.id))
      .prepare("");
    expect(await proto.execute()).toHaveLength(1);
    expect(runDirectly(t.db.$client, proto)).toBeUndefined();
  });

  it("leave a nested selection to drizzle", async () => {
    const { seller } = await sellerWith(t.db, [{ title: "coat" }]);
    const nested = t.db
      .select({ id: products.id, seller: { id: profiles.id, name: profiles.displayName } })
      .from(products)
      .innerJoin(profiles, eq(profiles.id, products.userId))
      .where(eq(products.userId, seller.id))
      .prepare("");
    expect(runDirectly(t.db.$client, nested)).toBeUndefined();
    const [row] = await nested.execute();
    expect(row?.seller).toEqual({ id: seller.id, name: expect.any(String) });
  });
});
