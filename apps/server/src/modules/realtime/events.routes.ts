import { createRoute } from "@hono/zod-openapi";
import { REALTIME_HEARTBEAT_INTERVAL_MS, REALTIME_RECONNECT_DELAYS_MS } from "@kierto/shared";
import { streamSSE } from "hono/streaming";
import { errorResponses } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import type { RealtimeEvent } from "../../platform/realtime";
import { signedIn } from "../auth/guards";
import { payloadFor } from "./event-payloads";
import { realtimeEventSchema } from "./realtime.schemas";

/** How long a new connection waits for this instance's LISTEN connection to come back. */
const LISTEN_WAIT_MS = 5000;
/**
 * A client this far behind (not reading its stream) is cut off rather than buffered without
 * bound; it reconnects and catches up like after any other drop.
 */
const MAX_PENDING_EVENTS = 1000;
/** The browser's own reconnect wait (EventSource `retry`): the first of spec §9's delays. */
const RETRY_MS = REALTIME_RECONNECT_DELAYS_MS[0];

const events = createRoute({
  method: "get",
  path: "/events",
  tags: ["Realtime"],
  summary: "The live channel: Server-Sent Events for the signed-in user; one connection per tab",
  description:
    "Events (`event:` name, `data:` JSON): `ready` {heartbeatMs} once subscribed; `message` {chatId, message} to " +
    "both parties of a chat; `chat` {chatId} when a conversation changes otherwise (started, read in another tab, " +
    "blocked): refetch it and the list; `notification` {notification, unreadCount} for the bell; `ping` {at} " +
    `every ${REALTIME_HEARTBEAT_INTERVAL_MS / 1000} s. With nothing received for 35 s (two pings missed) the ` +
    "client closes and reconnects after 1 s, 2 s, 5 s, then 10 s (spec §9). After every `ready`, catch up: " +
    "GET /api/chats/{id}/messages?after=<last message id> for an open chat, GET /api/chats and " +
    "GET /api/notifications, merging by id (an item may arrive both live and in the catch-up). The server may " +
    "end the stream (shutdown, or it lost events); the client then reconnects the same way.",
  middleware: [signedIn] as const,
  responses: {
    200: { description: "The event stream", content: { "text/event-stream": { schema: realtimeEventSchema } } },
    ...errorResponses(401),
  },
});

export function eventRoutes() {
  return createRouter().openapi(events, (c) => {
    const user = c.var.user;
    const { realtime, db } = c.var.deps;
    const log = c.var.log;
    // Reverse proxies (nginx) would otherwise hold the events back in a buffer.
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      if (!(await realtime.whenListening(LISTEN_WAIT_MS))) {
        // Events could be missed right now: no `ready`, so the client waits and tries again.
        await stream.write(`retry: ${RETRY_MS}\n\n`);
        return;
      }

      let finish = () => {};
      const finished = new Promise<void>((resolve) => {
        finish = resolve;
      });
      // Everything goes out through one chain, so events keep their order and never interleave.
      let chain = Promise.resolve();
      let pending = 0;
      const enqueue = (write: () => Promise<void>) => {
        if (pending >= MAX_PENDING_EVENTS) return finish();
        pending++;
        chain = chain
          .then(write)
          .catch((error: unknown) => {
            log.error("realtime: sending an event failed", { error });
            finish();
          })
          .finally(() => {
            pending--;
          });
      };
      const deliver = (event: RealtimeEvent) =>
        enqueue(async () => {
          const payload = await payloadFor(db, event, user.id);
          if (payload && !stream.aborted)
            await stream.writeSSE({ event: payload.event, data: JSON.stringify(payload.data) });
        });

      // `ready` is queued before subscribing, and subscribing happens before it is sent: whatever
      // the client's catch-up after `ready` does not return, it receives live.
      enqueue(() =>
        stream.writeSSE({
          event: "ready",
          data: JSON.stringify({ heartbeatMs: REALTIME_HEARTBEAT_INTERVAL_MS }),
          retry: RETRY_MS,
        }),
      );
      const unsubscribe = realtime.subscribe(user.id, deliver, finish);
      const heartbeat = setInterval(() => {
        enqueue(() => stream.writeSSE({ event: "ping", data: JSON.stringify({ at: new Date().toISOString() }) }));
      }, REALTIME_HEARTBEAT_INTERVAL_MS);
      stream.onAbort(finish);
      c.req.raw.signal.addEventListener("abort", finish);
      if (stream.aborted || c.req.raw.signal.aborted) finish();

      await finished;
      clearInterval(heartbeat);
      unsubscribe();
      c.req.raw.signal.removeEventListener("abort", finish);
    });
  });
}
