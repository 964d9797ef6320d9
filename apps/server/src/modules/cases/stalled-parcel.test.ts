import { STALLED_PARCEL_DAYS } from "@kierto/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { shippedCardSale } from "../../../test/case-fixtures";
import { createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { cases, ledgerEntries, shipmentEvents, transactions } from "../../db/schema";
import { manualJobClock } from "../../platform/jobs";

const clock = manualJobClock();
const t = await createTestApp({ clock });
const DAY = 24 * 60 * 60 * 1000;
const PRICE = 2500;

/** A paid card sale whose parcel the carrier collected now and has said nothing of since. */
async function shippedParcel() {
  const shipped = await shippedCardSale(t, { priceCents: PRICE, postageCents: 0, state: "shipped" });
  await t.db.insert(shipmentEvents).values({
    trackingCode: shipped.trackingCode,
    sequence: 0,
    code: "13",
    kind: "collected",
    location: "Helsinki",
    occurredAt: clock.now(),
  });
  return shipped;
}

const report = (caller: { cookie: string }, saleId: string, reason: "not_received" | "damaged_in_transit") =>
  t.api(caller).sales[":id"].case.$post({
    param: { id: saleId },
    json: { reason, description: "Tracking has not moved for a week." },
  });

describe("a parcel whose tracking has stalled", () => {
  it("may be reported as not received only after a week of carrier silence, and only as that", async () => {
    const { buyer, sale } = await shippedParcel();
    expect(await errorCode(await report(buyer, sale.id, "not_received"))).toBe("CASE_WINDOW_CLOSED");
    clock.advance(STALLED_PARCEL_DAYS * DAY - 60_000);
    expect(await errorCode(await report(buyer, sale.id, "not_received"))).toBe("CASE_WINDOW_CLOSED");
    clock.advance(60_000);
    expect(await errorCode(await report(buyer, sale.id, "damaged_in_transit"))).toBe("CASE_WINDOW_CLOSED");
    const opened = await expectJson(await report(buyer, sale.id, "not_received"), 201);
    expect(opened).toMatchObject({ state: "awaiting_seller", reason: "not_received" });
    const [held] = await t.db.select().from(transactions).where(eq(transactions.id, sale.id));
    expect(held?.state).toBe("disputed");
  });

  it("a seller who accepts refunds the buyer at once: there is nothing to send back", async () => {
    const { buyer, seller, sale } = await shippedParcel();
    clock.advance(STALLED_PARCEL_DAYS * DAY);
    const opened = await expectJson(await report(buyer, sale.id, "not_received"), 201);
    const answered = await expectJson(
      await t.api(seller).cases[":id"].answer.$post({ param: { id: opened.id }, json: { action: "accept_return" } }),
      200,
    );
    expect(answered).toMatchObject({ state: "refunded", returnSendingCode: null, answerDueAt: null });
    const [row] = await t.db.select().from(cases).where(eq(cases.id, opened.id));
    expect(row?.returnDropOffDueAt).toBeNull();
    const [refunded] = await t.db.select().from(transactions).where(eq(transactions.id, sale.id));
    expect(refunded?.state).toBe("refunded");
    const kinds = await t.db
      .select({ kind: ledgerEntries.kind })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.saleId, sale.id));
    expect(kinds.map((entry) => entry.kind).sort()).toEqual(["sale_paid", "sale_refunded"]);
  });
});
