import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, errorCode } from "../../../test/test-app";
import { createProduct } from "../../db/factories";
import {
  chats,
  ledgerPostings,
  messages,
  notifications,
  saleShipments,
  shipmentEvents,
  transactions,
} from "../../db/schema";
import { localCarrierNoticeJob } from "../../platform/shipping";
import { sellerBalances } from "../ledger";
import { completeDueDeliveries, refundJob, shipmentRequestJob } from "../sale-process";
import { markPaid } from "../transactions";
import { createSaleShipment, pollQuietShipments, recordTrackingEvent, signCallback } from ".";

const t = await createTestApp();
const PRICE = 3000;
const SHARE = 2850;

async function paidShippedSale(pickupPointId = "P901001") {
  const seller = await t.signedInUser({ displayName: "Sanna Seller" });
  const buyer = await t.signedInUser({ displayName: "Olli Buyer" });
  const product = await createProduct(t.db, {
    userId: seller.id,
    priceCents: PRICE,
    deliveryMethod: "shipping",
    parcelSize: "small",
  });
  const started = await t.api(buyer).products[":id"].checkout.$post({
    param: { id: product.id },
    json: { delivery: { method: "shipping", pickupPointId } },
  });
  const { transactionId } = (await started.json()) as { transactionId: string };
  const [sale] = await t.db.select().from(transactions).where(eq(transactions.id, transactionId));
  const paid = await markPaid(t.deps, {
    provider: "local",
    sessionId: sale?.providerSessionId ?? "",
    paymentId: `pi_${transactionId}`,
  });
  expect(paid).toBe("paid");
  return { seller, buyer, product, saleId: transactionId };
}

const stateOf = async (saleId: string) =>
  (await t.db.select({ state: transactions.state }).from(transactions).where(eq(transactions.id, saleId)))[0]?.state;
const shipmentOf = async (saleId: string) =>
  (await t.db.select().from(saleShipments).where(eq(saleShipments.saleId, saleId)))[0];

async function shipped(saleId: string) {
  await t.deps.jobs.workDue(shipmentRequestJob);
  const shipment = await shipmentOf(saleId);
  if (!shipment) throw new Error("no shipment");
  return shipment;
}

const event = (
  trackingCode: string,
  sequence: number,
  kind: "collected" | "in_transit" | "arrived" | "handed_over" | "returning",
) => ({
  trackingCode,
  sequence,
  code: { collected: "13", in_transit: "31", arrived: "45", handed_over: "22", returning: "77" }[kind],
  kind,
  occurredAt: new Date(),
  location: null,
});

function callback(body: string, signature?: string) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (signature) headers["x-shipping-signature"] = signature;
  return t.app.request("/api/shipping/callbacks/local", { method: "POST", headers, body });
}

