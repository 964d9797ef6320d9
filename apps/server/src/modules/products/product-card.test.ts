import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sellerWith } from "../../../test/feed-fixtures";
import { createTestApp, expectJson } from "../../../test/test-app";
import { products } from "../../db/schema";
import { cardTime } from "./product-card";

const t = await createTestApp();

describe("a listing card's time", () => {
  it("is created_at to the millisecond, as a Date made from PostgreSQL's value would write it", async () => {
    const { seller, rows } = await sellerWith(t.db, [{ title: "late" }, { title: "early" }]);
    const times = ["2026-11-23 23:56:19.767999+00", "2026-01-02 03:04:05+00"];
    for (const [i, time] of times.entries()) {
      await t.db
        .update(products)
        .set({ createdAt: sql`${time}::timestamptz` })
        .where(eq(products.id, rows[i]?.id as string));
    }
    const page = await expectJson(await t.guest.products.$get({ query: { seller: seller.id } }), 200);
    expect(page.items.map((item) => item.createdAt)).toEqual(times.map((time) => new Date(time).toISOString()));
    expect(page.items.map((item) => item.createdAt)).toEqual(["2026-11-23T23:56:19.767Z", "2026-01-02T03:04:05.000Z"]);
  });

  it("cuts the cursor's microsecond text", () => {
    expect(cardTime("2026-11-23T23:56:19.999999Z")).toBe("2026-11-23T23:56:19.999Z");
  });
});
