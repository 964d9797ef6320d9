import { SERVICE_FEE_RATE } from "./constants";

/** Prices travel and are stored as integer cents; never as binary floats. */
export type Cents = number;

export function eurosToCents(euros: number): Cents {
  return Math.round(euros * 100);
}

/**
 * The cents an amount in euros is exactly, or null when it is not a whole number of cents
 * (1e-9, 9.999). A number with at most two decimals parses to the same double as its cents / 100,
 * so the comparison is exact, with no tolerance for a billionth to slip through.
 */
export function exactEurosToCents(euros: number): Cents | null {
  const cents = Math.round(euros * 100);
  return cents / 100 === euros ? cents : null;
}

export function centsToEuros(cents: Cents): number {
  return cents / 100;
}

/** The 5% service fee, rounded to the cent (docs/product-rules.md#payments). */
export function serviceFeeCents(priceCents: Cents): Cents {
  return Math.round(priceCents * SERVICE_FEE_RATE);
}
