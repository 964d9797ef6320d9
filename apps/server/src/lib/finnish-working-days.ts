/**
 * Finnish working days (docs/decisions/0042): Monday to Friday, less the public holidays and the
 * eves on which shops, banks and carriers close (Midsummer Eve, Christmas Eve). Days are calendar
 * dates in Helsinki, written "YYYY-MM-DD"; a deadline is the instant Helsinki's next day begins.
 */

const HELSINKI = "Europe/Helsinki";
const DAY_MS = 86_400_000;

/** A calendar date as "YYYY-MM-DD". */
export type LocalDate = string;

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utcDate = (local: LocalDate) => new Date(`${local}T00:00:00Z`);
const plusDays = (local: LocalDate, days: number) => iso(new Date(utcDate(local).getTime() + days * DAY_MS));

/** Easter Sunday of a year in the Gregorian calendar (the anonymous algorithm of Meeus, Jones and Butcher). */
export function easterSunday(year: number): LocalDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The day of the week of a date, 0 Sunday ... 6 Saturday. */
const weekday = (local: LocalDate) => utcDate(local).getUTCDay();

/** The first date from `first` on that falls on `day` (0 Sunday ... 6 Saturday). */
function firstWeekdayFrom(first: LocalDate, day: number): LocalDate {
  return plusDays(first, (day - weekday(first) + 7) % 7);
}

/**
 * The days of a year on which nobody works in Finland, and their Finnish names: the public
 * holidays that can fall on a weekday, and the two eves that close everything.
 */
export function finnishDaysOff(year: number): { date: LocalDate; name: string }[] {
  const easter = easterSunday(year);
  const midsummerEve = firstWeekdayFrom(`${year}-06-19`, 5);
  return [
    { date: `${year}-01-01`, name: "Uudenvuodenpäivä" },
    { date: `${year}-01-06`, name: "Loppiainen" },
    { date: plusDays(easter, -2), name: "Pitkäperjantai" },
    { date: easter, name: "Pääsiäispäivä" },
    { date: plusDays(easter, 1), name: "Toinen pääsiäispäivä" },
    { date: `${year}-05-01`, name: "Vappu" },
    { date: plusDays(easter, 39), name: "Helatorstai" },
    { date: midsummerEve, name: "Juhannusaatto" },
    { date: plusDays(midsummerEve, 1), name: "Juhannuspäivä" },
    { date: `${year}-12-06`, name: "Itsenäisyyspäivä" },
    { date: `${year}-12-24`, name: "Jouluaatto" },
    { date: `${year}-12-25`, name: "Joulupäivä" },
    { date: `${year}-12-26`, name: "Tapaninpäivä" },
  ];
}

const daysOffByYear = new Map<number, Set<LocalDate>>();
function daysOff(year: number): Set<LocalDate> {
  let days = daysOffByYear.get(year);
  if (!days) {
    days = new Set(finnishDaysOff(year).map((day) => day.date));
    daysOffByYear.set(year, days);
  }
  return days;
}

export function isFinnishWorkingDay(local: LocalDate): boolean {
  const day = weekday(local);
  return day !== 0 && day !== 6 && !daysOff(Number(local.slice(0, 4))).has(local);
}

/** The `count`th working day after `local` (the day itself not counted). */
export function nthWorkingDayAfter(local: LocalDate, count: number): LocalDate {
  let date = local;
  for (let found = 0; found < count; ) {
    date = plusDays(date, 1);
    if (isFinnishWorkingDay(date)) found += 1;
  }
  return date;
}

/** The Helsinki calendar date an instant falls on. */
export function helsinkiDateOf(instant: Date): LocalDate {
  return new Intl.DateTimeFormat("en-CA", { timeZone: HELSINKI }).format(instant);
}

/** Helsinki's offset from UTC at an instant, in milliseconds (+2 h in winter, +3 h in summer). */
function helsinkiOffsetMs(instant: Date): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: HELSINKI, timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? "");
  if (!match) return 0;
  const sign = match[1] === "-" ? -1 : 1;
  return sign * (Number(match[2]) * 3_600_000 + Number(match[3]) * 60_000);
}

/** The instant a Helsinki day ends: midnight at the start of the next day, Helsinki time. */
export function endOfHelsinkiDay(local: LocalDate): Date {
  const nextMidnightUtc = utcDate(plusDays(local, 1)).getTime();
  // Midnight never falls in a daylight-saving jump in Finland (they happen at 03:00 and 04:00).
  return new Date(nextMidnightUtc - helsinkiOffsetMs(new Date(nextMidnightUtc - 3 * 3_600_000)));
}

/**
 * A deadline `count` working days after an instant: the end of that working day, Helsinki time.
 * The day the instant falls on is never counted, however early in it.
 */
export function workingDaysAfter(instant: Date, count: number): Date {
  return endOfHelsinkiDay(nthWorkingDayAfter(helsinkiDateOf(instant), count));
}

/** A deadline (as workingDaysAfter gives it) moved on by `count` more working days. */
export function extendByWorkingDays(deadline: Date, count: number): Date {
  return endOfHelsinkiDay(nthWorkingDayAfter(helsinkiDateOf(new Date(deadline.getTime() - 1)), count));
}