describe("the shipment of a paid shipped sale", () => {
  it("is created once by a job, however often the job runs, and the seller alone sees the sending code", async () => {
    const { seller, buyer, saleId } = await paidShippedSale();
    const shipment = await shipped(saleId);
    expect(shipment.trackingCode).toMatch(/^KT/);
    // A retried job (the carrier answered but the job was lost) finds the same shipment.
    const again = await createSaleShipment(t.deps, saleId);
    expect(again?.trackingCode).toBe(shipment.trackingCode);
    expect(await t.db.select().from(saleShipments).where(eq(saleShipments.saleId, saleId))).toHaveLength(1);

    const mine = await t.request(`/api/sales/${saleId}`, { cookie: seller.cookie });
    expect(mine.status).toBe(200);
    const sellerView = (await mine.json()) as { sale: { delivery: { shipment: { sendingCode: string | null } } } };
    expect(sellerView.sale.delivery.shipment.sendingCode).toBe(shipment.sendingCode);
    const buyerView = (await (
      await t.request(`/api/sales/${saleId}`, { cookie: buyer.cookie })
    ).json()) as typeof sellerView;
    expect(buyerView.sale.delivery.shipment.sendingCode).toBeNull();
  });

  it("has no 'handed over' for the seller: the carrier reports a parcel's hand-over", async () => {
    const { seller, product, saleId } = await paidShippedSale();
    const [chat] = await t.db.select({ id: chats.id }).from(chats).where(eq(chats.productId, product.id));
    const refused = await t.request(`/api/chats/${chat?.id}/sale/confirm`, { method: "POST", cookie: seller.cookie });
    expect(refused.status).toBe(409);
    expect(await errorCode(refused)).toBe("SALE_STATE_CONFLICT");
    expect(await stateOf(saleId)).toBe("paid");
  });

  it("answers 404 to anyone but the two parties, and 401 to nobody signed in", async () => {
    const { saleId } = await paidShippedSale();
    const stranger = await t.signedInUser();
    const refused = await t.request(`/api/sales/${saleId}`, { cookie: stranger.cookie });
    expect(refused.status).toBe(404);
    expect(await errorCode(refused)).toBe("NOT_FOUND");
    expect((await t.request(`/api/sales/${saleId}`)).status).toBe(401);
  });
});

