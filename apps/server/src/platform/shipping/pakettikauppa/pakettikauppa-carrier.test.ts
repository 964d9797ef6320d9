import { afterAll, describe, expect, it } from "vitest";
import { startFakePakettikauppa } from "../../../../test/fake-pakettikauppa";
import { createTestApp } from "../../../../test/test-app";
import { CarrierError, CarrierRefusedError } from "../carrier";
import { createPakettikauppaCarrier } from "./pakettikauppa-carrier";

const account = { apiKey: "00000000-0000-0000-0000-000000000000", secret: "1234567890ABCDEF" };
const fake = await startFakePakettikauppa(account);
afterAll(() => fake.close());
const t = await createTestApp({
  env: {
    SHIPPING_CARRIER: "pakettikauppa",
    PAKETTIKAUPPA_API_KEY: account.apiKey,
    PAKETTIKAUPPA_API_SECRET: account.secret,
    PAKETTIKAUPPA_BASE_URL: fake.url,
  },
});
const carrier = t.deps.shipping;

let keys = 0;
const shipTo = (pickupPointId: string, sizeClass: "small" | "oversize" = "small", key = `sale_${++keys}`) =>
  carrier.createShipment({
    idempotencyKey: key,
    reference: `sale-${keys}`,
    sizeClass,
    pickupPointId,
    sender: { name: "Sanna Seller", email: "sanna@example.test", postcode: "00100" },
    recipient: { name: "Olli Buyer", email: "olli@example.test" },
  });

