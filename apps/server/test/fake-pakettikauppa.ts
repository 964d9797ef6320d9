import { createHmac, randomInt, randomUUID } from "node:crypto";
import type { ServerType } from "@hono/node-server";
import { listen } from "./listen";

/** A pickup point as the fake API holds it (the API's own field names). */
export interface FakePoint {
  provider: string;
  pickup_point_id: string;
  name: string;
  street_address: string;
  postcode: string;
  city: string;
  country: string;
  description: string | null;
  map_latitude: string | null;
  map_longitude: string | null;
  point_type: string;
  /** The shipping methods (product codes) that deliver here. */
  products: string[];
}

export interface FakeShipment {
  trackingCode: string;
  labelCode: string | null;
  uuid: string;
  reference: string;
  product: string;
  pickupPointId: string | null;
  callbackUrl: string | null;
  recipientPostcode: string;
  cancelled: boolean;
  events: { status_code: string; event_timestamp: string; postcode: string; post_office: string }[];
}

/** The points every fake starts with: two in Oulu, one in Helsinki, one a carrier we do not price, one unplaced. */
export const FAKE_POINTS: FakePoint[] = [
  {
    provider: "Posti",
    pickup_point_id: "905253201",
    name: "Pakettiautomaatti, Sale Toppila",
    street_address: "Paakakatu 2",
    postcode: "90525",
    city: "OULU",
    country: "FI",
    description: "ma-la 7.00 - 22.00, su 9.00 - 22.00",
    map_latitude: "65.045625281",
    map_longitude: "25.433573289",
    point_type: "PARCEL_LOCKER",
    products: ["2103", "2108"],
  },
  {
    provider: "Matkahuolto",
    pickup_point_id: "5410",
    name: "K-Market Toppila",
    street_address: "Toppilansalmentie 1",
    postcode: "90525",
    city: "OULU",
    country: "FI",
    description: "ma-pe 8.00 - 21.00, la 9.00 - 18.00",
    map_latitude: "65.0440",
    map_longitude: "25.4301",
    point_type: "AGENCY",
    products: ["90080"],
  },
  {
    provider: "Posti",
    pickup_point_id: "001003101",
    name: "Posti, Kamppi",
    street_address: "Urho Kekkosen katu 1",
    postcode: "00100",
    city: "HELSINKI",
    country: "FI",
    description: "ma-pe 8.00 - 20.00",
    map_latitude: "60.1690",
    map_longitude: "24.9330",
    point_type: "POSTOFFICE",
    products: ["2103", "2108"],
  },
  {
    provider: "DB Schenker",
    pickup_point_id: "6679",
    name: "R-Kioski Toppila",
    street_address: "Kauppakatu 1",
    postcode: "90525",
    city: "OULU",
    country: "FI",
    description: "V0730-2200L0730-2200S0900-2200",
    map_latitude: "65.0441",
    map_longitude: "25.4310",
    point_type: "AGENCY",
    products: ["2103", "90080"],
  },
  {
    provider: "Matkahuolto",
    pickup_point_id: "5038",
    name: "Siwa Toppila",
    street_address: "Satamatie 12",
    postcode: "90525",
    city: "OULU",
    country: "FI",
    description: null,
    map_latitude: null,
    map_longitude: null,
    point_type: "AGENCY",
    products: ["90080"],
  },
];

/**
 * The API's signature, written here from its documentation rather than taken from our client, so
 * a mistake in the client's signing is refused instead of mirrored: the values of every parameter
 * but `hash`, in the order of their names, joined with "&", HMAC-SHA256 under the secret.
 */
