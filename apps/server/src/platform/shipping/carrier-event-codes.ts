import type { ShipmentEventKind } from "@kierto/shared";

/**
 * Pakettikauppa's tracking event codes (the ones Posti's Nextshipping and the local carrier
 * send) and what each means for a sale. A code missing here is kept raw and read as in transit,
 * the safe reading: it neither delivers nor returns a parcel.
 */
const KIND_OF_CODE: Readonly<Record<string, ShipmentEventKind>> = {
  "68": "created", // pre-information received from the shipper
  "13": "collected", // collected from the sender
  "31": "in_transit", // in transport
  "48": "in_transit", // loaded on or off a vehicle
  "71": "in_transit", // ready for delivery transport
  "91": "in_transit", // arrived at a post office
  "99": "in_transit", // outbound
  "45": "arrived", // the recipient is told it has arrived
  "22": "handed_over", // handed over to the recipient
  "77": "returning", // returning to the sender
  "20": "exception",
  "56": "exception", // not delivered, a delivery attempt made
};

export const eventKindOfCode = (code: string): ShipmentEventKind => KIND_OF_CODE[code] ?? "in_transit";

/** The code the local carrier writes for each kind. */
export const CODE_OF_KIND: Readonly<Record<ShipmentEventKind, string>> = {
  created: "68",
  collected: "13",
  in_transit: "31",
  arrived: "45",
  handed_over: "22",
  returning: "77",
  exception: "20",
};
