import type { NotificationGroup } from "@kierto/shared";

/** Settings, Notifications: a row per group, a column per channel. */
export const notificationSettings = {
  title: "Notifications",
  intro: "Choose how Kierto tells you about each kind of news.",
  group: "Kind of news",
  channels: { inApp: "In app", email: "E-mail", push: "Push" },
  required: "Mail about your account and moderation decisions is always sent.",
  save: "Save",
  saved: "Notification settings saved",
  failed: "Could not save notification settings",
  loadError: "Could not load your notification settings.",
  groups: {
    messages: "Messages",
    offers_sales: "Offers and sales",
    payments: "Payments and payouts",
    shipping: "Shipping",
    reviews: "Reviews",
    price_drops: "Price drops",
    followed_sellers: "New from sellers you follow",
    saved_searches: "Saved-search matches",
    moderation: "Moderation decisions",
    account_security: "Account security",
  } satisfies Record<NotificationGroup, string>,
  /** The accessible name of one checkbox. */
  choice: (group: string, channel: string) => `${group}: ${channel}`,
};
