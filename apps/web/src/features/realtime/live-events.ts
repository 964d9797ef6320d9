import type { InferResponseType } from "hono/client";
import type { api } from "@/lib/api-client";

type MessagePage = InferResponseType<(typeof api.chats)[":id"]["messages"]["$get"], 200>;
type NotificationList = InferResponseType<typeof api.notifications.$get, 200>;

/**
 * The live channel's events by their SSE name, with their `data` (see GET /api/events). The
 * message and notification inside are the same objects the REST endpoints return.
 */
export interface LiveEventMap {
  /** Subscribed: whatever happened before this may have been missed and is fetched again. */
  ready: { heartbeatMs: number };
  ping: { at: string };
  message: { chatId: string; message: MessagePage["items"][number] };
  /** A conversation changed otherwise: started, read in another tab, blocked. */
  chat: { chatId: string };
  notification: { notification: NotificationList["items"][number]; unreadCount: number };
  /** A sale moved on (started, paid, confirmed, completed, withdrawn, cancelled); sent to both parties. */
  sale: { chatId?: string | null; transactionId: string; productId: string };
}

export type LiveEventName = keyof LiveEventMap;

export const LIVE_EVENT_NAMES = [
  "ready",
  "ping",
  "message",
  "chat",
  "notification",
  "sale",
] as const satisfies readonly LiveEventName[];

/** What a feature does with the events it cares about; every handler is optional. */
export type LiveHandlers = { [K in LiveEventName]?: (data: LiveEventMap[K]) => void };

/** `connecting` before the first `ready`, `live` after it, `reconnecting` after a drop until the next. */
export type LiveStatus = "connecting" | "live" | "reconnecting";
