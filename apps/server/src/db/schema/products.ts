import {
  MEASUREMENT_RANGES,
  type ParcelSizeClass,
  SIZES,
  type Size,
  SUBCATEGORIES_BY_CATEGORY,
  type Subcategory,
} from "@kierto/shared";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id, updatedAt } from "./columns";
import {
  categoryEnum,
  colorEnum,
  conditionEnum,
  deliveryMethodEnum,
  fabricEnum,
  genderEnum,
  productStatusEnum,
  seasonEnum,
  styleEnum,
} from "./enums";

/** The feed's equality filters (docs/product-rules.md#feed, plus gender, which we filter on the server). */
export const EQUALITY_FILTERS = [
  "category",
  "subcategory",
  "size",
  "gender",
  "condition",
  "color",
  "season",
  "style",
  "fabric",
] as const;

/** Constant lists the checks below compare with, written as SQL literals (our own codes, no quotes in them). */
const quoted = (value: string) => `'${value}'`;
const sizeList = sql.raw(SIZES.map(quoted).join(", "));
const subcategoryPairs = sql.raw(
  Object.entries(SUBCATEGORIES_BY_CATEGORY)
    .flatMap(([category, subcategories]) => subcategories.map((sub) => `(${quoted(category)}, ${quoted(sub)})`))
    .join(", "),
);
const measured = (column: string, [min, max]: readonly [number, number]) =>
  sql.raw(`${column} is null or ${column} between ${min} and ${max}`);

// A literal, not a parameter, so the planner can match the partial indexes below.
const activeOnly = sql`status = 'active'`;

