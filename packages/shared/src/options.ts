import { SIZE_CODES } from "./size-systems";

/** Option lists of spec section 3. The database enums, the forms and the filters all read these. */

export const CATEGORIES = ["Tops", "Bottoms", "Dresses", "Outerwear", "Shoes", "Accessories"] as const;
/** Every size code, of every size system (size-systems.ts); which fit a listing: catalogue.ts. */
export const SIZES = SIZE_CODES;
/** Who the item is for; `Kids` also chooses children's sizes (docs/decisions/0083). */
export const GENDERS = ["Women", "Men", "Unisex", "Kids"] as const;
export const CONDITIONS = ["New", "Like New", "Good", "Fair"] as const;
export const COLORS = [
  "Black",
  "White",
  "Gray",
  "Brown",
  "Beige",
  "Red",
  "Pink",
  "Orange",
  "Yellow",
  "Green",
  "Blue",
  "Purple",
] as const;
export const SEASONS = ["Spring", "Summer", "Fall", "Winter", "All Season"] as const;
export const STYLES = ["Casual", "Formal", "Bohemian", "Vintage", "Modern", "Classic", "Trendy"] as const;
export const FABRICS = ["Cotton", "Linen", "Wool", "Silk", "Polyester", "Denim", "Leather", "Cashmere"] as const;
/** What a person is reported for from a chat (docs/product-rules.md#blocks-and-reports). */
export const USER_REPORT_REASONS = ["spam", "harassment", "inappropriate", "scam", "offensive", "other"] as const;
/**
 * What a listing is reported for, by anyone, signed in or not (the DSA's notice and action, art.
 * 16): illegal content and counterfeits first, then the chat's reasons that fit a listing.
 */
export const LISTING_REPORT_REASONS = [
  "illegal_content",
  "counterfeit",
  "scam",
  "inappropriate",
  "offensive",
  "spam",
  "other",
] as const;
/** Every reason a report can carry, as the database stores it. */
export const REPORT_REASONS = [...USER_REPORT_REASONS, "illegal_content", "counterfeit"] as const;

export const ROLES = ["user", "moderator", "admin"] as const;
export const PRODUCT_STATUSES = ["draft", "active", "sold"] as const;
/**
 * What the database stores: the statuses above and `deleted`, a listing its seller, a moderator
 * or an account deletion removed. It is kept (not dropped) so its chats stay readable, but it
 * appears nowhere else (docs/decisions/0012-listings-are-soft-deleted.md).
 */
export const STORED_PRODUCT_STATUSES = [...PRODUCT_STATUSES, "deleted"] as const;
/** How a listing reaches its buyer: met in person, shipped to a pickup point, or either, as the buyer chooses. */
export const DELIVERY_METHODS = ["hand_delivery", "shipping", "both"] as const;
export const REPORT_STATUSES = ["pending", "resolved", "dismissed"] as const;
export const PAYMENT_PROVIDERS = ["local", "stripe"] as const;
/**
 * What a chat message is: what a party wrote, or a notice the sale posted in the parties' chat
 * (its text comes from the web catalogue, with the parameters the message stores).
 */
export const MESSAGE_KINDS = [
  "text",
  "sale_cancelled",
  "parcel_update",
  "ship_by_extension_requested",
  "ship_by_extension_answered",
] as const;
export const NOTIFICATION_TYPES = [
  "new_message",
  "item_sold",
  "price_drop",
  "new_review",
  "profile_reminder",
  "payment_confirmed",
  "sale_completed",
  "sale_cancelled",
  "payment_refunded",
  "moderation_decision",
  "report_outcome",
  "suspension_lifted",
  "appeal_decided",
  "ledger_check_failed",
  "payout_paid",
  "payout_failed",
  "dac7_details_needed",
  "payouts_withheld",
  "other",
  /** To the buyer: the seller says they handed the paid item over; confirm receipt. */
  "item_handed_over",
  /** To the buyer, 24 hours after the hand-over: confirm receipt before the sale completes on its own. */
  "receipt_reminder",
  /** To the buyer: the carrier collected the parcel from the seller. */
  "parcel_shipped",
  /** To the buyer: the parcel is at the pickup point (or handed over); confirm receipt. */
  "parcel_delivered",
  /** To the seller, on the third working day: the parcel still waits to be handed to the carrier. */
  "ship_by_reminder",
  /** A step in a problem case the reader is a party of; `title` names which (case_opened, case_resolved, ...). */
  "case_update",
  /** A change to an offer the reader made or received; `title` names which (offer_received, offer_accepted, ...). */
  "offer",
  /** To a follower: a seller they follow listed something new; one per seller and hour gathers the rest (`count`). */
  "new_listing",
  /** To the owner of a saved search: a new listing matches it; one per search and hour gathers the rest (`count`). */
  "saved_search_match",
] as const;
/** What a moderator may do when resolving a report, besides recording the decision. */
export const MODERATION_ACTIONS = ["none", "remove_listing", "suspend_user"] as const;
/** What the audit log records: every moderator and admin action. */
export const AUDIT_ACTIONS = [
  "role_changed",
  "report_resolved",
  "report_dismissed",
  "suspension_lifted",
  "appeal_decided",
  "two_factor_reset",
  "sale_refunded",
  "case_decided",
] as const;
/** An appeal against a moderation decision: waiting, or decided by a moderator who did not take the decision. */
export const APPEAL_STATUSES = ["pending", "upheld", "overturned"] as const;
/** How long after a decision it can be appealed (docs/product-rules.md, dispute policy: 14 days). */
export const APPEAL_WINDOW_DAYS = 14;
export const CONTACT_CATEGORIES = [
  "general",
  "technical",
  "account",
  "payment",
  "dispute",
  "safety",
  "feedback",
  "press",
] as const;

export type Category = (typeof CATEGORIES)[number];
export type Size = (typeof SIZES)[number];
export type Gender = (typeof GENDERS)[number];
export type Condition = (typeof CONDITIONS)[number];
export type Color = (typeof COLORS)[number];
export type Season = (typeof SEASONS)[number];
export type Style = (typeof STYLES)[number];
export type Fabric = (typeof FABRICS)[number];
export type ReportReason = (typeof REPORT_REASONS)[number];
export type UserReportReason = (typeof USER_REPORT_REASONS)[number];
export type ListingReportReason = (typeof LISTING_REPORT_REASONS)[number];
export type Role = (typeof ROLES)[number];
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export type StoredProductStatus = (typeof STORED_PRODUCT_STATUSES)[number];
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];
