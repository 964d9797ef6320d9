import { check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, isDisplayName, updatedAt } from "./columns";
import { roleEnum } from "./enums";

/** One row per account (spec §3 profile), created in the same step as the account. */
export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    displayName: text("display_name").notNull(),
    bio: text("bio"),
    city: text("city"),
    avatarUrl: text("avatar_url"),
    lastSeen: timestamp("last_seen", { withTimezone: true }),
    role: roleEnum("role").notNull().default("user"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("profiles_display_name_valid", isDisplayName(t.displayName))],
);
