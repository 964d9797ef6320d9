import { IN_APP_ONLY_NOTIFICATION_TYPES, NOTIFICATION_TYPE_GROUPS, notificationTarget } from "@kierto/shared";
import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import { notificationPushes, notifications, profiles, pushSubscriptions } from "../../db/schema";
import { defineJob } from "../../platform/jobs";
import { type PushPayload, pushTexts } from "../../platform/push";
import type { Realtime, RealtimeEvent } from "../../platform/realtime";
import { titleInNotification, wantsPush } from "../notifications";

type QueueDeps = Pick<AppDeps, "db" | "jobs" | "logger">;
type SendDeps = Pick<AppDeps, "db" | "push" | "logger">;

/** One notification to one device: retried like any outside call, and on its own for each device. */
export const notificationPushJob = defineJob<{ notificationId: string; subscriptionId: string }>("notification-push", {
  limit: 5,
  delaySeconds: 30,
  backoff: true,
  maxDelaySeconds: 1800,
});

/**
 * Queues a push to each of the person's devices for every newly announced notification whose
 * group's push they have on. A collapsed chat notification is announced at every message with a
 * new `created_at`, and each such announcement is pushed once (the notification_pushes row), so a
 * repeated announcement sends nothing twice; the job key is the notification, device and announcement.
 */
export async function queueNotificationPushes(deps: QueueDeps, events: readonly RealtimeEvent[]) {
  for (const event of events) {
    if (event.type !== "notification") continue;
    await deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(notifications).where(eq(notifications.id, event.id));
      if (!row || row.read || IN_APP_ONLY_NOTIFICATION_TYPES.includes(row.type)) return;
      if (!(await wantsPush(tx, row.userId, NOTIFICATION_TYPE_GROUPS[row.type]))) return;
      const devices = await tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, row.userId));
      if (devices.length === 0) return;
      // The timestamp is copied in SQL: in JavaScript it would lose its microseconds.
      const fresh = await tx.execute<{ announced: string }>(sql`
        insert into ${notificationPushes} (notification_id, announced_at)
        select id, created_at from ${notifications} where id = ${row.id}
        on conflict do nothing
        returning extract(epoch from announced_at)::text as announced`);
      const announced = fresh.rows[0]?.announced;
      if (!announced) return;
      for (const device of devices) {
        await deps.jobs.enqueue(
          tx,
          notificationPushJob,
          { notificationId: row.id, subscriptionId: device.id },
          { singletonKey: `${row.id}:${device.id}:${announced}` },
        );
      }
    });
  }
}

/**
 * The realtime channel with push beside it: every notification the app creates is announced here
 * after its transaction commits (as for mail, notification-mail.jobs.ts), so every kind of
 * notification, present or future, reaches the person's devices without a line of its own.
 */
export function withNotificationPush(realtime: Realtime, deps: QueueDeps): Realtime {
  return {
    ...realtime,
    async publish(...events) {
      await realtime.publish(...events);
      try {
        await queueNotificationPushes(deps, events);
      } catch (error) {
        // The notification stands in the bell; only its push is lost, and the log says so.
        deps.logger.error("notification push: queuing failed", { error });
      }
    },
  };
}

/** Writes and sends one notification's push to one device, if it still should go. */
export async function sendNotificationPush(deps: SendDeps, notificationId: string, subscriptionId: string) {
  const [found] = await deps.db
    .select({ notification: notifications, device: pushSubscriptions, language: profiles.language })
    .from(notifications)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, notifications.userId))
    .innerJoin(profiles, eq(profiles.id, notifications.userId))
    .where(and(eq(notifications.id, notificationId), eq(pushSubscriptions.id, subscriptionId)));
  // The device unsubscribed, or now belongs to someone else; or the news was read meanwhile.
  if (!found || found.notification.read) return;
  const { notification, device } = found;
  const group = NOTIFICATION_TYPE_GROUPS[notification.type];
  if (!(await wantsPush(deps.db, notification.userId, group))) return;
  const outcome = await deps.push.send(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    pushPayload(notification, found.language),
    { userId: notification.userId },
  );
  if (outcome === "gone") {
    await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
    deps.logger.info("push subscription gone: removed", { userId: notification.userId });
  } else {
    await deps.db.update(pushSubscriptions).set({ lastUsedAt: sql`now()` }).where(eq(pushSubscriptions.id, device.id));
  }
}

function pushPayload(notification: typeof notifications.$inferSelect, language: keyof typeof pushTexts): PushPayload {
  const data = notification.data;
  const text = pushTexts[language][NOTIFICATION_TYPE_GROUPS[notification.type]];
  const params = {
    productTitle: titleInNotification(data, language),
    senderName: typeof data.senderName === "string" ? data.senderName : undefined,
    sellerName: typeof data.sellerName === "string" ? data.sellerName : undefined,
    count: typeof data.count === "number" ? data.count : undefined,
  };
  return {
    title: text.title(params),
    body: text.body(params),
    url: notificationTarget(notification) ?? "/app",
    // A chat's pushes replace each other on the device, as its notification does in the bell.
    tag: typeof data.chatId === "string" ? `chat:${data.chatId}` : `notification:${notification.id}`,
  };
}

export function registerNotificationPush(deps: SendDeps & Pick<AppDeps, "jobs">) {
  deps.jobs.register(notificationPushJob, ({ notificationId, subscriptionId }) =>
    sendNotificationPush(deps, notificationId, subscriptionId),
  );
}
