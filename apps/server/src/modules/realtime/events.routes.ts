import { createRoute } from "@hono/zod-openapi";
import { REALTIME_HEARTBEAT_INTERVAL_MS, REALTIME_RECONNECT_DELAYS_MS } from "@kierto/shared";
import { type SSEStreamingApi, streamSSE } from "hono/streaming";
import { clientIp } from "../../lib/client-ip";
import { HttpError } from "../../lib/http-error";
import { errorResponses } from "../../lib/openapi";
import type { RealtimeEvent } from "../../platform/realtime";
import { createRouter } from "../../router";
import { signedIn } from "../auth";
import { frameFor, sseFrame } from "./event-payloads";
import { createHeartbeats, type Heartbeats } from "./heartbeats";
import { realtimeEventSchema } from "./realtime.schemas";
import { createStreamSlots } from "./stream-slots";

/** Open streams one account may hold on an instance: a person's tabs and devices, with room to spare. */
export const MAX_STREAMS_PER_USER = 10;

/** How long a new connection waits for this instance's LISTEN connection to come back. */
const LISTEN_WAIT_MS = 5000;
/**
 * A client this far behind (not reading its stream) is cut off rather than buffered without
 * bound; it reconnects and catches up like after any other drop.
 */
const MAX_PENDING_EVENTS = 1000;
/** The browser's own reconnect wait (EventSource `retry`): the first of docs/product-rules.md#limits's delays. */
const RETRY_MS = REALTIME_RECONNECT_DELAYS_MS[0];

const events = createRoute({
  method: "get",
  path: "/events",
  tags: ["Realtime"],
  summary: "The live channel: Server-Sent Events for the signed-in user; one connection per tab",
  description:
    "Events (`event:` name, `data:` JSON): `ready` {heartbeatMs} once subscribed; `message` {chatId, message} to " +
    "both parties of a chat; `chat` {chatId} when a conversation changes otherwise (started, read in another tab, " +
    "blocked, item sold): refetch it and the list; `notification` {notification, unreadCount} for the bell; " +
    "`sale` {transactionId, productId, chatId} to both parties when a sale changes state; `ping` {at} " +
    `every ${REALTIME_HEARTBEAT_INTERVAL_MS / 1000} s. With nothing received for 35 s (two pings missed) the ` +
    "client closes and reconnects after a random wait up to 1 s, 2 s, 5 s, then 10 s (docs/product-rules.md#limits). After every `ready`, catch up: " +
    "GET /api/chats/{id}/messages?after=<last message id> for an open chat, GET /api/chats and " +
    "GET /api/notifications, merging by id (an item may arrive both live and in the catch-up). The server may " +
    "end the stream (shutdown, or it lost events); the client then reconnects the same way. The stream also " +
    "ends when its session does (sign-out, sign-out everywhere, a password reset, expiry); reconnecting then " +
    `answers 401. An account holds at most ${MAX_STREAMS_PER_USER} open streams per instance and an address a ` +
    "configured number (LIVE_STREAMS_PER_ADDRESS); beyond them the answer is 429.",
  middleware: [signedIn] as const,
  responses: {
    200: { description: "The event stream", content: { "text/event-stream": { schema: realtimeEventSchema } } },
    ...errorResponses(401, 429),
  },
});

export function eventRoutes() {
  const slots = createStreamSlots();
  let heartbeats: Heartbeats | undefined;
  return createRouter().openapi(events, (c) => {
    const user = c.var.user;
    const sessionId = c.var.sessionId as string;
    const { realtime, db, env, logger, metrics } = c.var.deps;
    heartbeats ??= createHeartbeats(db, logger, REALTIME_HEARTBEAT_INTERVAL_MS);
    const beats = heartbeats;
    const log = c.var.log;
    const release = slots.acquire([
      { key: `user:${user.id}`, limit: MAX_STREAMS_PER_USER },
      { key: `ip:${clientIp(c, env.TRUST_PROXY)}`, limit: env.LIVE_STREAMS_PER_ADDRESS },
    ]);
    if (!release) throw new HttpError(429, "RATE_LIMITED", "Too many open live connections.");
    // Reverse proxies (nginx) would otherwise hold the events back in a buffer.
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      const closed = metrics.streamOpened();
      try {
        await serve(stream);
      } finally {
        closed();
        release();
      }
    });

    async function serve(stream: SSEStreamingApi) {
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
      const deliver = (event: RealtimeEvent) => {
        // Signed out, revoked or deleted: nothing more goes to whoever holds this stream.
        if (event.type === "session") {
          if (event.id === sessionId) finish();
          return;
        }
        enqueue(async () => {
          const frame = await frameFor(db, event, user.id);
          if (frame && !stream.aborted) await stream.write(frame);
        });
      };

      // `ready` is queued before subscribing, and subscribing happens before it is sent: whatever
      // the client's catch-up after `ready` does not return, it receives live.
      // A broker that confirms subscriptions later (Redis) is waited for before `ready` goes out.
      enqueue(async () => {
        await realtime.whenSubscribed(user.id);
        await stream.writeSSE({
          event: "ready",
          data: JSON.stringify({ heartbeatMs: REALTIME_HEARTBEAT_INTERVAL_MS }),
          retry: RETRY_MS,
        });
      });
      const unsubscribe = realtime.subscribe(user.id, deliver, finish);
      // Each ping follows a fresh read of the session: an expired one ends the stream, and so does
      // a revoked one whose end this instance did not hear about.
      const stopBeats = beats.add(sessionId, (live) => {
        if (!live) return finish();
        enqueue(() => stream.write(sseFrame("ping", { at: new Date().toISOString() })).then(() => {}));
      });
      stream.onAbort(finish);
      c.req.raw.signal.addEventListener("abort", finish);
      if (stream.aborted || c.req.raw.signal.aborted) finish();

      await finished;
      stopBeats();
      unsubscribe();
      c.req.raw.signal.removeEventListener("abort", finish);
    }
  });
}
