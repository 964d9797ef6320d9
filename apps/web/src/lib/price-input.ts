/**
 * What a seller types into a price field, as euros: '25,00' (Finnish and Swedish), '25.00' or
 * '25' are 25; spaces (a thousands gap, '1 250') and a trailing '€' are ignored. Anything else is
 * NaN, which the price schema refuses with the field's own error. Decimal comma and point both
 * work whatever the browser's own language, which an `<input type="number">` does not promise:
 * a browser set to English reads '25,00' there as 2500.
 */
export function parsePriceInput(text: string): number {
  const compact = text.replace(/[\s\u00a0\u202f]/g, "").replace(/€$/, "");
  if (!/^\d+([.,]\d*)?$/.test(compact)) return Number.NaN;
  return Number(compact.replace(",", "."));
}