describe("carrier events", () => {
  it("move the sale in the carrier's order: a late scan changes nothing, a repeat is stored once", async () => {
    const { buyer, saleId } = await paidShippedSale();
    const { trackingCode } = await shipped(saleId);
    // The local carrier's own 'created' event reaches the sale through its listener.
    await t.deps.jobs.workDue(localCarrierNoticeJob);

    // 'arrived' (3) is heard before 'in transit' (2): applied as it comes, the sale is delivered.
    expect(await recordTrackingEvent(t.deps, event(trackingCode, 1, "collected"))).toBe("applied");
    expect(await stateOf(saleId)).toBe("shipped");
    expect(await recordTrackingEvent(t.deps, event(trackingCode, 3, "arrived"))).toBe("applied");
    expect(await stateOf(saleId)).toBe("delivered");
    expect(await recordTrackingEvent(t.deps, event(trackingCode, 2, "in_transit"))).toBe("applied");
    expect(await stateOf(saleId)).toBe("delivered");
    expect(await recordTrackingEvent(t.deps, event(trackingCode, 3, "arrived"))).toBe("duplicate");

    const stored = await t.db.select().from(shipmentEvents).where(eq(shipmentEvents.trackingCode, trackingCode));
    expect(stored.map((row) => row.sequence).sort()).toEqual([0, 1, 2, 3]);
    const types = (await t.db.select().from(notifications).where(eq(notifications.userId, buyer.id))).map(
      (n) => n.type,
    );
    expect(types.filter((type) => type === "parcel_shipped")).toHaveLength(1);
    expect(types.filter((type) => type === "parcel_delivered")).toHaveLength(1);
    const notices = await t.db
      .select({ params: messages.params })
      .from(messages)
      .where(eq(messages.kind, "parcel_update"));
    expect(notices.map((notice) => notice.params?.parcelEvent)).toEqual(
      expect.arrayContaining(["created", "collected", "arrived"]),
    );

    const page = (await (await t.request(`/api/sales/${saleId}`, { cookie: buyer.cookie })).json()) as {
      sale: { delivery: { shipment: { events: { kind: string }[] } }; deadlines: { receiptDueAt: string | null } };
    };
    expect(page.sale.delivery.shipment.events.map((e) => e.kind)).toEqual([
      "created",
      "collected",
      "in_transit",
      "arrived",
    ]);
    expect(page.sale.deadlines.receiptDueAt).not.toBeNull();
  });

  it("starts a locker parcel's 48 hours again when the buyer takes it out later, then completes", async () => {
    const { seller, saleId } = await paidShippedSale("P901001");
    const { trackingCode } = await shipped(saleId);
    await recordTrackingEvent(t.deps, event(trackingCode, 1, "arrived"));
    await t.db.execute(sql`update transactions set receipt_due_at = now() - interval '1 hour' where id = ${saleId}`);
    await recordTrackingEvent(t.deps, event(trackingCode, 2, "handed_over"));
    const [sale] = await t.db.select().from(transactions).where(eq(transactions.id, saleId));
    expect(sale?.receiptDueAt?.getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000);
    expect((await shipmentOf(saleId))?.finishedAt).not.toBeNull();

    await t.db.execute(sql`update transactions set receipt_due_at = now() - interval '1 minute' where id = ${saleId}`);
    await completeDueDeliveries(t.deps);
    expect(await stateOf(saleId)).toBe("completed");
    expect(await sellerBalances(t.db, seller.id)).toMatchObject({ pendingCents: 0, availableCents: SHARE });
  });

  it("refunds the buyer when the parcel returns to the sender, the ledger balanced", async () => {
    const { seller, saleId } = await paidShippedSale();
    const { trackingCode } = await shipped(saleId);
    await recordTrackingEvent(t.deps, event(trackingCode, 1, "collected"));
    await recordTrackingEvent(t.deps, event(trackingCode, 2, "returning"));
    expect(await stateOf(saleId)).toBe("refunded");
    expect(await sellerBalances(t.db, seller.id)).toMatchObject({ pendingCents: 0, availableCents: 0 });
    const unbalanced = await t.db
      .select({ entryId: ledgerPostings.entryId })
      .from(ledgerPostings)
      .groupBy(ledgerPostings.entryId)
      .having(sql`sum(${ledgerPostings.amountCents}) <> 0`);
    expect(unbalanced).toEqual([]);
    expect(await t.deps.jobs.workDue(refundJob)).toBeGreaterThanOrEqual(1);
  });

  it("are asked for when a shipment has been quiet for hours", async () => {
    const { saleId } = await paidShippedSale();
    const { trackingCode } = await shipped(saleId);
    const simulation = t.deps.shipping.simulation;
    if (!simulation) throw new Error("the local carrier simulates");
    await simulation.advance(trackingCode); // collected, its notice not yet delivered
    await t.db.execute(
      sql`update sale_shipments set checked_at = now() - interval '7 hours' where sale_id = ${saleId}`,
    );
    expect(await pollQuietShipments(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await stateOf(saleId)).toBe("shipped");
  });
});

describe("the carrier's callback", () => {
  it("applies signed events and refuses a wrong or missing signature with 401, changing nothing", async () => {
    const { saleId } = await paidShippedSale();
    const { trackingCode } = await shipped(saleId);
    const body = JSON.stringify({
      events: [{ trackingCode, sequence: 1, code: "13", occurredAt: new Date().toISOString(), location: "00100" }],
    });
    const secret = t.deps.env.shippingCallbackSecret ?? "";

    const forged = await callback(body, signCallback("someone-elses-secret-0000", body));
    expect(forged.status).toBe(401);
    expect(await errorCode(forged)).toBe("SHIPPING_CALLBACK_UNVERIFIED");
    expect((await callback(body)).status).toBe(401);
    expect(await stateOf(saleId)).toBe("paid");

    const accepted = await callback(body, signCallback(secret, body));
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    expect(await accepted.json()).toEqual({ received: 1, applied: 1 });
    expect(await stateOf(saleId)).toBe("shipped");
    const repeated = await callback(body, signCallback(secret, body));
    expect(await repeated.json()).toEqual({ received: 1, applied: 0 });

    const malformed = "{not json";
    expect((await callback(malformed, signCallback(secret, malformed))).status).toBe(400);
    const stored = await t.db
      .select()
      .from(shipmentEvents)
      .where(and(eq(shipmentEvents.trackingCode, trackingCode), eq(shipmentEvents.sequence, 1)));
    expect(stored).toHaveLength(1);
  });
});
