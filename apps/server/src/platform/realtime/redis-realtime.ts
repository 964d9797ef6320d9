import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { Logger } from "../../lib/logger";
import { parseEvent } from "./event-payload";
import type { Realtime, RealtimeEvent, RealtimeListener } from "./realtime";

/** Every person's live events travel on a channel of their own, so an instance hears only its own people. */
export const REDIS_CHANNEL_PREFIX = "kierto:live:";

export interface RedisRealtimeOptions {
  /** The app's Redis connection; publishing uses it, and the subscriber connection is its duplicate. */
  redis: Redis;
  /**
   * The hub that hears what the database publishes by itself (a session's end, migration 0008):
   * those events are born in a trigger, which cannot reach Redis, so they keep arriving through
   * PostgreSQL. Nothing the app publishes goes that way.
   */
  databaseEvents: Realtime;
  logger: Logger;
  /** Another prefix keeps tests apart on one Redis server: channels are not per database. */
  channelPrefix?: string;
}

interface Subscription {
  listener: RealtimeListener;
  onEnd: () => void;
}

/**
 * Fan-out across server instances through Redis pub/sub (docs/decisions/0071). An instance
 * subscribes to a person's channel while one of their streams is open on it and leaves it with
 * the last one, so an event reaches only the instances holding that person's streams, where
 * PostgreSQL's NOTIFY reaches every instance and takes a cluster-wide lock at each commit that
 * carries one. The publishing instance delivers to its own subscribers at once, with the row it
 * already holds, and ignores its own messages when Redis echoes them.
 */
export function createRedisRealtime(options: RedisRealtimeOptions): Realtime & { start(): Promise<void> } {
  const { redis, databaseEvents, logger } = options;
  const prefix = options.channelPrefix ?? REDIS_CHANNEL_PREFIX;
  const origin = randomUUID();
  const subscriber = redis.duplicate({
    connectionName: `kierto-live-${origin}`,
    lazyConnect: true,
    maxRetriesPerRequest: null,
  });
  const subscribers = new Map<string, Set<Subscription>>();
  /** The pending SUBSCRIBE of each person's channel, settled either way. */
  const confirmations = new Map<string, Promise<void>>();
  let listening = false;
  let closing = false;
  let listeningWaiters: (() => void)[] = [];

  function deliver(userId: string, event: RealtimeEvent) {
    for (const subscription of subscribers.get(userId) ?? []) {
      try {
        subscription.listener(event);
      } catch (error) {
        logger.error("realtime: a subscriber failed", { error });
      }
    }
  }

  subscriber.on("message", (channel: string, message: string) => {
    if (!channel.startsWith(prefix)) return;
    const received = parseMessage(message);
    if (!received) {
      logger.warn("realtime: ignored a malformed event", { payload: message });
      return;
    }
    if (received.origin === origin) return;
    deliver(channel.slice(prefix.length), received.event);
  });
  subscriber.on("ready", () => {
    listening = true;
    for (const resolve of listeningWaiters) resolve();
    listeningWaiters = [];
  });
  subscriber.on("close", () => {
    if (!listening || closing) return;
    listening = false;
    logger.warn("realtime: the Redis subscriber connection was lost; reconnecting");
    endAll();
  });
  // ioredis reconnects by itself; an error is logged here so it is not thrown as unhandled.
  subscriber.on("error", (error: Error) => {
    if (!closing) logger.warn("realtime: Redis subscriber error", { error });
  });

  /** Everyone subscribed may have missed events: their streams end so their clients catch up. */
  function endAll() {
    const all = [...subscribers.values()].flatMap((set) => [...set]);
    const channels = [...subscribers.keys()].map((userId) => prefix + userId);
    subscribers.clear();
    if (channels.length > 0) subscriber.unsubscribe(...channels).catch(() => {});
    for (const subscription of all) subscription.onEnd();
  }

  function subscribeHere(userId: string, subscription: Subscription): () => void {
    let set = subscribers.get(userId);
    if (!set) {
      set = new Set();
      subscribers.set(userId, set);
      const confirmation = subscriber.subscribe(prefix + userId).then(
        () => {},
        (error: unknown) => {
          logger.warn("realtime: could not subscribe to a person's channel", { error });
          // Not subscribed means missed events: end this person's streams so they reconnect.
          const failed = subscribers.get(userId);
          subscribers.delete(userId);
          for (const each of failed ?? []) each.onEnd();
        },
      );
      confirmations.set(userId, confirmation);
      confirmation.finally(() => {
        if (confirmations.get(userId) === confirmation) confirmations.delete(userId);
      });
    }
    set.add(subscription);
    return () => {
      const current = subscribers.get(userId);
      if (!current?.delete(subscription) || current.size > 0) return;
      subscribers.delete(userId);
      subscriber.unsubscribe(prefix + userId).catch(() => {});
    };
  }

  return {
    /** Connects before the server listens, so a stream opened at once already hears events. */
    async start() {
      await subscriber.connect();
    },

    async publish(...events) {
      const pipeline = redis.pipeline();
      for (const event of events) {
        const message = JSON.stringify({ origin, type: event.type, userIds: event.userIds, id: event.id });
        for (const userId of new Set(event.userIds)) {
          deliver(userId, event);
          pipeline.publish(prefix + userId, message);
        }
      }
      if (pipeline.length === 0) return;
      const results = (await pipeline.exec()) ?? [];
      const failure = results.find(([error]) => error)?.[0];
      if (failure) throw failure;
    },

    subscribe(userId, listener, onEnd) {
      // Not receiving right now (the connection just dropped): this subscriber would miss events.
      if (!listening) {
        queueMicrotask(onEnd);
        return () => {};
      }
      let ended = false;
      const endOnce = () => {
        if (ended) return;
        ended = true;
        onEnd();
      };
      const leaveRedis = subscribeHere(userId, { listener, onEnd: endOnce });
      const leaveDatabase = databaseEvents.subscribe(userId, listener, endOnce);
      return () => {
        leaveRedis();
        leaveDatabase();
      };
    },

    async whenSubscribed(userId) {
      await confirmations.get(userId);
    },

    async whenListening(timeoutMs) {
      const [redisReady, databaseReady] = await Promise.all([
        waitForRedis(timeoutMs),
        databaseEvents.whenListening(timeoutMs),
      ]);
      return redisReady && databaseReady;
    },

    async close() {
      closing = true;
      endAll();
      listening = false;
      subscriber.disconnect();
      await databaseEvents.close();
    },
  };

  function waitForRedis(timeoutMs: number): Promise<boolean> {
    if (listening) return Promise.resolve(true);
    if (closing) return Promise.resolve(false);
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
  }
}

function parseMessage(message: string): { origin: string; event: RealtimeEvent } | undefined {
  const event = parseEvent(message);
  if (!event) return undefined;
  try {
    const { origin } = JSON.parse(message) as { origin?: unknown };
    return typeof origin === "string" ? { origin, event } : undefined;
  } catch {
    return undefined;
  }
}
