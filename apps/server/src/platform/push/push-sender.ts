/** A browser's push subscription, as PushSubscription.toJSON() gives it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What the service worker (apps/web/public/sw.js) shows: written in the recipient's language. */
export interface PushPayload {
  title: string;
  body: string;
  /** The page a click opens, a path of the web app. */
  url: string;
  /** Notifications of one tag replace each other on the device (one per chat, say). */
  tag: string;
}

/**
 * Whether the push service took the message, or says the subscription is gone (404, 410): the
 * browser unsubscribed or the person withdrew the permission, and it will never take one again.
 */
export type PushOutcome = "sent" | "gone";

/**
 * How the product sends push messages. The browsers' push services (web-push-sender.ts) and the
 * development outbox (outbox-push-sender.ts) both implement it. Any other failure throws, so the
 * job that called it is retried.
 */
export interface PushSender {
  send(target: PushTarget, payload: PushPayload, meta: { userId: string }): Promise<PushOutcome>;
}
