import { PRICE_FILTER_MAX, PRICE_FILTER_MIN } from "./constants";

/**
 * The feed's price filter (docs/product-rules.md#feed): the slider's ends mean "no bound", so a minimum applies
 * only above 0 and a maximum only below 1000. The server filters by it and the web app writes
 * its URL by it.
 */
export function isMinPriceApplied(min: number | undefined): min is number {
  return min !== undefined && min > PRICE_FILTER_MIN;
}

export function isMaxPriceApplied(max: number | undefined): max is number {
  return max !== undefined && max < PRICE_FILTER_MAX;
}
