import { bigint, boolean, index, pgTable, text } from "drizzle-orm/pg-core";

/**
 * Kierto's own rate counters (platform/counters), apart from Better Auth's `rate_limits`, whose
 * pruning deletes every row older than Better Auth's longest window and so would cut our hour-long
 * windows short. A row is one key's recent events: the times (epoch ms) of the events still inside
 * the key's window, at most the limit's count of them, so each decision is one atomic upsert.
 */
export const rateCounters = pgTable(
  "rate_counters",
  {
    key: text("key").primaryKey(),
    hits: bigint("hits", { mode: "number" }).array().notNull(),
    /** Whether the latest call was let through; read back by the statement that made it. */
    allowed: boolean("allowed").notNull(),
    /** When every event held has left its window (epoch ms): the pruning deletes the row then. */
    expiresAt: bigint("expires_at", { mode: "number" }).notNull(),
  },
  (t) => [index("rate_counters_expires_at_idx").on(t.expiresAt)],
);
