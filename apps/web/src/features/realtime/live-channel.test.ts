import { REALTIME_HEARTBEAT_TIMEOUT_MS } from "@kierto/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LiveChannel } from "./live-channel";
import type { LiveStatus } from "./live-events";

/** Stands in for the browser's EventSource: the test plays the server. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  onerror: (() => void) | null = null;
  closed = false;

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, listener);
  }

  close() {
    this.closed = true;
  }

  emit(name: string, data: string) {
    this.listeners.get(name)?.({ data } as MessageEvent<string>);
  }

  fail() {
    this.onerror?.();
  }
}

const latest = () => {
  const source = FakeEventSource.opened.at(-1);
  if (!source) throw new Error("no connection was opened");
  return source;
};

/** A channel whose random share is fixed: just under 1 waits (almost) each delay's upper bound. */
function openChannel(random: () => number = () => 0.99999) {
  const statuses: LiveStatus[] = [];
  const events: [string, unknown][] = [];
  const channel = new LiveChannel({
    url: "/api/events",
    onEvent: (name, data) => events.push([name, data]),
    onStatus: (status) => statuses.push(status),
    random,
  });
  channel.start();
  return { channel, statuses, events };
}

/** Fails the open connection and reports how long the channel waited before opening the next. */
function failAndMeasureDelay(): number {
  const before = FakeEventSource.opened.length;
  latest().fail();
  let waited = 0;
  while (FakeEventSource.opened.length === before) {
    vi.advanceTimersByTime(100);
    waited += 100;
    if (waited > 60_000) throw new Error("the channel never reconnected");
  }
  return waited;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("LiveChannel", () => {
  it("connects, and is live once the server says ready", () => {
    const { statuses, events } = openChannel();
    expect(statuses).toEqual(["connecting"]);
    expect(latest().url).toBe("/api/events");
    latest().emit("ready", JSON.stringify({ heartbeatMs: 15_000 }));
    expect(statuses).toEqual(["connecting", "live"]);
    expect(events).toEqual([["ready", { heartbeatMs: 15_000 }]]);
  });

  it("waits at most 1 s, 2 s, 5 s, then 10 s between failed attempts", () => {
    const { statuses } = openChannel();
    expect([1, 2, 3, 4, 5].map(failAndMeasureDelay)).toEqual([1000, 2000, 5000, 10_000, 10_000]);
    expect(statuses.at(-1)).toBe("reconnecting");
    expect(FakeEventSource.opened.slice(0, -1).every((source) => source.closed)).toBe(true);
  });

  it("waits a random share of each upper bound (full jitter)", () => {
    openChannel(() => 0.25);
    expect([1, 2, 3, 4].map(failAndMeasureDelay)).toEqual([300, 500, 1300, 2500]);
  });

  it("spreads the reconnects of many browsers over the whole first second", () => {
    // A deploy ends every stream of an instance at once.
    const delays: number[] = [];
    for (let i = 0; i < 200; i++) {
      FakeEventSource.opened = [];
      const { channel } = openChannel(Math.random);
      delays.push(failAndMeasureDelay());
      channel.stop();
    }
    expect(Math.max(...delays)).toBeLessThanOrEqual(1000);
    // In 100 ms steps over [0, 1 s]: every step gets some, none gets most.
    const perStep = new Map<number, number>();
    for (const delay of delays) perStep.set(delay, (perStep.get(delay) ?? 0) + 1);
    expect(perStep.size).toBeGreaterThanOrEqual(9);
    expect(Math.max(...perStep.values())).toBeLessThan(60);
  });

  it("starts the delays over once a connection is healthy again", () => {
    openChannel();
    failAndMeasureDelay();
    failAndMeasureDelay();
    latest().emit("ready", JSON.stringify({ heartbeatMs: 15_000 }));
    expect(failAndMeasureDelay()).toBe(1000);
  });

  it("drops a connection that stays silent, before and after the server's heartbeat is known", () => {
    const { statuses } = openChannel();
    vi.advanceTimersByTime(REALTIME_HEARTBEAT_TIMEOUT_MS - 1);
    expect(latest().closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(latest().closed).toBe(true);
    expect(statuses.at(-1)).toBe("reconnecting");

    vi.advanceTimersByTime(1000);
    latest().emit("ready", JSON.stringify({ heartbeatMs: 10_000 }));
    // Two missed heartbeats and a grace of 5 s.
    vi.advanceTimersByTime(24_999);
    latest().emit("ping", JSON.stringify({ at: "2026-11-23T10:00:00.000Z" }));
    vi.advanceTimersByTime(24_999);
    expect(latest().closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(latest().closed).toBe(true);
  });

  it("opens nothing more once stopped, even with an attempt pending", () => {
    const { channel } = openChannel();
    latest().fail();
    channel.stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it("ignores events from a connection it already dropped", () => {
    const { events } = openChannel();
    const old = latest();
    old.fail();
    vi.advanceTimersByTime(1000);
    old.emit("chat", JSON.stringify({ chatId: "c" }));
    expect(events).toEqual([]);
  });

  it("logs an unreadable event and keeps the connection", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { events } = openChannel();
    latest().emit("chat", "{not json");
    expect(logged).toHaveBeenCalledOnce();
    expect(events).toEqual([]);
    expect(latest().closed).toBe(false);
  });
});
