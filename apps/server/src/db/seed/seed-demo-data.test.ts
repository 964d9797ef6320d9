import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRecordingLogger } from "../../../test/recording-logger";
import { createTestApp, expectJson } from "../../../test/test-app";
import { notifications, reviews, transactions } from "../schema";
import { seedDemoData } from "./seed-demo";

const t = await createTestApp();

describe("the demo marketplace", () => {
  it("has completed sales reviewed both ways, a paid sale awaiting the seller and an open checkout", async () => {
    expect(await seedDemoData(t.db, t.deps.storage, createRecordingLogger(), { randomPasswords: false })).toBe(true);
    const sales = await t.db.select().from(transactions);
    const completed = sales.filter((sale) => sale.state === "completed");
    expect(completed.length).toBeGreaterThanOrEqual(3);
    const reviewed = await t.db.select().from(reviews);
    const first = completed.find((sale) => reviewed.some((r) => r.transactionId === sale.id));
    expect(reviewed.filter((r) => r.transactionId === first?.id).map((r) => r.reviewerUserId)).toEqual(
      expect.arrayContaining([first?.buyerId, first?.sellerId]),
    );

    const paid = sales.filter((sale) => sale.state === "paid");
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ buyerConfirmed: false, sellerConfirmed: false, paymentProvider: "local" });
    const sellerBell = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, paid[0]?.sellerId as string), eq(notifications.type, "item_sold")));
    expect(sellerBell).toHaveLength(1);
    expect(sellerBell[0]?.data).toMatchObject({ transactionId: paid[0]?.id, amountCents: paid[0]?.amountCents });

    const open = sales.filter((sale) => sale.state === "reserved");
    expect(open).toHaveLength(1);
    expect(open[0]?.checkoutExpiresAt?.getTime()).toBeGreaterThan(Date.now());

    // Part of the demo is written in Finnish and Swedish, and the search finds it by other forms.
    const found = async (search: string) =>
      (await expectJson(await t.guest.products.$get({ query: { search } }), 200)).items.map((item) => item.title);
    expect(await found("villapaita")).toEqual(expect.arrayContaining(["Villapaita, koko M", "Villapaidat, 2 kpl"]));
    expect(await found("takit")).toEqual(expect.arrayContaining(["Marimekko takki"]));
    expect(await found("ylletröja")).toEqual(expect.arrayContaining(["Ylletröjor, två stycken"]));
  }, 120_000);
});
