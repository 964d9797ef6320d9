import { ONLINE_THRESHOLD_MS } from "@kierto/shared";
import { locale, type Messages, messages } from "@/i18n";

type LastSeenTexts = Messages["common"]["lastSeen"];

/**
 * Prices, dates and times as text in one locale (fi-FI, sv-FI, en-FI). The app formats with the
 * active language's (the functions exported below); tests build each language's to compare them.
 */
export function formattersFor(locale: string, lastSeenTexts: LastSeenTexts) {
  const euro = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" });
  const relativeTime = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  const monthDay = new Intl.DateTimeFormat(locale, { month: "short", day: "numeric" });

  function date(iso: string, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }): string {
    return new Intl.DateTimeFormat(locale, options).format(new Date(iso));
  }

  return {
    /** Prices are integer cents everywhere; this is the only place they become text. */
    price(cents: number): string {
      return euro.format(cents / 100);
    },

    date,

    /**
     * A number with a fixed count of decimals ('4,5', '64,90'), written with the decimal mark of
     * the locale's prices: en-FI writes plain numbers with a comma but prices with a point, and a
     * page should not mix the two.
     */
    decimal(value: number, fractionDigits: number): string {
      return new Intl.NumberFormat(locale, {
        style: "currency",
        currency: "EUR",
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
        useGrouping: false,
      })
        .formatToParts(value)
        .filter((part) => part.type === "integer" || part.type === "decimal" || part.type === "fraction")
        .map((part) => part.value)
        .join("");
    },

    /**
     * docs/product-rules.md#accounts-and-profiles Profile last-seen text: 'Online' under 5 minutes, 'Nm ago' under an hour, 'Nh ago'
     * under a day, otherwise a month/day date, and 'Unknown' when never seen.
     */
    lastSeen(iso: string | null, now = Date.now()): string {
      if (!iso) return lastSeenTexts.unknown;
      const elapsed = now - new Date(iso).getTime();
      if (elapsed < ONLINE_THRESHOLD_MS) return lastSeenTexts.online;
      const minutes = Math.floor(elapsed / 60_000);
      if (minutes < 60) return lastSeenTexts.minutesAgo(minutes);
      const hours = Math.floor(minutes / 60);
      if (hours < 24) return lastSeenTexts.hoursAgo(hours);
      return monthDay.format(new Date(iso));
    },

    /** 'x ago' style relative time (docs/product-rules.md#limits). */
    relative(iso: string, now = Date.now()): string {
      const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
      const abs = Math.abs(seconds);
      if (abs < 60) return relativeTime.format(seconds, "second");
      if (abs < 3600) return relativeTime.format(Math.round(seconds / 60), "minute");
      if (abs < 86400) return relativeTime.format(Math.round(seconds / 3600), "hour");
      if (abs < 86400 * 30) return relativeTime.format(Math.round(seconds / 86400), "day");
      return date(iso);
    },
  };
}

const active = formattersFor(locale, messages.common.lastSeen);

export const formatPrice = active.price;
export const formatDate = active.date;
export const formatDecimal = active.decimal;
export const formatLastSeen = active.lastSeen;
export const formatRelative = active.relative;
