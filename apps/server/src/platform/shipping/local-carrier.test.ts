import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app";
import { manualJobClock } from "../jobs";
import { CarrierRefusedError, type TrackingEvent } from "./carrier";
import { localCarrierAdvanceJob, localCarrierNoticeJob } from "./local-carrier";

const HOUR = 3_600_000;
const clock = manualJobClock();
const t = await createTestApp({ clock });
const carrier = t.deps.shipping;
const heard: TrackingEvent[] = [];
carrier.onTrackingEvent(async (event) => {
  heard.push(event);
});

const simulation = () => {
  if (!carrier.simulation) throw new Error("the local carrier simulates its parcels");
  return carrier.simulation;
};

let keys = 0;
async function shipToOulu(sizeClass: "small" | "oversize" = "small", pickupPointId = "P901001") {
  return carrier.createShipment({
    idempotencyKey: `test_${++keys}`,
    reference: `sale-${keys}`,
    sizeClass,
    pickupPointId,
    sender: { name: "Sanna Seller", email: "seller@example.com", postcode: "00530" },
    recipient: { name: "Olli Buyer", email: "buyer@example.com" },
  });
}

const kinds = async (trackingCode: string) => (await carrier.trackingEvents(trackingCode)).map((event) => event.kind);
const heardOf = (trackingCode: string) =>
  heard.filter((event) => event.trackingCode === trackingCode).map((event) => event.kind);

async function workDue() {
  await t.deps.jobs.workDue(localCarrierAdvanceJob);
  await t.deps.jobs.workDue(localCarrierNoticeJob);
}

describe("the local carrier", () => {
  it("creates a shipment with a sending code to the chosen point, once per idempotency key", async () => {
    const request = {
      idempotencyKey: "sale_once",
      reference: "sale-once",
      sizeClass: "medium" as const,
      pickupPointId: "P901001",
      sender: { name: "Sanna Seller", email: "seller@example.com" },
      recipient: { name: "Olli Buyer", email: "buyer@example.com" },
    };
    const shipment = await carrier.createShipment(request);
    expect(shipment.sendingCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(shipment.trackingCode).toMatch(/^KT\d{14}FI$/);
    expect(shipment.pickupPoint).toMatchObject({ id: "P901001", carrier: "posti", kind: "locker", postcode: "90100" });
    expect(await carrier.createShipment(request)).toEqual(shipment);
    expect(await kinds(shipment.trackingCode)).toEqual(["created"]);
  });

  it("refuses a point it does not know and an oversize parcel to a locker", async () => {
    await expect(shipToOulu("small", "P999999")).rejects.toMatchObject({ code: "unknown_pickup_point" });
    await expect(shipToOulu("oversize", "P901001")).rejects.toBeInstanceOf(CarrierRefusedError);
    await expect(shipToOulu("oversize", "M901002")).resolves.toMatchObject({ carrier: "matkahuolto" });
  });

  it("keeps a parcel where it is until the sender drops it off, then moves it on with realistic delays", async () => {
    const { trackingCode } = await shipToOulu();
    clock.advance(7 * 24 * HOUR);
    await workDue();
    expect(await kinds(trackingCode)).toEqual(["created"]);

    expect(await simulation().advance(trackingCode)).toMatchObject({ kind: "collected", code: "13", sequence: 1 });
    await workDue();
    expect(await kinds(trackingCode)).toEqual(["created", "collected"]);
    clock.advance(5 * HOUR - 60_000);
    await workDue();
    expect(await kinds(trackingCode)).toEqual(["created", "collected"]);
    clock.advance(60_000);
    await workDue();
    expect(await kinds(trackingCode)).toEqual(["created", "collected", "in_transit"]);
    clock.advance(16 * HOUR);
    await workDue();
    clock.advance(20 * HOUR);
    await workDue();
    const events = await carrier.trackingEvents(trackingCode);
    expect(events.map((event) => [event.code, event.kind])).toEqual([
      ["68", "created"],
      ["13", "collected"],
      ["31", "in_transit"],
      ["45", "arrived"],
      ["22", "handed_over"],
    ]);
    expect(events.at(-1)?.location).toContain("Oulu");
    // Handed over is the end: nothing more happens, by hand or on its own.
    expect(await simulation().advance(trackingCode)).toBeNull();
    clock.advance(30 * 24 * HOUR);
    await workDue();
    expect(await kinds(trackingCode)).toHaveLength(5);
    expect(heardOf(trackingCode)).toEqual(["created", "collected", "in_transit", "arrived", "handed_over"]);
  });

  it("takes a step moved on by hand only once, whatever the job planned for it", async () => {
    const { trackingCode } = await shipToOulu();
    await simulation().advance(trackingCode);
    await simulation().advance(trackingCode);
    expect(await kinds(trackingCode)).toEqual(["created", "collected", "in_transit"]);
    clock.advance(5 * HOUR);
    await workDue();
    // The job planned for in_transit found it taken; the one the hand step planned is still waiting.
    expect(await kinds(trackingCode)).toEqual(["created", "collected", "in_transit"]);
    clock.advance(16 * HOUR);
    await workDue();
    expect(await kinds(trackingCode)).toEqual(["created", "collected", "in_transit", "arrived"]);
    expect(heardOf(trackingCode)).toEqual(["created", "collected", "in_transit", "arrived"]);
  });

  it("sends a parcel back on request, and then moves it no further", async () => {
    const { trackingCode } = await shipToOulu();
    await simulation().advance(trackingCode);
    expect(await simulation().advance(trackingCode, "returning")).toMatchObject({ kind: "returning", code: "77" });
    clock.advance(10 * 24 * HOUR);
    await workDue();
    expect(await kinds(trackingCode)).toEqual(["created", "collected", "returning"]);
    expect(await simulation().advance("KT00000000000000FI")).toBeNull();
  });

  it("creates a return shipment from the recipient back to the sender, with a sending code of its own", async () => {
    const original = await shipToOulu();
    const back = await carrier.createReturnShipment({
      idempotencyKey: `return_${original.trackingCode}`,
      originalTrackingCode: original.trackingCode,
      pickupPointId: "M005302",
    });
    expect(back.trackingCode).not.toBe(original.trackingCode);
    expect(back.sendingCode).not.toBe(original.sendingCode);
    expect(back.pickupPoint).toMatchObject({ postcode: "00530", city: "Helsinki" });
    await expect(
      carrier.createReturnShipment({ idempotencyKey: "r_x", originalTrackingCode: "KT1FI", pickupPointId: "M005302" }),
    ).rejects.toMatchObject({ code: "unknown_shipment" });
  });

  it("quotes every carrier that takes a size class, cheapest first", async () => {
    expect(await carrier.rates("mailbox")).toEqual([{ carrier: "posti", postageCents: 349 }]);
    expect(await carrier.rates("small")).toEqual([
      { carrier: "matkahuolto", postageCents: 479 },
      { carrier: "posti", postageCents: 499 },
    ]);
  });
});
