import { NOTIFICATION_TYPE_GROUPS } from "@kierto/shared";
import { type SQL, sql } from "drizzle-orm";

/** Every type's group as SQL, from the one table in the shared package; all of them plain words. */
const groupOfType = Object.entries(NOTIFICATION_TYPE_GROUPS)
  .map(([type, group]) => {
    if (!/^[a-z0-9_]+$/.test(type) || !/^[a-z0-9_]+$/.test(group))
      throw new Error(`unexpected notification name ${type}`);
    return `when '${type}' then '${group}'`;
  })
  .join(" ");

/**
 * SQL that holds for a notification row the person has chosen to see in the bell: its group's
 * "In app" is not turned off. Every group is in the bell by default, so only a saved row that
 * says otherwise hides it. `row` is how the query names the notifications table. The row itself
 * is kept whatever the choice: mail of the same news is sent from it.
 */
export function shownInBell(row: "notifications" | "unread"): SQL {
  return sql.raw(
    `not exists (select 1 from notification_preferences choice where choice.user_id = ${row}.user_id and not choice.in_app and choice."group"::text = case ${row}.type::text ${groupOfType} end)`,
  );
}
