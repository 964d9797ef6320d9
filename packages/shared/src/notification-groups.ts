import { z } from "zod";
import type { NotificationType } from "./options";

/**
 * The groups a person chooses notification channels for (settings, Notifications). Every
 * notification type belongs to exactly one group; the settings show a row per group.
 */
export const NOTIFICATION_GROUPS = [
  "messages",
  "offers_sales",
  "payments",
  "shipping",
  "reviews",
  "price_drops",
  "followed_sellers",
  "saved_searches",
  "moderation",
  "account_security",
] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

export const NOTIFICATION_CHANNELS = ["inApp", "email", "push"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Which group each notification type belongs to: a new type cannot be added without choosing one. */
export const NOTIFICATION_TYPE_GROUPS: Record<NotificationType, NotificationGroup> = {
  new_message: "messages",
  item_sold: "offers_sales",
  sale_completed: "offers_sales",
  sale_cancelled: "offers_sales",
  offer: "offers_sales",
  item_handed_over: "offers_sales",
  receipt_reminder: "offers_sales",
  case_update: "offers_sales",
  payment_confirmed: "payments",
  payment_refunded: "payments",
  payout_paid: "payments",
  payout_failed: "payments",
  dac7_details_needed: "payments",
  payouts_withheld: "payments",
  ledger_check_failed: "payments",
  parcel_shipped: "shipping",
  parcel_delivered: "shipping",
  ship_by_reminder: "shipping",
  new_review: "reviews",
  price_drop: "price_drops",
  new_listing: "followed_sellers",
  saved_search_match: "saved_searches",
  moderation_decision: "moderation",
  report_outcome: "moderation",
  suspension_lifted: "moderation",
  appeal_decided: "moderation",
  profile_reminder: "account_security",
  other: "account_security",
};

/** Types shown in the bell only: the one-time profile reminder is no reason to write to anyone. */
export const IN_APP_ONLY_NOTIFICATION_TYPES: readonly NotificationType[] = ["profile_reminder"];

/**
 * Mail a person cannot turn off: what happens to their account and the statement of reasons for
 * a moderation decision (EU Digital Services Act art. 17) must reach them.
 */
export const MANDATORY_EMAIL_GROUPS: readonly NotificationGroup[] = ["moderation", "account_security"];

export type ChannelChoice = Record<NotificationChannel, boolean>;
export type NotificationPreferences = Record<NotificationGroup, ChannelChoice>;

const on = (inApp: boolean, email: boolean, push: boolean): ChannelChoice => ({ inApp, email, push });

/**
 * What a person gets before choosing: everything in the bell; mail for what needs an answer or
 * concerns money and the account; price drops and new listings of followed sellers, which can come
 * often, only in the bell and as push. A saved search is a request for alerts: its matches are
 * mailed too, at most once per search and hour (docs/decisions/0081).
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  messages: on(true, true, true),
  offers_sales: on(true, true, true),
  payments: on(true, true, true),
  shipping: on(true, true, true),
  reviews: on(true, true, false),
  price_drops: on(true, false, true),
  followed_sellers: on(true, false, true),
  saved_searches: on(true, true, true),
  moderation: on(true, true, false),
  account_security: on(true, true, false),
};

export const channelChoiceSchema = z.object({ inApp: z.boolean(), email: z.boolean(), push: z.boolean() });

/** The whole table of choices: a row per group, sent and returned as one. */
export const notificationPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_GROUPS.map((group) => [group, channelChoiceSchema])) as Record<
    NotificationGroup,
    typeof channelChoiceSchema
  >,
);

/** How long unread messages of one conversation wait before one mail tells of them. */
export const MESSAGE_DIGEST_DELAY_MINUTES = 10;

/**
 * A follower hears of a followed seller's new listings at most once in this many minutes: the
 * listings published within them join the notification that opened them (docs/product-rules.md#following-sellers).
 */
export const FOLLOWED_SELLER_DIGEST_MINUTES = 60;

/**
 * The owner of a saved search hears of its new matches at most once in this many minutes: the
 * matches within them join the notification that opened them (docs/product-rules.md#saved-searches).
 */
export const SAVED_SEARCH_DIGEST_MINUTES = 60;
