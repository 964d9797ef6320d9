import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text, uuid } from "drizzle-orm/pg-core";
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
  sizeEnum,
  styleEnum,
} from "./enums";

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
    /** Euro cents; never a binary float (architecture §4). */
    priceCents: integer("price_cents").notNull(),
    category: categoryEnum("category").notNull(),
    size: sizeEnum("size").notNull(),
    condition: conditionEnum("condition"),
    brand: text("brand"),
    color: colorEnum("color"),
    season: seasonEnum("season"),
    style: styleEnum("style"),
    fabric: fabricEnum("fabric"),
    gender: genderEnum("gender"),
    city: text("city"),
    deliveryMethod: deliveryMethodEnum("delivery_method").notNull().default("hand_delivery"),
    status: productStatusEnum("status").notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("products_price_range", sql`${t.priceCents} >= 0 and ${t.priceCents} <= 10000000`),
    check("products_title_length", sql`char_length(${t.title}) between 1 and 120`),
    // The feed reads active listings newest first with a (created_at, id) keyset cursor.
    index("products_feed_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    index("products_user_idx").on(t.userId, t.createdAt.desc()),
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
    createdAt: createdAt(),
  },
  (t) => [
    index("product_photos_product_idx").on(t.productId, t.position),
    index("product_photos_owner_idx").on(t.ownerId),
  ],
);
