import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationGroup } from "@kierto/shared";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { notificationPreferences as choice } from "../../db/schema";

/**
 * SQL that holds for a person (`userId`, a column of the query) who gets a group's news by some
 * channel, the bell, mail or push: news they chose to receive by none is not made at all. A group
 * without a saved row takes its defaults.
 */
export function getsNewsOf(group: NotificationGroup, userId: SQLWrapper): SQL {
  const saved = sql`select 1 from ${choice} where ${choice.userId} = ${userId} and ${choice.group} = ${group}`;
  const { inApp, email, push } = DEFAULT_NOTIFICATION_PREFERENCES[group];
  return inApp || email || push
    ? sql`not exists (${saved} and not ${choice.inApp} and not ${choice.email} and not ${choice.push})`
    : sql`exists (${saved} and (${choice.inApp} or ${choice.email} or ${choice.push}))`;
}