describe("the Pakettikauppa carrier against the fake API", () => {
  it("is the carrier SHIPPING_CARRIER=pakettikauppa chooses, and has no simulation", () => {
    expect(carrier.name).toBe("pakettikauppa");
    expect(carrier.simulation).toBeNull();
  });

  it("searches pickup points by postcode with a signed request, leaving out what it cannot price or place", async () => {
    const found = await carrier.searchPickupPoints({ query: "90525" });
    expect(found.map((m) => m.point.id)).toEqual(["posti:905253201", "matkahuolto:5410"]);
    expect(found[0]?.point).toMatchObject({ kind: "locker", city: "OULU" });
    expect(found[1]?.point.openingHours).toHaveLength(6);
    const [request] = fake.requestsTo("/pickup-points/search").slice(-1);
    expect(request?.form).toMatchObject({
      postcode: "90525",
      country: "FI",
      service_provider: "2103,90080",
      limit: "5",
    });
    expect(request?.form?.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("searches by free text, by one carrier, and drops lockers for an oversize parcel", async () => {
    const byText = await carrier.searchPickupPoints({ query: "Kamppi Helsinki", limit: 3 });
    expect(byText.map((m) => m.point.id)).toEqual(["posti:001003101"]);
    expect(fake.requestsTo("/pickup-points/search").at(-1)?.form).toMatchObject({
      query: "Kamppi Helsinki",
      limit: "3",
    });
    const matkahuolto = await carrier.searchPickupPoints({ query: "90525", carrier: "matkahuolto" });
    expect(matkahuolto.map((m) => m.point.carrier)).toEqual(["matkahuolto"]);
    const oversize = await carrier.searchPickupPoints({ query: "90525", sizeClass: "oversize" });
    expect(oversize.map((m) => m.point.kind)).toEqual(["counter"]);
  });

  it("looks up one point by our id, and answers null for one the API does not know", async () => {
    expect((await carrier.pickupPoint("posti:905253201"))?.name).toBe("Pakettiautomaatti, Sale Toppila");
    expect(await carrier.pickupPoint("posti:999999999")).toBeNull();
    expect(await carrier.pickupPoint("P901001")).toBeNull();
  });

  it("creates a shipment to the point with a sending code and our callback URL, once per key", async () => {
    const shipment = await shipTo("posti:905253201", "small", "sale_once");
    expect(shipment).toMatchObject({ carrier: "posti", pickupPoint: { id: "posti:905253201" } });
    expect(shipment.sendingCode).toMatch(/^\d{8}$/);
    const atApi = fake.shipments.get(shipment.trackingCode);
    expect(atApi).toMatchObject({
      product: "2103",
      pickupPointId: "905253201",
      labelCode: shipment.sendingCode,
      callbackUrl: `${t.deps.env.publicUrl}/api/shipping/callbacks/pakettikauppa`,
    });
    const created = fake.requestsTo("/prinetti/create-shipment").length;
    expect(await shipTo("posti:905253201", "small", "sale_once")).toEqual(shipment);
    expect(fake.requestsTo("/prinetti/create-shipment")).toHaveLength(created);
  });

  it("refuses an unknown point or a parcel the point does not take, without creating anything", async () => {
    const created = fake.requestsTo("/prinetti/create-shipment").length;
    await expect(shipTo("posti:999999999")).rejects.toMatchObject({ code: "unknown_pickup_point" });
    await expect(shipTo("posti:905253201", "oversize")).rejects.toMatchObject({ code: "size_not_accepted" });
    await expect(shipTo("posti:905253201", "oversize")).rejects.toBeInstanceOf(CarrierRefusedError);
    expect(fake.requestsTo("/prinetti/create-shipment")).toHaveLength(created);
  });

  it("reads a shipment's status in the carrier's order", async () => {
    const shipment = await shipTo("matkahuolto:5410");
    expect(fake.shipments.get(shipment.trackingCode)?.product).toBe("90080");
    fake.addEvent(shipment.trackingCode, "31", "2026-11-02 18:00:00");
    fake.addEvent(shipment.trackingCode, "13", "2026-11-02 09:00:00");
    fake.addEvent(shipment.trackingCode, "22", "2026-11-03 17:30:00");
    const events = await carrier.trackingEvents(shipment.trackingCode);
    expect(events.map((e) => e.kind)).toEqual(["collected", "in_transit", "handed_over"]);
    expect(events[0]?.occurredAt.toISOString()).toBe("2026-11-02T07:00:00.000Z");
    expect(await carrier.trackingEvents("JJFI000000000000")).toEqual([]);
  });

  it("makes a return label back from the point, as Posti's return product, once per key", async () => {
    const original = await shipTo("posti:905253201");
    const request = {
      idempotencyKey: `return_${original.trackingCode}`,
      originalTrackingCode: original.trackingCode,
      pickupPointId: "posti:905253201",
    };
    const back = await carrier.createReturnShipment(request);
    expect(back.trackingCode).not.toBe(original.trackingCode);
    expect(back.sendingCode).toMatch(/^\d{8}$/);
    expect(fake.shipments.get(back.trackingCode)).toMatchObject({ product: "2108", recipientPostcode: "90525" });
    expect(await carrier.createReturnShipment(request)).toEqual(back);
    await expect(
      carrier.createReturnShipment({ ...request, idempotencyKey: "return_x", originalTrackingCode: "JJFI404" }),
    ).rejects.toMatchObject({ code: "unknown_shipment" });
  });

  it("fails with a carrier error, not a refusal, when the API refuses our signature or cannot be reached", async () => {
    const wrong = createPakettikauppaCarrier({
      ...account,
      secret: "not-the-secret",
      baseUrl: fake.url,
      db: t.db,
      callbackUrl: null,
    });
    const refused = wrong.searchPickupPoints({ query: "90525" });
    await expect(refused).rejects.toBeInstanceOf(CarrierError);
    await expect(refused).rejects.toMatchObject({ status: 401 });
    await expect(refused).rejects.not.toBeInstanceOf(CarrierRefusedError);
    await expect(
      wrong.createShipment({
        idempotencyKey: "wrong_1",
        reference: "r",
        sizeClass: "small",
        pickupPointId: "posti:905253201",
        sender: { name: "a", email: "a@example.test" },
        recipient: { name: "b", email: "b@example.test" },
      }),
    ).rejects.toBeInstanceOf(CarrierError);
    const gone = createPakettikauppaCarrier({
      ...account,
      baseUrl: "http://127.0.0.1:9",
      db: t.db,
      callbackUrl: null,
      timeoutMs: 2000,
    });
    await expect(gone.trackingEvents("JJFI1")).rejects.toThrow(/could not be reached|timed out/);
  });
});
