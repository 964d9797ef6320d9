import { describe, expect, it } from "vitest";
import { parseOpeningHours, parsePointId, toPickupPoint } from "./pickup-points";
import { createShipmentXml, readCreateShipmentResponse, routingKey } from "./prinetti-xml";
import { signatureValid, signParameters, withSignature } from "./signing";
import { helsinkiTimeToInstant, toTrackingEvent } from "./tracking-events";

describe("Pakettikauppa's request signature", () => {
  it("is the HMAC-SHA256 of the values sorted by their names and joined with '&', as the API documents", () => {
    // The documentation's own example; the expected hash is computed with openssl:
    // printf 'C&2016-02-01&Some name' | openssl dgst -sha256 -hmac a1b2c3d4e5f6
    const params = { name: "Some name", date: "2016-02-01", char: "C" };
    expect(signParameters(params, "a1b2c3d4e5f6")).toBe(
      "31d046a316621ee8a5e5289f2633b13687ffd6506a08e3c68980eabe2348651a",
    );
  });

  it("ignores a hash already present, and is verified only with the same values and secret", () => {
    const signed = withSignature({ api_key: "k", tracking_code: "JJFI1", timestamp: "1700000000" }, "secret-1");
    expect(signatureValid(signed, "secret-1")).toBe(true);
    expect(signatureValid(signed, "secret-2")).toBe(false);
    expect(signatureValid({ ...signed, tracking_code: "JJFI2" }, "secret-1")).toBe(false);
    expect(signatureValid({ ...signed, hash: "zz" }, "secret-1")).toBe(false);
    expect(signatureValid({ ...signed, hash: undefined as unknown as string }, "secret-1")).toBe(false);
  });
});

describe("reading the API's pickup points", () => {
  it("reads Finnish opening hours by weekday, and gives none for a form it does not know", () => {
    expect(parseOpeningHours("ma-pe 8.00 - 20.00, la 10.00 - 15.00")).toEqual([
      ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: "08:00", closes: "20:00" })),
      { weekday: 6, opens: "10:00", closes: "15:00" },
    ]);
    expect(parseOpeningHours("V0730-2200L0730-2200S0900-2200")).toEqual([]);
    expect(parseOpeningHours(null)).toEqual([]);
  });

  it("names the carrier in our id, marks lockers, and leaves out points it cannot price or place", () => {
    const locker = toPickupPoint({
      provider: "Posti",
      pickup_point_id: "905253201",
      name: "Pakettiautomaatti, Sale Toppila",
      street_address: "Paakakatu 2",
      postcode: "90525",
      city: "OULU",
      map_latitude: "65.045625281",
      map_longitude: "25.433573289",
      point_type: "PARCEL_LOCKER",
    });
    expect(locker).toMatchObject({ id: "posti:905253201", carrier: "posti", kind: "locker", latitude: 65.045625281 });
    expect(parsePointId("posti:905253201")).toEqual({ carrier: "posti", apiId: "905253201" });
    expect(parsePointId("P901001")).toBeNull();
    const base = { pickup_point_id: 1, name: "x", street_address: "y", postcode: "90100", city: "OULU" };
    expect(toPickupPoint({ ...base, provider: "DB Schenker", map_latitude: "65", map_longitude: "25" })).toBeNull();
    expect(toPickupPoint({ ...base, provider: "Matkahuolto", map_latitude: null, map_longitude: null })).toBeNull();
  });
});

describe("reading tracking events", () => {
  it("reads the API's Helsinki wall-clock times in winter and in summer", () => {
    expect(helsinkiTimeToInstant("2026-01-15 12:00:00")?.toISOString()).toBe("2026-01-15T10:00:00.000Z");
    expect(helsinkiTimeToInstant("2026-07-15 12:00:00")?.toISOString()).toBe("2026-07-15T09:00:00.000Z");
    expect(helsinkiTimeToInstant("yesterday")).toBeNull();
  });

  it("orders events by their time, the same sequence whichever path brings one, and maps the codes", () => {
    const row = (status_code: string, event_timestamp: string) => ({
      tracking_code: "JJFI1",
      status_code,
      event_timestamp,
      postcode: "90100",
      post_office: "OULU",
    });
    const collected = toTrackingEvent(row("13", "2026-11-02 09:00:00"));
    const handedOver = toTrackingEvent(row("22", "2026-11-03 17:30:00"));
    expect(collected).toMatchObject({ kind: "collected", code: "13", location: "90100 OULU" });
    expect(handedOver?.kind).toBe("handed_over");
    expect((handedOver?.sequence ?? 0) > (collected?.sequence ?? 0)).toBe(true);
    expect(toTrackingEvent(row("13", "2026-11-02 09:00:00"))?.sequence).toBe(collected?.sequence);
    expect(toTrackingEvent(row("45", "2026-11-03 08:00"))?.kind).toBe("arrived");
    expect(toTrackingEvent(row("77", "2026-11-04 08:00"))?.kind).toBe("returning");
    expect(toTrackingEvent(row("20", "2026-11-04 08:00"))?.kind).toBe("exception");
    expect(toTrackingEvent(row("31", "2026-11-04 08:00"))?.kind).toBe("in_transit");
    expect(toTrackingEvent(row("13", "not a time"))).toBeNull();
  });
});

describe("the Prinetti shipment document", () => {
  it("carries the routing key, the services and escaped names, and its answer is read back", () => {
    const xml = createShipmentXml(
      {
        reference: "sale-1",
        product: "2103",
        sender: { name: "Sanna <S&S>", email: "s@example.test", postcode: "00100", city: "", country: "FI" },
        recipient: { name: "Olli", email: "o@example.test", postcode: "90525", city: "OULU", country: "FI" },
        services: [{ code: "2106", specifiers: { pickup_point_id: "905253201" } }, { code: "9902" }],
        parcel: { weightKg: 2, volumeM3: 0.013, contents: "Clothing" },
      },
      { apiKey: "key", secret: "secret", id: "123", time: new Date("2026-11-27T10:00:00Z") },
    );
    expect(xml).toContain(`<Routing.Key>${routingKey("key", "123", "secret")}</Routing.Key>`);
    expect(xml).toContain("<Sender.Name1>Sanna &lt;S&amp;S&gt;</Sender.Name1>");
    expect(xml).toContain(
      '<AdditionalService.Specifier name="pickup_point_id">905253201</AdditionalService.Specifier>',
    );
    expect(xml).toContain("<Routing.Time>20261127100000</Routing.Time>");
    const answer =
      '<Response><response.status>0</response.status><response.message>OK</response.message><response.reference uuid="u-1">sale-1</response.reference><response.trackingcode labelcode="12345" uuid="p-1">JJFI1</response.trackingcode></Response>';
    expect(readCreateShipmentResponse(answer)).toEqual({ trackingCode: "JJFI1", labelCode: "12345", uuid: "u-1" });
    expect(() =>
      readCreateShipmentResponse(
        "<Response><response.status>240</response.status><response.message>System failure</response.message></Response>",
      ),
    ).toThrow(/240: System failure/);
  });
});
