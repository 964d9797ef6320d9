import type { ShipmentEventKind } from "@kierto/shared";
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id } from "./columns";
import { messageKindEnum } from "./enums";
import { products } from "./products";

/** One conversation per (product, buyer, seller) (docs/product-rules.md#chats-and-messages), enforced by the database. */
export const chats = pgTable(
  "chats",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Kept with each message so the conversation list sorts by activity without a subquery. */
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("chats_product_buyer_seller_unique").on(t.productId, t.buyerId, t.sellerId),
    check("chats_buyer_is_not_seller", sql`${t.buyerId} <> ${t.sellerId}`),
    index("chats_buyer_idx").on(t.buyerId),
    index("chats_seller_idx").on(t.sellerId),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: id(),
    chatId: uuid("chat_id")
      .notNull()
      .references(() => chats.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    /**
     * A party's own words ("text"), or a notice the sale posted (e.g. "sale_cancelled", sent in
     * the name of the party who acted, with that party's reason as `content`). A notice keeps its
     * parameters, never a finished sentence, so the web renders it in the reader's language.
     */
    kind: messageKindEnum("kind").notNull().default("text"),
    params: jsonb("params").$type<MessageParams>(),
    /**
     * The browser's own id for the message, so a send retried after a dropped connection finds
     * the stored message instead of storing it twice. Null for senders that do not retry.
     */
    clientId: uuid("client_id"),
    createdAt: createdAt(),
  },
  (t) => [
    check("messages_content_length", sql`char_length(${t.content}) between 1 and 2000`),
    check("messages_notice_has_params", sql`(${t.kind} = 'text') = (${t.params} is null)`),
    index("messages_chat_idx").on(t.chatId, t.createdAt, t.id),
    uniqueIndex("messages_client_id_unique").on(t.chatId, t.senderId, t.clientId),
  ],
);

/** Where each party has read up to, for the unread marker in the conversation list. */
export const chatReads = pgTable(
  "chat_reads",
  {
    chatId: uuid("chat_id")
      .notNull()
      .references(() => chats.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastReadAt: timestamp("last_read_at", { withTimezone: true }).notNull(),
  },
  (t) => [unique("chat_reads_chat_user_unique").on(t.chatId, t.userId)],
);

export type ChatRow = typeof chats.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
/** A notice's parameters: amounts in euro cents; a parcel notice's carrier event kind (SHIPMENT_EVENT_KINDS); the working days a buyer granted (0: declined). */
export type MessageParams = { amountCents?: number; parcelEvent?: ShipmentEventKind; extensionDays?: 0 | 3 | 5 };
