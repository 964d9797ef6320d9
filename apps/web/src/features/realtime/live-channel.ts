import { REALTIME_HEARTBEAT_TIMEOUT_MS, REALTIME_RECONNECT_DELAYS_MS } from "@kierto/shared";
import { LIVE_EVENT_NAMES, type LiveEventMap, type LiveEventName, type LiveStatus } from "./live-events";

/** Beyond two missed heartbeats, the time a slow network may add before the connection counts as dead. */
const HEARTBEAT_GRACE_MS = 5000;

export interface LiveChannelOptions {
  url: string;
  onEvent<K extends LiveEventName>(name: K, data: LiveEventMap[K]): void;
  onStatus(status: LiveStatus): void;
  /** A number in [0, 1): the share of the upper bound to wait before reconnecting (tests fix it). */
  random?: () => number;
}

/**
 * One Server-Sent Events connection with the reconnect rules of docs/product-rules.md#errors-and-messages and #limits: with nothing
 * heard (not even a heartbeat) for about two heartbeat intervals, or on any error, the
 * connection is closed and opened again after a wait chosen at random below 1 s, 2 s, 5 s, then
 * 10 s ("full jitter"): when a deploy closes every stream of an instance at once, the browsers
 * come back spread over the second instead of all in the same millisecond. The delays start over
 * once a connection is healthy again (its `ready` arrived).
 *
 * The browser's own EventSource retry is not used: it would retry at one fixed pace, and it
 * cannot notice a connection that silently stopped delivering.
 */
export class LiveChannel {
  private source: EventSource | null = null;
  private watchdog: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private silenceLimitMs: number = REALTIME_HEARTBEAT_TIMEOUT_MS;
  private stopped = false;

  constructor(private readonly options: LiveChannelOptions) {}

  start() {
    this.stopped = false;
    this.options.onStatus("connecting");
    this.connect();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.close();
  }

  private connect() {
    const source = new EventSource(this.options.url, { withCredentials: true });
    this.source = source;
    for (const name of LIVE_EVENT_NAMES) {
      source.addEventListener(name, (event) => this.receive(source, name, event as MessageEvent<string>));
    }
    source.onerror = () => {
      if (this.source === source) this.drop();
    };
    this.armWatchdog();
  }

  private receive(source: EventSource, name: LiveEventName, event: MessageEvent<string>) {
    if (this.source !== source) return;
    let data: LiveEventMap[typeof name];
    try {
      data = JSON.parse(event.data);
    } catch (error) {
      console.error("realtime: unreadable event", name, error);
      this.armWatchdog();
      return;
    }
    if (name === "ready") {
      const { heartbeatMs } = data as LiveEventMap["ready"];
      if (heartbeatMs > 0) this.silenceLimitMs = heartbeatMs * 2 + HEARTBEAT_GRACE_MS;
      this.failures = 0;
      this.options.onStatus("live");
    }
    this.armWatchdog();
    this.options.onEvent(name, data);
  }

  /** Closes a broken or silent connection and schedules the next attempt. */
  private drop() {
    this.close();
    if (this.stopped) return;
    this.options.onStatus("reconnecting");
    const delays = REALTIME_RECONNECT_DELAYS_MS;
    const upperBound = delays[Math.min(this.failures, delays.length - 1)] ?? delays[0];
    const delay = Math.floor((this.options.random ?? Math.random)() * upperBound);
    this.failures++;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      if (!this.stopped) this.connect();
    }, delay);
  }

  private armWatchdog() {
    clearTimeout(this.watchdog);
    this.watchdog = setTimeout(() => this.drop(), this.silenceLimitMs);
  }

  private close() {
    clearTimeout(this.watchdog);
    this.source?.close();
    this.source = null;
  }
}
