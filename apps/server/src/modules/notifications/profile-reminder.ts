import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notificationTemplates } from "./notification-templates";

/**
 * docs/product-rules.md#notifications: a profile reminder, once per account, while it has no city or no avatar. It is made
 * when the bell first loads rather than at sign-up, so it also reaches accounts made by the
 * seed or by an admin, and a person who fills in their profile before ever looking is spared.
 * A unique index makes "once" hold however many tabs load the bell at the same time; once
 * read or dismissed, it never comes back.
 */
export async function ensureProfileReminder(db: Database, userId: string): Promise<void> {
  const { type, title, message } = notificationTemplates.profileReminder();
  await db.execute(sql`
    insert into notifications (user_id, type, title, message, data)
    select id, ${type}, ${title}, ${message}, '{}'::jsonb from profiles
    where id = ${userId} and (city is null or avatar_url is null)
    on conflict (user_id) where type = 'profile_reminder' do nothing`);
}
