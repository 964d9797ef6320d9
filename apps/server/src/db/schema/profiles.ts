import type { BundleTier } from "@kierto/shared";
import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, isDisplayNameOrErased, updatedAt } from "./columns";
import { languageEnum, reportReasonEnum, roleEnum } from "./enums";

/** One row per account (docs/product-rules.md#accounts-and-profiles profile), created in the same step as the account. */
export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Empty only for a deleted account: the web app shows 'Deleted user' from its catalogue. */
    displayName: text("display_name").notNull(),
    bio: text("bio"),
    city: text("city"),
    avatarUrl: text("avatar_url"),
    lastSeen: timestamp("last_seen", { withTimezone: true }),
    role: roleEnum("role").notNull().default("user"),
    /**
     * Raised by the database whenever one of the account's sessions is deleted (a sign-out, a
     * revocation, a suspension) or its name, address or verification changes. Every session cookie
     * cache carries the generation it was written under, and Better Auth distrusts one of another
     * generation (modules/auth/session-profile.ts), so a revocation holds at once on every device.
     */
    sessionsGeneration: integer("sessions_generation").notNull().default(0),
    /** The person's language: the web app's, and their e-mails'. Set at sign-up from the browser's. */
    language: languageEnum("language").notNull().default("en"),
    /** Set by a moderator's decision: the account cannot sign in or be messaged. */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    suspensionReason: reportReasonEnum("suspension_reason"),
    /** Set when the person deleted their account; the row stays so chats, reviews and sales keep a party. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** The seller's bundle discount tiers (docs/decisions/0082), validated by the server when saved. */
    bundleTiers: jsonb("bundle_tiers").$type<BundleTier[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("profiles_display_name_valid", isDisplayNameOrErased(t.displayName, sql`${t.deletedAt} is not null`))],
);
