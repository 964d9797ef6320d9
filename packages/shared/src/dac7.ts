/**
 * DAC7 (Council Directive (EU) 2021/514), as Finland applies it: a platform reports to
 * Verohallinto, by the end of January, every seller who in the calendar year before made 30 or
 * more sales or was paid more than EUR 2,000 for them, with the seller's identity. A seller who
 * crossed a threshold without giving their details is reminded twice, then their payouts are
 * withheld until they do (docs/decisions/0038).
 */
export const DAC7_SALES_THRESHOLD = 30;
/** More than this many cents of consideration in a year makes a seller reportable. */
export const DAC7_CONSIDERATION_THRESHOLD_CENTS = 200_000;
/** Reminders before payouts are withheld, and the days between one step and the next. */
export const DAC7_REMINDERS_BEFORE_WITHHOLDING = 2;
export const DAC7_DAYS_BETWEEN_REMINDERS = 7;

const HETU_CHECK_CHARACTERS = "0123456789ABCDEFHJKLMNPRSTUVWXY";
/** The century signs of a Finnish personal identity code (the extra ones in use since 2023). */
const HETU_CENTURY: Record<string, number> = {
  "+": 1800,
  "-": 1900,
  U: 1900,
  V: 1900,
  W: 1900,
  X: 1900,
  Y: 1900,
  A: 2000,
  B: 2000,
  C: 2000,
  D: 2000,
  E: 2000,
  F: 2000,
};

/**
 * A Finnish personal identity code (henkilötunnus), the tax identification number DAC7 reports
 * for a Finnish resident, normalised to capitals; null when its form, date or check character is
 * wrong. `dateOfBirth` (YYYY-MM-DD), when given, must be the date the code encodes.
 */
export function finnishPersonalIdentityCode(input: string, dateOfBirth?: string): string | null {
  const code = input.trim().toUpperCase();
  const match = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/.exec(code);
  if (!match) return null;
  const [, day, month, year, sign, individual, check] = match as unknown as string[];
  const century = HETU_CENTURY[sign as string];
  if (century === undefined || Number(individual) < 2) return null;
  const born = `${century + Number(year)}-${month}-${day}`;
  const date = new Date(`${born}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== born) return null;
  if (dateOfBirth !== undefined && dateOfBirth !== born) return null;
  const expected = HETU_CHECK_CHARACTERS[Number(`${day}${month}${year}${individual}`) % 31];
  return expected === check ? code : null;
}
