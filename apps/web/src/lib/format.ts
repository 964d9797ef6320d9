import { ONLINE_THRESHOLD_MS } from "@kierto/shared";
import { locale, messages } from "@/i18n";

const euro = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" });

/** Prices are integer cents everywhere; this is the only place they become text. */
export function formatPrice(cents: number): string {
  return euro.format(cents / 100);
}

export function formatDate(iso: string, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }): string {
  return new Intl.DateTimeFormat(locale, options).format(new Date(iso));
}

/**
 * docs/product-rules.md#accounts-and-profiles Profile last-seen text: 'Online' under 5 minutes, 'Nm ago' under an hour, 'Nh ago'
 * under a day, otherwise a month/day date, and 'Unknown' when never seen.
 */
export function formatLastSeen(iso: string | null, now = Date.now()): string {
  const t = messages.common.lastSeen;
  if (!iso) return t.unknown;
  const elapsed = now - new Date(iso).getTime();
  if (elapsed < ONLINE_THRESHOLD_MS) return t.online;
  const minutes = Math.floor(elapsed / 60_000);
  if (minutes < 60) return t.minutesAgo(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t.hoursAgo(hours);
  return new Intl.DateTimeFormat(locale, { month: "short", day: "numeric" }).format(new Date(iso));
}

/** 'x ago' style relative time (docs/product-rules.md#limits). */
export function formatRelative(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  const abs = Math.abs(seconds);
  if (abs < 60) return rtf.format(seconds, "second");
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), "minute");
  if (abs < 86400) return rtf.format(Math.round(seconds / 3600), "hour");
  if (abs < 86400 * 30) return rtf.format(Math.round(seconds / 86400), "day");
  return formatDate(iso);
}
