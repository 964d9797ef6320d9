import { locale, messages } from "@/i18n";

const DAY_MS = 24 * 60 * 60 * 1000;

function startOfDay(date: Date) {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whole calendar days between a time and now (0 today, 1 yesterday). */
function daysAgo(iso: string, now: Date) {
  return Math.round((startOfDay(now) - startOfDay(new Date(iso))) / DAY_MS);
}

const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" });
const weekday = new Intl.DateTimeFormat(locale, { weekday: "short" });
const dayMonth = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short" });
const dayMonthYear = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric" });
const longDay = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long" });
const longDayYear = new Intl.DateTimeFormat(locale, {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** A message's time of day, shown on its bubble. */
export function formatMessageTime(iso: string) {
  return time.format(new Date(iso));
}

/** The full date and time, for a `title` and `dateTime` attribute. */
export function formatFullDateTime(iso: string) {
  return new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short" }).format(new Date(iso));
}

/** The conversation list's date: the time today, 'Yesterday', the weekday this week, else the date. */
export function formatListDate(iso: string, now = new Date()) {
  const days = daysAgo(iso, now);
  if (days <= 0) return time.format(new Date(iso));
  if (days === 1) return messages.chats.chat.yesterday;
  if (days < 7) return weekday.format(new Date(iso));
  const date = new Date(iso);
  return (date.getFullYear() === now.getFullYear() ? dayMonth : dayMonthYear).format(date);
}

/** The heading over a day's messages: 'Today', 'Yesterday', else the weekday and date. */
export function formatDayHeading(iso: string, now = new Date()) {
  const days = daysAgo(iso, now);
  if (days <= 0) return messages.chats.chat.today;
  if (days === 1) return messages.chats.chat.yesterday;
  const date = new Date(iso);
  return (date.getFullYear() === now.getFullYear() ? longDay : longDayYear).format(date);
}

/** A key naming the calendar day of a time, for grouping messages by day. */
export function dayKey(iso: string) {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}
