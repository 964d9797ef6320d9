import { CARRIERS, type Carrier, type ParcelSizeClass, postageCents } from "@kierto/shared";

/**
 * The postage of each carrier that takes a parcel of this class, cheapest first. Postage is our
 * price list (packages/shared), whichever carrier carries: the buyer pays what checkout showed.
 */
export function postageRates(sizeClass: ParcelSizeClass): { carrier: Carrier; postageCents: number }[] {
  return CARRIERS.flatMap((carrier) => {
    const cents = postageCents(carrier, sizeClass);
    return cents === null ? [] : [{ carrier, postageCents: cents }];
  }).sort((a, b) => a.postageCents - b.postageCents);
}
