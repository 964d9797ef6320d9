import { sql } from "drizzle-orm";
import { type AnyPgColumn, timestamp, uuid } from "drizzle-orm/pg-core";

/** Column helpers shared by every table: uuid keys and timezone-aware timestamps. */
export const id = () => uuid("id").primaryKey().defaultRandom();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * The database's half of the display-name rule (packages/shared displayNameSchema): 1-60
 * characters, no control characters, no surrounding spaces. Whatever the API lets through passes.
 */
export const isDisplayName = (column: AnyPgColumn) =>
  sql`char_length(${column}) between 1 and 60 and ${column} !~ '[\\u0001-\\u001f\\u007f-\\u009f]' and ${column} = btrim(${column})`;

/**
 * A deleted account keeps its row (chats, reviews and sales still name a party) but no name: the
 * empty name marks it, and the web app writes 'Deleted user' in the reader's language.
 */
export const isDisplayNameOrErased = (column: AnyPgColumn, erased: ReturnType<typeof sql>) =>
  sql`((${erased}) and ${column} = '') or (${isDisplayName(column)})`;
