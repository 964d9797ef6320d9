import type { ParcelSizeClass } from "@kierto/shared";
import type { Party, PickupPoint } from "../carrier";
import { parsePointId } from "./pickup-points";
import type { PrinettiParty, PrinettiService, PrinettiShipment } from "./prinetti-xml";

/**
 * What we declare of a parcel of each class: the carrier prices and routes by it. The weights are
 * what second-hand clothes of that size weigh at most; volumes are the class's outer measures.
 */
const PARCEL_OF_CLASS: Readonly<Record<ParcelSizeClass, { weightKg: number; volumeM3: number }>> = {
  mailbox: { weightKg: 1, volumeM3: 0.003 }, // 35 x 25 x 3 cm
  small: { weightKg: 2, volumeM3: 0.013 },
  medium: { weightKg: 5, volumeM3: 0.039 },
  large: { weightKg: 10, volumeM3: 0.13 }, // 60 x 36 x 60 cm
  oversize: { weightKg: 30, volumeM3: 0.25 },
};

/** Additional services: 2106 the pickup point, 9902 a label code instead of a printed label, 9901 our callback. */
export const PICKUP_POINT_SERVICE = "2106";
export const LABEL_CODE_SERVICE = "9902";
export const CALLBACK_URL_SERVICE = "9901";

function partyAt(party: Party, fallback: PickupPoint): PrinettiParty {
  // We know people's postcodes at most, not their streets: the parcel goes to a pickup point, and
  // the sender drops it at any point, so the carrier needs no street of either.
  return {
    name: party.name,
    email: party.email,
    postcode: party.postcode ?? fallback.postcode,
    city: party.postcode ? "" : fallback.city,
    country: "FI",
  };
}

export function prinettiShipment(input: {
  reference: string;
  product: string;
  sizeClass: ParcelSizeClass;
  point: PickupPoint;
  sender: Party;
  recipient: Party;
  callbackUrl: string | null;
}): PrinettiShipment {
  const apiId = parsePointId(input.point.id)?.apiId ?? input.point.id;
  const services: PrinettiService[] = [
    { code: PICKUP_POINT_SERVICE, specifiers: { pickup_point_id: apiId } },
    { code: LABEL_CODE_SERVICE },
  ];
  if (input.callbackUrl) services.push({ code: CALLBACK_URL_SERVICE, specifiers: { url: input.callbackUrl } });
  return {
    reference: input.reference,
    product: input.product,
    sender: partyAt(input.sender, input.point),
    // The recipient collects at the point: its address is where the parcel goes.
    recipient: { ...partyAt(input.recipient, input.point), postcode: input.point.postcode, city: input.point.city },
    services,
    parcel: { ...PARCEL_OF_CLASS[input.sizeClass], contents: "Clothing" },
  };
}
