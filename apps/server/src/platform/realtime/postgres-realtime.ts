import pg from "pg";
import type { Logger } from "../../lib/logger";
import { parseEvent } from "./event-payload";
import type { Realtime, RealtimeEvent, RealtimeListener } from "./realtime";

/** The one Postgres channel every instance listens on (no extra broker: docs/decisions/0010). */
export const REALTIME_CHANNEL = "kierto_events";

/** Postgres refuses NOTIFY payloads from 8000 bytes up; ours are ids, far below. */
const MAX_PAYLOAD_BYTES = 7900;
/** Waits between attempts to re-establish the LISTEN connection; the last one repeats. */
const RECONNECT_DELAYS_MS = [250, 1000, 2000, 5000, 10_000];
/**
 * A LISTEN connection idles, so a silently dead one (a dropped route, a restarted proxy) would
 * go unnoticed; a tiny query this often proves it alive, and a failure reconnects.
 */
const HEALTH_CHECK_MS = 30_000;
const QUERY_TIMEOUT_MS = 10_000;
/**
 * How long a published event's row waits for the event to come back through Postgres; one that
 * never does (the connection dropped meanwhile) is forgotten after this.
 */
const LOADED_TTL_MS = 30_000;

export interface PostgresRealtimeOptions {
  /** The app's pool: publishing borrows it, and the LISTEN connection copies its settings. */
  pool: pg.Pool;
  /**
   * The pool whose settings the LISTEN connection copies when `pool` goes through a transaction
   * pooler, which cannot keep a LISTEN (DIRECT_DATABASE_URL). Default: `pool`.
   */
  listenVia?: pg.Pool;
  logger: Logger;
  reconnectDelaysMs?: readonly number[];
}

interface Subscription {
  listener: RealtimeListener;
  onEnd: () => void;
}

/**
 * Fan-out across server instances through Postgres LISTEN/NOTIFY. Each instance holds one
 * dedicated LISTEN connection and routes what arrives to its own subscribers by user id; an
 * event published here comes back through Postgres like any other, so one path delivers all.
 */
export function createPostgresRealtime(options: PostgresRealtimeOptions): Realtime & { start(): Promise<void> } {
  const { pool, logger } = options;
  const delays = options.reconnectDelaysMs ?? RECONNECT_DELAYS_MS;
  const subscribers = new Map<string, Set<Subscription>>();
  let client: pg.Client | undefined;
  let listening = false;
  let closing = false;
  let attempt = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let healthTimer: NodeJS.Timeout | undefined;
  let listeningWaiters: (() => void)[] = [];
  /** Rows published by this instance, by event, until the event comes back (oldest first). */
  const loaded = new Map<string, { row: unknown; at: number }>();

  function route(payload: string | undefined) {
    const event = parseEvent(payload);
    if (!event) {
      logger.warn("realtime: ignored a malformed event", { payload });
      return;
    }
    const key = loadedKey(event);
    const local = loaded.get(key);
    if (local) {
      loaded.delete(key);
      event.loaded = local.row;
    }
    for (const userId of new Set(event.userIds)) {
      for (const subscription of subscribers.get(userId) ?? []) {
        try {
          subscription.listener(event);
        } catch (error) {
          logger.error("realtime: a subscriber failed", { error });
        }
      }
    }
  }

  /** Everyone subscribed may have missed events: their streams end so their clients catch up. */
  function endAll() {
    const all = [...subscribers.values()].flatMap((set) => [...set]);
    subscribers.clear();
    for (const subscription of all) subscription.onEnd();
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({
      ...(options.listenVia ?? pool).options,
      keepAlive: true,
      query_timeout: QUERY_TIMEOUT_MS,
    });
    next.on("notification", (message) => {
      if (message.channel === REALTIME_CHANNEL) route(message.payload);
    });
    next.on("error", (error) => lost(next, error));
    next.on("end", () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${REALTIME_CHANNEL}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    if (closing) {
      await next.end();
      return;
    }
    client = next;
    listening = true;
    attempt = 0;
    for (const resolve of listeningWaiters) resolve();
    listeningWaiters = [];
    healthTimer = setInterval(() => {
      next.query("select 1").catch((error: unknown) => lost(next, error));
    }, HEALTH_CHECK_MS);
    healthTimer.unref();
  }

  function lost(which: pg.Client, error?: unknown) {
    if (which !== client) return;
    client = undefined;
    listening = false;
    clearInterval(healthTimer);
    which.removeAllListeners("notification");
    which.on("error", () => {});
    which.end().catch(() => {});
    if (closing) return;
    logger.warn("realtime: the LISTEN connection was lost; reconnecting", { error });
    endAll();
    scheduleReconnect();
  }

  function scheduleReconnect() {
    const delay = delays[Math.min(attempt, delays.length - 1)] ?? 1000;
    attempt++;
    reconnectTimer = setTimeout(() => {
      connect().catch((error: unknown) => {
        logger.warn("realtime: reconnecting failed", { error, attempt });
        if (!closing) scheduleReconnect();
      });
    }, delay);
    reconnectTimer.unref();
  }

  return {
    start: connect,

    async publish(...events) {
      if (events.length === 0) return;
      const payloads = events.map((event) => {
        const payload = JSON.stringify({ type: event.type, userIds: event.userIds, id: event.id });
        if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error("realtime: event payload too large");
        return payload;
      });
      const now = Date.now();
      for (const [key, entry] of loaded) {
        if (now - entry.at < LOADED_TTL_MS) break;
        loaded.delete(key);
      }
      for (const event of events) {
        if (event.loaded === undefined) continue;
        // Re-inserted, not updated in place, so the map stays oldest first for the sweep above.
        loaded.delete(loadedKey(event));
        loaded.set(loadedKey(event), { row: event.loaded, at: now });
      }
      // One statement for all of them; they are delivered in this order, only once it commits.
      await pool.query(
        "select pg_notify($1, payload) from unnest($2::text[]) with ordinality as e(payload, n) order by n",
        [REALTIME_CHANNEL, payloads],
      );
    },

    subscribe(userId, listener, onEnd) {
      // Not receiving right now (the connection just dropped): this subscriber would miss events.
      if (!listening) {
        queueMicrotask(onEnd);
        return () => {};
      }
      const subscription: Subscription = { listener, onEnd };
      let set = subscribers.get(userId);
      if (!set) {
        set = new Set();
        subscribers.set(userId, set);
      }
      set.add(subscription);
      return () => {
        const current = subscribers.get(userId);
        current?.delete(subscription);
        if (current?.size === 0) subscribers.delete(userId);
      };
    },

    // One LISTEN connection hears every user's events: a subscription is complete when made.
    async whenSubscribed() {},

    async whenListening(timeoutMs) {
      if (listening) return true;
      if (closing) return false;
      return new Promise<boolean>((resolve) => {
        const waiter = () => {
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          listeningWaiters = listeningWaiters.filter((w) => w !== waiter);
          resolve(false);
        }, timeoutMs);
        listeningWaiters.push(waiter);
      });
    },

    async close() {
      closing = true;
      clearTimeout(reconnectTimer);
      clearInterval(healthTimer);
      endAll();
      const current = client;
      client = undefined;
      listening = false;
      await current?.end().catch(() => {});
    },
  };
}

function loadedKey(event: RealtimeEvent): string {
  return `${event.type}:${event.id}`;
}
