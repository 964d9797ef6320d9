import { createHmac } from "node:crypto";
import { CarrierError } from "../carrier";

/**
 * Shipments are created through the API's Prinetti door: an XML `eChannel` document whose ROUTING
 * block carries the account, a request id and `Routing.Key`, the HMAC-SHA256 of account and id
 * under the secret (Routing.Version 2). Only the elements we send are written here.
 */
export interface PrinettiParty {
  name: string;
  email: string;
  postcode: string;
  city: string;
  country: "FI";
}

export interface PrinettiService {
  code: string;
  specifiers?: Record<string, string>;
}

export interface PrinettiShipment {
  reference: string;
  product: string;
  sender: PrinettiParty;
  recipient: PrinettiParty;
  services: PrinettiService[];
  parcel: { weightKg: number; volumeM3: number; contents: string };
}

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/** `Routing.Key` for a request id: what the API recomputes to know the request is the account's. */
export const routingKey = (apiKey: string, routingId: string, secret: string) =>
  createHmac("sha256", secret).update(`${apiKey}${routingId}`, "utf8").digest("hex");

function party(prefix: "Sender" | "Recipient", p: PrinettiParty) {
  return [
    element(`${prefix}.Name1`, p.name),
    element(`${prefix}.Postcode`, p.postcode),
    element(`${prefix}.City`, p.city),
    element(`${prefix}.Country`, p.country),
    element(`${prefix}.Email`, p.email),
  ].join("");
}

function service({ code, specifiers = {} }: PrinettiService) {
  const named = Object.entries(specifiers)
    .map(
      ([name, value]) =>
        `<AdditionalService.Specifier name="${escapeXml(name)}">${escapeXml(value)}</AdditionalService.Specifier>`,
    )
    .join("");
  return `<Consignment.AdditionalService>${element("AdditionalService.ServiceCode", code)}${named}</Consignment.AdditionalService>`;
}

export function createShipmentXml(
  shipment: PrinettiShipment,
  routing: { apiKey: string; secret: string; id: string; time: Date },
): string {
  const time = routing.time.toISOString().replace(/\D/g, "").slice(0, 14);
  return [
    '<?xml version="1.0" encoding="UTF-8"?><eChannel><ROUTING>',
    element("Routing.Account", routing.apiKey),
    element("Routing.Id", routing.id),
    element("Routing.Key", routingKey(routing.apiKey, routing.id, routing.secret)),
    element("Routing.Version", "2"),
    element("Routing.Time", time),
    "</ROUTING><Shipment>",
    `<Shipment.Sender>${party("Sender", shipment.sender)}</Shipment.Sender>`,
    `<Shipment.Recipient>${party("Recipient", shipment.recipient)}</Shipment.Recipient>`,
    "<Shipment.Consignment>",
    element("Consignment.Reference", shipment.reference),
    element("Consignment.Product", shipment.product),
    ...shipment.services.map(service),
    "<Consignment.Parcel>",
    element("Parcel.Packagetype", "PC"),
    element("Parcel.Weight", String(shipment.parcel.weightKg)),
    element("Parcel.Volume", String(shipment.parcel.volumeM3)),
    element("Parcel.Contents", shipment.parcel.contents),
    "</Consignment.Parcel></Shipment.Consignment></Shipment></eChannel>",
  ].join("");
}

export interface CreatedShipment {
  trackingCode: string;
  /** The label code (9902), absent when the API made none. */
  labelCode: string | null;
  /** The shipment's uuid (response.reference@uuid). */
  uuid: string | null;
}

const unescapeXml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|apos);/g,
    (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" })[name] ?? "",
  );

/** One child element of the flat `<Response>`: its text and attributes, or null when absent. */
function child(xml: string, name: string): { text: string; attributes: Record<string, string> } | null {
  const escaped = name.replace(/\./g, "\\.");
  const match = new RegExp(`<${escaped}((?:\\s+[\\w.:-]+="[^"]*")*)\\s*>([^<]*)</${escaped}>`).exec(xml);
  if (!match) return null;
  const attributes: Record<string, string> = {};
  for (const [, key, value] of (match[1] ?? "").matchAll(/([\w.:-]+)="([^"]*)"/g)) {
    if (key) attributes[key] = unescapeXml(value ?? "");
  }
  return { text: unescapeXml(match[2] ?? "").trim(), attributes };
}

/**
 * Reads the answer to create-shipment: `response.status` 0 is success, anything else (100
 * unknown error, 160 label not saved, 230 invalid XML, 240 system failure) a failure whose
 * message is kept for the log.
 */
export function readCreateShipmentResponse(xml: string): CreatedShipment {
  const status = child(xml, "response.status")?.text;
  if (status !== "0") {
    const message = child(xml, "response.message")?.text ?? "no message";
    throw new CarrierError(`Pakettikauppa did not create the shipment (status ${status ?? "missing"}: ${message}).`);
  }
  const tracking = child(xml, "response.trackingcode");
  if (!tracking?.text) throw new CarrierError("Pakettikauppa's answer names no tracking code.");
  return {
    trackingCode: tracking.text,
    labelCode: tracking.attributes.labelcode || null,
    uuid: child(xml, "response.reference")?.attributes.uuid ?? null,
  };
}