export function pakettikauppaHash(params: Record<string, string>, secret: string) {
  const names = Object.keys(params).filter((name) => name !== "hash");
  names.sort();
  return createHmac("sha256", secret)
    .update(names.map((name) => params[name]).join("&"))
    .digest("hex");
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const refusal = (status: number, message: string) => json(status, { success: false, message });
const xmlResponse = (status: number, inner: string) =>
  new Response(`<?xml version="1.0" encoding="UTF-8"?><Response>${inner}</Response>`, {
    status,
    headers: { "content-type": "text/xml" },
  });

/** The text of an XML element, the first of its name after `from`. */
const xmlText = (xml: string, name: string, from = 0) =>
  new RegExp(`<${name.replace(/\./g, "\\.")}>([^<]*)</`).exec(xml.slice(from))?.[1] ?? null;

/**
 * A Pakettikauppa API of our own over real HTTP: it signs and checks as the real one does, refuses
 * a bad hash with 401 and an unknown point with 404 (`{ success: false, message }`), creates
 * shipments from Prinetti XML, and plays the carrier: `addEvent` records a tracking event and
 * `signedCallback` makes the form the real API would post to the shipment's callback URL.
 */
export async function startFakePakettikauppa(account: { apiKey: string; secret: string }) {
  const points = [...FAKE_POINTS];
  const shipments = new Map<string, FakeShipment>();
  const requests: { path: string; form: Record<string, string> | null; body: string }[] = [];

  const form = (params: Record<string, string>, handle: () => Response) => {
    if (params.api_key !== account.apiKey || params.hash !== pakettikauppaHash(params, account.secret)) {
      return refusal(401, "Invalid api_key or hash");
    }
    if (!/^\d{9,11}$/.test(params.timestamp ?? "")) return refusal(400, "timestamp is required");
    return handle();
  };

  function search(params: Record<string, string>) {
    const limit = Number(params.limit ?? "5");
    if (!Number.isInteger(limit) || limit < 1 || limit > 15) return refusal(400, "limit must be between 1 and 15");
    const products = (params.service_provider ?? "").split(",").filter(Boolean);
    const words = (params.query ?? "")
      .toLowerCase()
      .split(/[\s,]+/)
      .filter(Boolean);
    const found = points.filter((p) => {
      if (products.length > 0 && !p.products.some((code) => products.includes(code))) return false;
      if (params.postcode) return p.postcode === params.postcode;
      const text = `${p.name} ${p.street_address} ${p.postcode} ${p.city}`.toLowerCase();
      return words.length > 0 && words.some((word) => text.includes(word));
    });
    return json(
      200,
      found.slice(0, limit).map(({ products: _, ...point }) => point),
    );
  }

  function createShipment(xml: string) {
    const account_ = xmlText(xml, "Routing.Account");
    const id = xmlText(xml, "Routing.Id") ?? "";
    const key = createHmac("sha256", account.secret).update(`${account_}${id}`).digest("hex");
    if (account_ !== account.apiKey || xmlText(xml, "Routing.Key") !== key) {
      return xmlResponse(
        401,
        "<response.status>100</response.status><response.message>Authentication failed</response.message>",
      );
    }
    const services = [...xml.matchAll(/<Consignment\.AdditionalService>(.*?)<\/Consignment\.AdditionalService>/g)].map(
      (m) => m[1] ?? "",
    );
    const service = (code: string) => services.find((s) => xmlText(s, "AdditionalService.ServiceCode") === code);
    const specifier = (s: string | undefined, name: string) =>
      s ? (new RegExp(`name="${name}">([^<]*)<`).exec(s)?.[1] ?? null) : null;
    const product = xmlText(xml, "Consignment.Product") ?? "";
    const pointId = specifier(service("2106"), "pickup_point_id");
    if (pointId && !points.some((p) => p.pickup_point_id === pointId && p.products.includes(product))) {
      return xmlResponse(
        200,
        "<response.status>100</response.status><response.message>Unknown pickup point</response.message>",
      );
    }
    const shipment: FakeShipment = {
      trackingCode: `JJFI6457490000${randomInt(1e7).toString().padStart(7, "0")}`,
      labelCode: service("9902") ? String(randomInt(1e7, 1e8)) : null,
      uuid: randomUUID(),
      reference: xmlText(xml, "Consignment.Reference") ?? "",
      product,
      pickupPointId: pointId,
      callbackUrl: specifier(service("9901"), "url")?.replace(/&amp;/g, "&") ?? null,
      recipientPostcode: xmlText(xml, "Recipient.Postcode") ?? "",
      cancelled: false,
      events: [],
    };
    shipments.set(shipment.trackingCode, shipment);
    const label = shipment.labelCode ? ` labelcode="${shipment.labelCode}"` : "";
    return xmlResponse(
      200,
      `<response.status>0</response.status><response.message>OK</response.message>` +
        `<response.reference uuid="${shipment.uuid}">${shipment.reference}</response.reference>` +
        `<response.trackingcode${label} uuid="${randomUUID()}">${shipment.trackingCode}</response.trackingcode>`,
    );
  }

  const statusRows = (s: FakeShipment) =>
    s.events.map((e) => ({
      message_created: e.event_timestamp,
      reference: s.reference,
      tracking_code: s.trackingCode,
      measured_weight: "0",
      measured_volume: "0",
      receiver_name: "",
      ...e,
    }));

  async function handle(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    const body = await request.text();
    if (request.method !== "POST") return refusal(405, "POST only");
    if (path === "/prinetti/create-shipment") {
      requests.push({ path, form: null, body });
      return createShipment(body);
    }
    const params = Object.fromEntries(new URLSearchParams(body));
    requests.push({ path, form: params, body });
    return form(params, () => {
      if (path === "/pickup-points/search") return search(params);
      if (path === "/pickup-point/info") {
        const point = points.find(
          (p) => p.pickup_point_id === params.point_id && p.products.includes(params.service_code ?? ""),
        );
        if (!point) return refusal(404, "Pickup point not found");
        const { products: _, ...shown } = point;
        return json(200, shown);
      }
      if (path === "/shipment/status") {
        const shipment = shipments.get(params.tracking_code ?? "");
        return json(200, shipment ? statusRows(shipment) : []);
      }
      if (path === "/shipment/cancel") {
        const shipment = [...shipments.values()].find((s) => s.uuid === params.shipment_id);
        if (shipment) shipment.cancelled = true;
        return json(200, { success: Boolean(shipment) });
      }
      if (path === "/shipping-methods/list") return json(200, []);
      return refusal(404, "Unknown API call");
    });
  }

  const { server, url } = await listen(handle);
  return {
    url,
    server: server as ServerType,
    shipments,
    requests,
    requestsTo: (path: string) => requests.filter((r) => r.path === path),
    /** The carrier records an event ("13" collected, "22" handed over, ...) at a Helsinki wall-clock time. */
    addEvent(trackingCode: string, statusCode: string, helsinkiTime: string) {
      const shipment = shipments.get(trackingCode);
      if (!shipment) throw new Error(`no shipment ${trackingCode}`);
      const row = { status_code: statusCode, event_timestamp: helsinkiTime, postcode: "90100", post_office: "OULU" };
      shipment.events.push(row);
      return statusRows(shipment).at(-1) as ReturnType<typeof statusRows>[number];
    },
    /** The form the real API posts to a callback URL for an event, signed with `secret`. */
    signedCallback(trackingCode: string, statusCode: string, helsinkiTime: string, secret = account.secret) {
      const object = this.addEvent(trackingCode, statusCode, helsinkiTime);
      const params: Record<string, string> = {
        api_key: account.apiKey,
        tracking_code: trackingCode,
        timestamp: String(Math.floor(Date.now() / 1000)),
        event: statusCode,
        object: JSON.stringify(object),
      };
      params.hash = pakettikauppaHash(params, secret);
      return new URLSearchParams(params).toString();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePakettikauppa = Awaited<ReturnType<typeof startFakePakettikauppa>>;
