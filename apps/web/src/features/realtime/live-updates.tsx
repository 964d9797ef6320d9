import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { LiveChannel } from "./live-channel";
import type { LiveEventMap, LiveEventName, LiveHandlers } from "./live-events";
import { setLiveStatus } from "./live-status";

/** GET /api/events: the signed-in user's live channel. */
const EVENTS_URL = "/api/events";

/** A feature's reaction to live events, given the query cache it keeps its data in. */
export type LiveSubscriber = (queryClient: QueryClient) => LiveHandlers;

/**
 * Opens this tab's one live channel for the signed-in user while mounted, and hands every event
 * to the features' handlers. Renders nothing. A different user gets a new connection.
 */
export function LiveUpdates({ userId, subscribers }: { userId: string; subscribers: readonly LiveSubscriber[] }) {
  const queryClient = useQueryClient();

  useEffect(() => {
    // The stream belongs to the session it was opened with: another account signed in (in
    // another tab) gets a connection of its own.
    if (!userId) return;
    const handlers = subscribers.map((subscribe) => subscribe(queryClient));
    const channel = new LiveChannel({
      url: EVENTS_URL,
      onStatus: setLiveStatus,
      onEvent<K extends LiveEventName>(name: K, data: LiveEventMap[K]) {
        for (const handler of handlers) {
          try {
            handler[name]?.(data);
          } catch (error) {
            console.error("realtime: handling an event failed", name, error);
          }
        }
      },
    });
    channel.start();
    return () => channel.stop();
  }, [userId, subscribers, queryClient]);

  return null;
}
