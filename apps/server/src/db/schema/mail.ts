import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";

/** The development outbox (README.md, Demo accounts): mail kept instead of sent when no SMTP is set. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    /** The HTML part as it was rendered, when the mail has one: the dev outbox shows it. */
    html: text("html"),
    /** Extra headers (List-Unsubscribe, ...), as they would have been sent. */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    links: text("links").array().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_to_idx").on(t.to, t.createdAt.desc())],
);
