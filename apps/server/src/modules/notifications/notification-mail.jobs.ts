import {
  IN_APP_ONLY_NOTIFICATION_TYPES,
  MANDATORY_EMAIL_GROUPS,
  MESSAGE_DIGEST_DELAY_MINUTES,
  NOTIFICATION_TYPE_GROUPS,
  notificationTarget,
} from "@kierto/shared";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import { notificationMails, notifications, profiles, users } from "../../db/schema";
import { defineJob } from "../../platform/jobs";
import { notificationMail } from "../../platform/mail";
import type { Realtime, RealtimeEvent } from "../../platform/realtime";
import { titleInNotification } from "./notification-title";
import { wantsEmail } from "./preferences.service";
import { PREFERENCES_PATH, UNSUBSCRIBE_PATH } from "./unsubscribe.routes";
import { createUnsubscribeToken } from "./unsubscribe-token";

type MailDeps = Pick<AppDeps, "db" | "jobs" | "env" | "mailer" | "logger">;
type QueueDeps = Pick<AppDeps, "db" | "jobs" | "logger">;

/** Renders a notification's mail and hands it to the mail queue; retried like any outside call. */
export const notificationMailJob = defineJob<{ notificationId: string }>("notification-mail", {
  limit: 5,
  delaySeconds: 30,
  backoff: true,
  maxDelaySeconds: 1800,
});

/**
 * The digest of a conversation's unread messages: runs 10 minutes after the first of them and
 * mails only if they are still unread. One notification stands for a conversation's unread
 * messages (new-message.ts), so its id is the conversation-and-person key of the digest.
 */
export const messageDigestJob = defineJob<{ notificationId: string }>("message-digest", {
  limit: 5,
  delaySeconds: 30,
  backoff: true,
  maxDelaySeconds: 1800,
});

/**
 * Queues the mail of each newly announced notification whose group's e-mail the person has on.
 * The notification_mails row makes it once per notification, however often it is announced (a
 * collapsed chat notification is announced at every message).
 */
export async function queueNotificationMails(deps: QueueDeps, events: readonly RealtimeEvent[]) {
  for (const event of events) {
    if (event.type !== "notification") continue;
    await deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(notifications).where(eq(notifications.id, event.id));
      if (!row || row.read || IN_APP_ONLY_NOTIFICATION_TYPES.includes(row.type)) return;
      if (!(await wantsEmail(tx, row.userId, NOTIFICATION_TYPE_GROUPS[row.type]))) return;
      const [fresh] = await tx
        .insert(notificationMails)
        .values({ notificationId: row.id })
        .onConflictDoNothing()
        .returning();
      if (!fresh) return;
      const data = { notificationId: row.id };
      if (row.type === "new_message") {
        const chatId = String(row.data.chatId ?? "");
        await deps.jobs.enqueue(tx, messageDigestJob, data, {
          startAfter: new Date(deps.jobs.now().getTime() + MESSAGE_DIGEST_DELAY_MINUTES * 60_000),
          singletonKey: `${row.userId}:${chatId}:${row.id}`,
        });
      } else await deps.jobs.enqueue(tx, notificationMailJob, data);
    });
  }
}

/**
 * The realtime channel with notification mail beside it: every notification the app creates is
 * announced here after its transaction commits, so this is the one place that sees them all.
 */
export function withNotificationMail(realtime: Realtime, deps: QueueDeps): Realtime {
  return {
    ...realtime,
    async publish(...events) {
      await realtime.publish(...events);
      try {
        await queueNotificationMails(deps, events);
      } catch (error) {
        // The notification stands in the bell; only its mail is lost, and the log says so.
        deps.logger.error("notification mail: queuing failed", { error });
      }
    },
  };
}

/**
 * Where the mail's link leads: where the bell and push lead (notificationTarget), except that a
 * listing opens its public page, which works before signing in too.
 */
function mailTarget(notification: { type: string; data: Record<string, unknown> }): string {
  const target = notificationTarget(notification) ?? "/app";
  return target.startsWith("/app/product/") ? target.slice("/app".length) : target;
}

/** Renders and queues the mail of one notification, if it still should go. */
async function sendNotificationMail(deps: MailDeps, notificationId: string, onlyIfUnread: boolean) {
  const [found] = await deps.db
    .select({
      notification: notifications,
      email: users.email,
      verified: users.emailVerified,
      language: profiles.language,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .innerJoin(profiles, eq(profiles.id, notifications.userId))
    .where(eq(notifications.id, notificationId));
  if (!found?.verified) return;
  const { notification } = found;
  if (onlyIfUnread && notification.read) return;
  const group = NOTIFICATION_TYPE_GROUPS[notification.type];
  // Unsubscribed since the mail was queued.
  if (!(await wantsEmail(deps.db, notification.userId, group))) return;
  const base = deps.env.publicUrl;
  const data = notification.data;
  const token = createUnsubscribeToken(deps.env.authSecret, { userId: notification.userId, group });
  const mail = await notificationMail({
    to: found.email,
    language: found.language,
    group,
    params: {
      productTitle: titleInNotification(data, found.language),
      senderName: typeof data.senderName === "string" ? data.senderName : undefined,
      sellerName: typeof data.sellerName === "string" ? data.sellerName : undefined,
      count: typeof data.count === "number" ? data.count : undefined,
      searchName: typeof data.searchName === "string" ? data.searchName : undefined,
    },
    openUrl: `${base}${mailTarget(notification)}`,
    unsubscribeUrl: MANDATORY_EMAIL_GROUPS.includes(group) ? undefined : `${base}${UNSUBSCRIBE_PATH}?token=${token}`,
    preferencesUrl: `${base}${PREFERENCES_PATH}`,
  });
  await deps.mailer.send(mail);
}

export function registerNotificationMail(deps: MailDeps) {
  deps.jobs.register(notificationMailJob, ({ notificationId }) => sendNotificationMail(deps, notificationId, false));
  deps.jobs.register(messageDigestJob, ({ notificationId }) => sendNotificationMail(deps, notificationId, true));
}

/**
 * The digest timers of a person's unread conversations, run now instead of ten minutes after
 * the first message: for the browser journeys' test clock (development only, dev/test-data).
 */
export async function runMessageDigestsNow(deps: MailDeps, userId: string): Promise<number> {
  const queued = await deps.db
    .select({ id: notifications.id })
    .from(notifications)
    .innerJoin(notificationMails, eq(notificationMails.notificationId, notifications.id))
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "new_message"), eq(notifications.read, false)));
  for (const { id } of queued) await sendNotificationMail(deps, id, true);
  return queued.length;
}
