import { SERVICE_FEE_RATE } from "./constants";

/** Prices travel and are stored as integer cents; never as binary floats. */
export type Cents = number;

export function eurosToCents(euros: number): Cents {
  return Math.round(euros * 100);
}

export function centsToEuros(cents: Cents): number {
  return cents / 100;
}

/** The 5% service fee, rounded to the cent (docs/product-rules.md#limits; architecture §4). */
export function serviceFeeCents(priceCents: Cents): Cents {
  return Math.round(priceCents * SERVICE_FEE_RATE);
}
