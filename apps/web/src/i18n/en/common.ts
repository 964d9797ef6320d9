import { pluralizer } from "../plural";

const plural = pluralizer("en");

export const common = {
  appName: "Kierto",
  tagline: "Pre-loved fashion in Finland",
  loading: "Loading...",
  save: "Save",
  cancel: "Cancel",
  close: "Close",
  back: "Back",
  retry: "Try again",
  unexpectedError: "An unexpected error occurred. Please try again.",
  networkError: "Could not reach Kierto. Check your connection and try again.",
  tooManyRequests: "Too many attempts. Please wait a moment and try again.",
  /** The same, with the wait the server gave: seconds under a minute, otherwise whole minutes. */
  tooManyRequestsWait: (seconds: number) =>
    seconds < 60
      ? `Too many attempts. Please try again in ${plural(seconds, { one: "1 second", other: `${seconds} seconds` })}.`
      : `Too many attempts. Please try again in ${plural(Math.ceil(seconds / 60), { one: "1 minute", other: `${Math.ceil(seconds / 60)} minutes` })}.`,
  pageTitle: (title: string) => `${title} · Kierto`,
  /** Shown in place of the name of someone who deleted their account. */
  /** The toasts' region, which sonner follows with its shortcut (alt+T), and each toast's close button. */
  toasts: { label: "Notifications", close: "Close toast" },
  deletedUser: "Deleted user",
  /** The last-seen text of a profile (docs/product-rules.md#accounts-and-profiles). */
  lastSeen: {
    unknown: "Unknown",
    online: "Online",
    minutesAgo: (minutes: number) => `${minutes}m ago`,
    hoursAgo: (hours: number) => `${hours}h ago`,
  },
};
