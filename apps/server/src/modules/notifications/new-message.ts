import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notifications } from "../../db/schema";
import { notificationTemplates } from "./notification-templates";

type Executor = Pick<Database, "execute">;

export interface NewMessageNotice {
  recipientId: string;
  chatId: string;
  productId: string;
  messageId: string;
  senderId: string;
  senderName: string;
  productTitle: string;
}

/**
 * Tells the recipient (never the sender) about a new message. While their notification for this
 * chat is still unread, a further message updates it (latest message, count, moved to the top)
 * instead of adding another: one unread new_message per chat, which a unique index guarantees
 * even for messages sent at the same instant. Returns the notification's id for the live channel.
 */
export async function notifyNewMessage(db: Executor, notice: NewMessageNotice): Promise<string> {
  const names = { senderName: notice.senderName, productTitle: notice.productTitle };
  const single = notificationTemplates.newMessage(names);
  const collapsed = notificationTemplates.newMessages(names);
  const data = {
    chatId: notice.chatId,
    productId: notice.productId,
    messageId: notice.messageId,
    senderId: notice.senderId,
    // The web app writes the text from these, in the reader's language.
    senderName: notice.senderName,
    productTitle: notice.productTitle,
    count: 1,
  };
  // The conflict target names the partial unique index (schema/notifications.ts) by its columns
  // and predicate, which drizzle's builder cannot express.
  const result = await db.execute<{ id: string }>(sql`
    insert into ${notifications} (user_id, type, title, message, data)
    values (${notice.recipientId}, ${single.type}, ${single.title}, ${single.message}, ${JSON.stringify(data)}::jsonb)
    on conflict (user_id, (data->>'chatId')) where type = 'new_message' and not read
    do update set
      title = ${collapsed.title},
      message = ${collapsed.message},
      data = excluded.data || jsonb_build_object('count', coalesce((${notifications}.data->>'count')::int, 1) + 1),
      created_at = now()
    returning id`);
  const row = result.rows[0];
  if (!row) throw new Error("notification upsert returned nothing");
  return row.id;
}
