import { describe, expect, it } from "vitest";
import { createTestApp, errorCode, TEST_ORIGIN } from "../../../test/test-app";
import { pickupPointMatchesSchema, trackingEventSchema } from "./shipping.schemas";

const t = await createTestApp();
const loopback = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };

const searchFor = (query: string) => t.request(`/api/shipping/pickup-points?${query}`);

function advance(trackingCode: string, body?: unknown, from = loopback) {
  const headers = { origin: TEST_ORIGIN, ...(body ? { "content-type": "application/json" } : {}) };
  return t.app.request(
    `/api/dev/shipping/shipments/${trackingCode}/advance`,
    { method: "POST", headers, body: body ? JSON.stringify(body) : undefined },
    from,
  );
}

describe("the pickup-point search", () => {
  it("answers anyone with the points nearest a postcode, in the carriers' words", async () => {
    const response = await searchFor("q=90100&limit=3");
    expect(response.status).toBe(200);
    const { points } = pickupPointMatchesSchema.parse(await response.json());
    expect(points).toHaveLength(3);
    expect(points[0]?.point).toMatchObject({ city: "Oulu" });
    expect(points[0]?.point.openingHours.length).toBeGreaterThan(0);
  });

  it("keeps to counters for an oversize parcel", async () => {
    const { points } = pickupPointMatchesSchema.parse(
      await (await searchFor("q=Tampere&size=oversize&limit=15")).json(),
    );
    expect(points.length).toBe(15);
    expect(points.every(({ point }) => point.kind === "counter")).toBe(true);
  });

  it.each([
    ["an empty query", "q=%20"],
    ["no query", "size=small"],
    ["a limit over fifteen", "q=00100&limit=16"],
    ["a size class that does not exist", "q=00100&size=huge"],
    ["a control character", "q=00100%07"],
  ])("refuses %s with 400", async (_, query) => {
    const response = await searchFor(query);
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe("VALIDATION_FAILED");
  });
});

describe("moving a local parcel by hand (development)", () => {
  it("drops the parcel off, then returns it to the sender when told", async () => {
    const shipment = await t.deps.shipping.createShipment({
      idempotencyKey: "dev_route",
      reference: "dev-route",
      sizeClass: "small",
      pickupPointId: "P001001",
      sender: { name: "Sanna", email: "s@example.com" },
      recipient: { name: "Olli", email: "o@example.com" },
    });
    const collected = await advance(shipment.trackingCode);
    expect(collected.status).toBe(200);
    expect(trackingEventSchema.parse(await collected.json())).toMatchObject({ kind: "collected", sequence: 1 });

    const returning = await advance(shipment.trackingCode, { kind: "returning" });
    expect(trackingEventSchema.parse(await returning.json())).toMatchObject({ kind: "returning", code: "77" });
    // Returned is the end of the road.
    expect((await advance(shipment.trackingCode)).status).toBe(404);
  });

  it("answers 404 for a shipment nobody created, 400 for a malformed code or turn of events", async () => {
    expect((await advance("KT00000000000000FI")).status).toBe(404);
    expect((await advance("not-a-code")).status).toBe(400);
    expect((await advance("KT00000000000000FI", { kind: "delivered" })).status).toBe(400);
  });

  it("answers nobody but this machine", async () => {
    const remote = { incoming: { socket: { remoteAddress: "203.0.113.9" } } };
    expect((await advance("KT00000000000000FI", undefined, remote)).status).toBe(404);
  });
});
