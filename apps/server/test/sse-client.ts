import type { z } from "zod";
import { realtimeEventSchema } from "../src/modules/realtime";

/**
 * Reads a Server-Sent Events response the way a browser's EventSource does (event name, data
 * lines, blank line), for tests and the benchmark, which talk to the live channel directly.
 */
export interface SseEvent {
  event: string;
  data: string;
}

export interface SseReader {
  /** The next event matching `accept` (others are skipped); rejects after `timeoutMs`. */
  next(accept?: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Every event received so far and not yet taken by `next`. */
  drain(): SseEvent[];
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  /** Hangs up, as a closed tab does. */
  close(): Promise<void>;
  /** Called for every event as it arrives (the benchmark's clock). */
  onEvent: ((event: SseEvent) => void) | undefined;
}

/** Takes a fetch `Response` or a typed client's response: only the body stream is read. */
export function readSse(response: { body: ReadableStream<Uint8Array> | null }): SseReader {
  if (!response.body) throw new Error("the response has no body");
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const queue: SseEvent[] = [];
  let wake: (() => void) | undefined;
  let done = false;
  let buffer = "";

  let onEvent: ((event: SseEvent) => void) | undefined;
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += value;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const event = parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (event) {
            onEvent?.(event);
            queue.push(event);
          }
          end = buffer.indexOf("\n\n");
        }
        wake?.();
      }
    } catch {
      // A cancelled read ends the stream like the server closing it.
    } finally {
      done = true;
      wake?.();
    }
  })();

  return {
    ended,
    get onEvent() {
      return onEvent;
    },
    set onEvent(listener: ((event: SseEvent) => void) | undefined) {
      onEvent = listener;
    },

    async next(accept = () => true, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = queue.findIndex(accept);
        if (index >= 0) return queue.splice(index, 1)[0] as SseEvent;
        if (done) throw new Error("the event stream ended");
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
    },

    drain() {
      return queue.splice(0, queue.length);
    },

    async close() {
      await reader.cancel().catch(() => {});
      await ended;
    },
  };
}

function parseBlock(block: string): SseEvent | undefined {
  let event = "message";
  const data: string[] = [];
  for (const line of block.split("\n")) {
    if (line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
  }
  return data.length > 0 ? { event, data: data.join("\n") } : undefined;
}

type LiveEvent = z.infer<typeof realtimeEventSchema>;
/** The `data` of the live event named `N`, as the API declares it. */
export type LiveEventData<N extends LiveEvent["event"]> = Extract<LiveEvent, { event: N }>["data"];

/**
 * The next live event named `name` (others stay queued), its data checked against the API's
 * schema. The data is returned as sent, extra fields included, so `toEqual` still sees them.
 */
export async function nextEvent<N extends LiveEvent["event"]>(
  events: SseReader,
  name: N,
  timeoutMs?: number,
): Promise<LiveEventData<N>> {
  const event = await events.next((e) => e.event === name, timeoutMs);
  const data: LiveEventData<N> = JSON.parse(event.data);
  realtimeEventSchema.parse({ event: name, data });
  return data;
}
