import { sql } from "drizzle-orm";
import { check, index, pgTable, smallint, text, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id } from "./columns";
import { transactions } from "./transactions";

export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "cascade" }),
    reviewerUserId: uuid("reviewer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reviewedUserId: uuid("reviewed_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    /** A blank comment is stored as empty (docs/product-rules.md#reviews). */
    comment: text("comment").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    unique("reviews_transaction_reviewer_unique").on(t.transactionId, t.reviewerUserId),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check("reviews_comment_length", sql`char_length(${t.comment}) <= 500`),
    check("reviews_not_self", sql`${t.reviewerUserId} <> ${t.reviewedUserId}`),
    index("reviews_reviewed_idx").on(t.reviewedUserId, t.createdAt.desc()),
  ],
);
