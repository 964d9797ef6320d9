import { locale } from "@/i18n";

/** The price filter's value and how it changes. */
export interface PriceRange {
  min: number | undefined;
  max: number | undefined;
  onChange(range: { minPrice: number | undefined; maxPrice: number | undefined }): void;
}

/** The slider moves in whole euros, so its labels need no cents. */
const wholeEuroFormat = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
export const wholeEuros = (value: number | undefined) => wholeEuroFormat.format(value ?? 0);
