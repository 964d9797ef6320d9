/** Business constants of spec section 9, in one place so that server and web app agree. */

export const FEED_PAGE_SIZE = 20;
/** The feed's orders (docs/product-rules.md#feed): newest first unless the buyer picks another. */
export const FEED_SORTS = ["newest", "price_asc", "price_desc", "favorites"] as const;
export type FeedSort = (typeof FEED_SORTS)[number];
/** A result count stops at this many; more reads as 'over 1,000 items' (counting further costs more than it tells). */
export const FEED_COUNT_CAP = 1000;
export const NOTIFICATION_LIST_LIMIT = 20;
export const UNREAD_BADGE_CAP = 9;
export const LOADING_SKELETON_COUNT = 12;

export const PRICE_FILTER_MIN = 0;
export const PRICE_FILTER_MAX = 1000;
export const PRICE_FILTER_STEP = 10;

export const MAX_PHOTOS_PER_LISTING = 5;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Photos one person may have uploaded that no listing uses yet; unclaimed ones go after a day. */
export const MAX_UNCLAIMED_UPLOADS = 50;

export const REVIEW_COMMENT_MAX = 500;
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_RATING_DEFAULT = 5;

export const MESSAGE_MAX_LENGTH = 2000;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const DISPLAY_NAME_MAX_LENGTH = 60;

/** The buyer pays the item price; the fee is shown, not added (docs/product-rules.md#limits). */
export const SERVICE_FEE_RATE = 0.05;
/** How long an open card checkout reserves the item (Stripe's shortest session life). */
export const CHECKOUT_SESSION_MINUTES = 30;
/**
 * How long a hand-over one side agreed to in the chat waits for the other before it lapses:
 * a buyer's request the seller never answers, or a seller's offer the buyer never confirms.
 */
export const HANDOVER_RESPONSE_HOURS = 72;
/**
 * How long after the seller confirms the hand-over of a paid item the buyer has to say
 * "Everything is OK" (or, once problem reports exist, open one) before the sale completes on its
 * own and the seller is paid; the buyer is reminded half-way.
 */
export const RECEIPT_CONFIRMATION_HOURS = 48;
export const RECEIPT_REMINDER_HOURS = 24;
/** A seller's reason for cancelling a paid sale. */
export const CANCEL_REASON_MAX_LENGTH = 500;

export const ONLINE_THRESHOLD_MS = 5 * 60 * 1000;
export const PAYMENT_SUCCESS_WAIT_MS = 3000;
export const CONTACT_SIMULATED_DELAY_MS = 1000;
export const WELCOME_REDIRECT_DELAY_MS = 100;

/** Realtime reconnect delays of docs/product-rules.md#limits: 1 s, 2 s, 5 s, then 10 s. */
export const REALTIME_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10000] as const;
/** The live channel sends a `ping` event this often, so a client can tell a dead connection. */
export const REALTIME_HEARTBEAT_INTERVAL_MS = 15_000;
/** With nothing received for this long (two heartbeats missed), a client closes and reconnects. */
export const REALTIME_HEARTBEAT_TIMEOUT_MS = 35_000;

export const REPORT_DESCRIPTION_MAX_LENGTH = 2000;

/** Listing limits; the database checks the same bounds (title 1-120, price up to 100,000 euro). */
export const LISTING_TITLE_MAX_LENGTH = 120;
export const LISTING_DESCRIPTION_MAX_LENGTH = 2000;
export const LISTING_TEXT_FIELD_MAX_LENGTH = 60;
export const LISTING_PRICE_MAX_EUROS = 100_000;
export const FEED_SEARCH_MAX_LENGTH = 100;

/** Buyer protection (docs/decisions/0068): the seller answers a problem report within 72 hours. */
export const CASE_SELLER_ANSWER_HOURS = 72;
/** The seller is reminded once, this long after the report, if they have not answered. */
export const CASE_SELLER_REMINDER_HOURS = 48;
/** After the seller accepts a return, the buyer drops the parcel off within 3 days. */
export const CASE_RETURN_DROP_OFF_DAYS = 3;
/** A buyer has at most this many open cases at once. */
export const MAX_OPEN_CASES = 3;
export const CASE_DESCRIPTION_MAX_LENGTH = 2000;
/** Photos the buyer adds to a report, and the seller to a contest (docs/decisions/0086). */
export const MAX_CASE_PHOTOS = 5;
/** A closed case keeps its photos this long, then only its words (docs/decisions/0090). */
export const CASE_PHOTO_RETENTION_DAYS = 365;

/**
 * A party who lost this many cases is one the case queue warns a moderator about, with the way
 * to the suspension tool (docs/decisions/0087): a pattern worth a look, never a suspension by itself.
 */
export const CASES_LOST_WARNING_THRESHOLD = 3;

/** A person keeps at most this many saved searches (docs/product-rules.md#saved-searches); the server enforces it. */
export const SAVED_SEARCH_LIMIT = 20;
export const SAVED_SEARCH_NAME_MAX_LENGTH = 80;
