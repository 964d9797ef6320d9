import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  MANDATORY_EMAIL_GROUPS,
  NOTIFICATION_GROUPS,
  type NotificationGroup,
  type NotificationPreferences,
} from "@kierto/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { notificationPreferences, users } from "../../db/schema";
import { HttpError } from "../../lib/http-error";

type Executor = Database | Tx;

/** The person's choices: their saved rows over the defaults. */
export async function readPreferences(db: Executor, userId: string): Promise<NotificationPreferences> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const preferences = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
  for (const row of rows) preferences[row.group] = { inApp: row.inApp, email: row.email, push: row.push };
  return preferences;
}

/** Whether mail of this group goes to the person: always for the groups that cannot be turned off. */
export async function wantsEmail(db: Executor, userId: string, group: NotificationGroup): Promise<boolean> {
  if (MANDATORY_EMAIL_GROUPS.includes(group)) return true;
  const [row] = await db
    .select({ email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.group, group)));
  return row?.email ?? DEFAULT_NOTIFICATION_PREFERENCES[group].email;
}

/** Whether push messages of this group go to the person's devices (those that allowed them). */
export async function wantsPush(db: Executor, userId: string, group: NotificationGroup): Promise<boolean> {
  const [row] = await db
    .select({ push: notificationPreferences.push })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.group, group)));
  return row?.push ?? DEFAULT_NOTIFICATION_PREFERENCES[group].push;
}

/** Saves every group's choices at once; mail about the account and moderation cannot be turned off. */
export async function savePreferences(db: Database, userId: string, preferences: NotificationPreferences) {
  const refused = MANDATORY_EMAIL_GROUPS.filter((group) => !preferences[group].email);
  if (refused.length > 0) {
    throw new HttpError(422, "NOTIFICATION_MAIL_REQUIRED", `Mail about ${refused.join(" and ")} cannot be turned off.`);
  }
  const rows = NOTIFICATION_GROUPS.map((group) => ({ userId, group, ...preferences[group] }));
  await db
    .insert(notificationPreferences)
    .values(rows)
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.group],
      set: {
        inApp: sql`excluded.in_app`,
        email: sql`excluded.email`,
        push: sql`excluded.push`,
        updatedAt: new Date(),
      },
    });
  return readPreferences(db, userId);
}

/** One-click unsubscribe: the group's mail off, its other channels as they were. */
export async function turnOffEmail(db: Database, userId: string, group: NotificationGroup) {
  if (MANDATORY_EMAIL_GROUPS.includes(group)) return;
  // A link from the mail of an account deleted since: nothing left to turn off.
  const [person] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!person) return;
  const current = (await readPreferences(db, userId))[group];
  await db
    .insert(notificationPreferences)
    .values({ userId, group, ...current, email: false })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.group],
      set: { email: false, updatedAt: new Date() },
    });
}
