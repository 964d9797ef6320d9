/**
 * Live updates for signed-in tabs. An event names what changed by id only; whoever delivers it
 * loads the row by that id, so nothing private travels through the broker and every instance
 * sends what the database holds, not what another process believed.
 */
export const REALTIME_EVENT_TYPES = ["message", "chat", "notification", "session", "sale"] as const;
export type RealtimeEventType = (typeof REALTIME_EVENT_TYPES)[number];

export interface RealtimeEvent {
  /**
   * message: a message id; chat: a chat id (the conversation list changed); notification: a
   * notification id; session: a session id that has ended (signed out, revoked by a password
   * reset, deleted), published by the database itself (migration 0008) so no path can forget it; sale: a
   * transaction id (the sale moved to another state).
   */
  type: RealtimeEventType;
  /** Who is told: the parties of the chat, or the notification's owner. */
  userIds: string[];
  id: string;
  /**
   * The row the publisher already holds, in the shape delivery would load it by id
   * (modules/realtime/event-payloads.ts). It never leaves the process: the publishing instance's
   * own subscribers get it with the event and skip the query; other instances load by id.
   */
  loaded?: unknown;
}

export type RealtimeListener = (event: RealtimeEvent) => void;

export interface Realtime {
  /**
   * Tells every subscriber of the named users, on every instance. Call it after the change has
   * committed, so that whoever loads the row by id finds it.
   */
  publish(...events: RealtimeEvent[]): Promise<void>;
  /**
   * Receives the user's events on this instance. `onEnd` is called when this instance may have
   * missed events (its broker connection dropped) or is shutting down: the subscriber should end
   * its stream so the client reconnects and catches up. Returns the unsubscribe function.
   */
  subscribe(userId: string, listener: RealtimeListener, onEnd: () => void): () => void;
  /**
   * Resolves once the broker confirms the user's subscription on this instance (at once where
   * one connection hears everything): a stream says `ready` only after it, so nothing published
   * after the client's catch-up can slip past.
   */
  whenSubscribed(userId: string): Promise<void>;
  /** Whether the instance receives events now; waits up to `timeoutMs` for a reconnection. */
  whenListening(timeoutMs: number): Promise<boolean>;
  /** Ends every subscription and the broker connection. */
  close(): Promise<void>;
}