export const products = pgTable(
  "products",
  {
    id: id(),
    // Deleting an account removes its listings; a listing that is part of a sale is protected
    // by the transactions foreign key instead (see transactions.ts).
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    /** Euro cents; never a binary float (docs/decisions/0003-money-in-cents.md). */
    priceCents: integer("price_cents").notNull(),
    /**
     * The lowest price this listing has had since it was published: favouriters hear of a price
     * drop only when it goes below this, not each time a price goes back and forth.
     */
    lowestPriceCents: integer("lowest_price_cents").notNull(),
    category: categoryEnum("category").notNull(),
    /** Optional kind of item within the category (docs/decisions/0083). */
    subcategory: text("subcategory").$type<Subcategory>(),
    /**
     * A code of one of the size systems (size-systems.ts in the shared package). Text, not an
     * enum, so the systems can grow and a migration can move listings to a new code at once.
     */
    size: text("size").$type<Size>().notNull(),
    condition: conditionEnum("condition"),
    brand: text("brand"),
    color: colorEnum("color"),
    season: seasonEnum("season"),
    style: styleEnum("style"),
    fabric: fabricEnum("fabric"),
    gender: genderEnum("gender"),
    city: text("city"),
    /** The seller's measurements of the item, whole centimetres; null when not given. */
    chestCm: smallint("chest_cm"),
    lengthCm: smallint("length_cm"),
    waistCm: smallint("waist_cm"),
    inseamCm: smallint("inseam_cm"),
    deliveryMethod: deliveryMethodEnum("delivery_method").notNull().default("hand_delivery"),
    /** The parcel's size class when the listing is shipped (docs/decisions/0041); null for hand delivery only. */
    parcelSize: text("parcel_size").$type<ParcelSizeClass>(),
    status: productStatusEnum("status").notNull().default("active"),
    /** The seller takes offers on this listing (docs/decisions/0059); on unless they turn it off. */
    offersEnabled: boolean("offers_enabled").notNull().default(true),
    /** The seller's own lowest offer, in cents, when above 60 % of the price; null: 60 % applies. */
    offerFloorCents: integer("offer_floor_cents"),
    /** When the listing was deleted (status `deleted`); its row stays for the chats about it. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /**
     * Favourites received in the last 30 days: the most favourited order's key. Kept by triggers
     * on favorites as they come and go, and recounted daily as favourites age out of the window
     * (modules/products/recent-favorites.ts; migration feed_recent_favorites).
     */
    recentFavorites: integer("recent_favorites").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the seller last changed the published listing (its page says "edited"); null when never. */
    editedAt: timestamp("edited_at", { withTimezone: true }),
  },
  (t) => [
    // At least a cent: a listing is never published at €0.00.
    check("products_price_range", sql`${t.priceCents} > 0 and ${t.priceCents} <= 10000000`),
    check(
      "products_parcel_size",
      sql`${t.parcelSize} is null or ${t.parcelSize} in ('mailbox', 'small', 'medium', 'large', 'oversize')`,
    ),
    // Text comparison: a check naming an enum value breaks a migration that adds one before PG 17.
    check(
      "products_parcel_size_when_shipped",
      sql`(${t.deliveryMethod}::text = 'hand_delivery') = (${t.parcelSize} is null)`,
    ),
    check("products_size", sql`${t.size} in (${sizeList})`),
    // Compared as text, as the checks below: the category is an enum.
    check(
      "products_subcategory",
      sql`${t.subcategory} is null or (${t.category}::text, ${t.subcategory}) in (${subcategoryPairs})`,
    ),
    check("products_chest_cm", measured("chest_cm", MEASUREMENT_RANGES.chestCm)),
    check("products_length_cm", measured("length_cm", MEASUREMENT_RANGES.lengthCm)),
    check("products_waist_cm", measured("waist_cm", MEASUREMENT_RANGES.waistCm)),
    check("products_inseam_cm", measured("inseam_cm", MEASUREMENT_RANGES.inseamCm)),
    check("products_title_length", sql`char_length(${t.title}) between 1 and 120`),
    // Compared as text: a migration cannot use an enum value it adds in the same transaction.
    check("products_deleted_at", sql`(${t.status}::text = 'deleted') = (${t.deletedAt} is not null)`),
    // The feed reads active listings newest first with a (created_at, id) keyset cursor.
    index("products_feed_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    index("products_user_idx").on(t.userId, t.createdAt.desc()),
    // One seller's active listings newest first: the Following feed reads a page from each
    // followed seller's end of this index and merges them.
    index("products_active_seller_idx").on(t.userId, t.createdAt.desc(), t.id.desc()).where(activeOnly),
    // One index per equality filter, each already in feed order, so a filtered page reads
    // its 20 rows from the index instead of sorting every match (bench/run.ts measures them).
    // These and the two order indexes below also carry every equality filter and the price as
    // INCLUDE columns, which Drizzle cannot declare: migration 0053 adds them (ADR 0089).
    ...EQUALITY_FILTERS.map((column) =>
      index(`products_active_${column}_idx`).on(t[column], t.createdAt.desc(), t.id.desc()).where(activeOnly),
    ),
    // The most favourited order's keyset (recent favourites, then newest).
    index("products_active_recent_favorites_idx")
      .on(t.recentFavorites.desc(), t.createdAt.desc(), t.id.desc())
      .where(activeOnly),
    // The price orders' keyset (price, id), cheapest first and, read backwards, dearest first;
    // the price range filter reads it too.
    index("products_active_price_order_idx").on(t.priceCents, t.id).where(activeOnly),
    // The feed's word search (docs/decisions/0014, 0018): the search_vector column, which the
    // database keeps from title, category, brand and description (migrations 0015, 0018), so no
    // code writes it; beside it the stretches of time the listing was created in (created_buckets,
    // kept from created_at) and the equality filters (through btree_gin), so a search reads from
    // the index only the matches of its filters within a stretch of time.
    index("products_active_search_idx")
      .using("gin", sql`search_vector`, sql`created_buckets`, ...EQUALITY_FILTERS.map((column) => t[column]))
      .where(activeOnly),
    // Part-of-a-name matches (ILIKE '%term%') for the brand and city filters, served by trigrams.
    index("products_active_brand_trgm_idx").using("gin", t.brand.op("gin_trgm_ops")).where(activeOnly),
    index("products_active_city_trgm_idx").using("gin", t.city.op("gin_trgm_ops")).where(activeOnly),
  ],
);

/**
 * A processed listing photo. Photos are uploaded before the listing is saved, so `productId`
 * stays null until the listing claims them; the owner is recorded to stop others claiming them.
 */
export const productPhotos = pgTable(
  "product_photos",
  {
    id: id(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "cascade" }),
    position: smallint("position").notNull().default(0),
    cardKey: text("card_key").notNull(),
    fullKey: text("full_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /**
     * The uploaded original while its two sizes are still being made (uploads/photo-finishing.ts);
     * null once they are stored. Never served: it still carries the camera's EXIF and GPS.
     */
    pendingKey: text("pending_key"),
    createdAt: createdAt(),
  },
  (t) => [
    index("product_photos_product_idx").on(t.productId, t.position),
    index("product_photos_owner_idx").on(t.ownerId),
    // The media route's lookup of a size not made yet: only photos still pending are in these.
    index("product_photos_pending_card_idx").on(t.cardKey).where(sql`${t.pendingKey} is not null`),
    index("product_photos_pending_full_idx").on(t.fullKey).where(sql`${t.pendingKey} is not null`),
    // A listing shows only photos whose sizes exist: one still being made is nobody's yet.
    check("product_photos_claimed_finished", sql`${t.productId} is null or ${t.pendingKey} is null`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
