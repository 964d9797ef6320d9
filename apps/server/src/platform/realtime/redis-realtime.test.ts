import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createTestApp, expectLogged } from "../../../test/test-app";
import { createPostgresRealtime } from "./postgres-realtime";
import type { RealtimeEvent } from "./realtime";
import { createRedisRealtime } from "./redis-realtime";

// Two instances' hubs on the machine's Redis (pub/sub channels are server-wide, so this file's
// channels carry a prefix of their own) and on a real PostgreSQL for what the database publishes.
const t = await createTestApp();
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379/13";
const prefix = `kierto:test-live:${randomUUID()}:`;
const connections: Redis[] = [];
const hubs: ReturnType<typeof createRedisRealtime>[] = [];

async function startInstance() {
  const redis = new Redis(redisUrl, { lazyConnect: true });
  await redis.connect();
  connections.push(redis);
  const databaseEvents = createPostgresRealtime({ pool: t.db.$client, logger: t.deps.logger });
  await databaseEvents.start();
  const hub = createRedisRealtime({ redis, databaseEvents, logger: t.deps.logger, channelPrefix: prefix });
  await hub.start();
  hubs.push(hub);
  return { hub, redis };
}

const a = await startInstance();
const b = await startInstance();

afterAll(async () => {
  await Promise.all(hubs.map((hub) => hub.close()));
  await Promise.all(connections.map((redis) => redis.quit()));
});

/** Collects what a subscriber receives, and whether its stream was told to end. */
function listen(hub: ReturnType<typeof createRedisRealtime>, userId: string) {
  const received: RealtimeEvent[] = [];
  const state = { ended: 0, received, stop: () => {} };
  state.stop = hub.subscribe(
    userId,
    (event) => received.push(event),
    () => state.ended++,
  );
  return state;
}

const channelSubscribers = async (userId: string) =>
  ((await a.redis.call("PUBSUB", "NUMSUB", prefix + userId)) as [string, number])[1];

describe("live events through Redis", () => {
  it("reach a person's subscriber on the other instance, and the publisher's own with the row it holds", async () => {
    const userId = randomUUID();
    const onA = listen(a.hub, userId);
    const onB = listen(b.hub, userId);
    await Promise.all([a.hub.whenSubscribed(userId), b.hub.whenSubscribed(userId)]);
    await a.hub.publish({ type: "message", userIds: [userId], id: "m1", loaded: { body: "hello" } });

    await vi.waitUntil(() => onB.received.length === 1, { timeout: 2000, interval: 10 });
    expect(onB.received[0]).toEqual({ type: "message", userIds: [userId], id: "m1" });
    expect(onA.received).toEqual([{ type: "message", userIds: [userId], id: "m1", loaded: { body: "hello" } }]);
    // Redis echoes A's message back to A; it must not be delivered twice.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onA.received).toHaveLength(1);
    onA.stop();
    onB.stop();
  });

  it("tell each party of an event once, and nobody else", async () => {
    const [buyer, seller, stranger] = [randomUUID(), randomUUID(), randomUUID()];
    const buyerOnB = listen(b.hub, buyer);
    const sellerOnB = listen(b.hub, seller);
    const strangerOnB = listen(b.hub, stranger);
    await Promise.all([buyer, seller, stranger].map((id) => b.hub.whenSubscribed(id)));

    await a.hub.publish({ type: "chat", userIds: [buyer, seller, buyer], id: "c1" });

    await vi.waitUntil(() => buyerOnB.received.length === 1 && sellerOnB.received.length === 1, {
      timeout: 2000,
      interval: 10,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(buyerOnB.received).toHaveLength(1);
    expect(sellerOnB.received).toHaveLength(1);
    expect(strangerOnB.received).toHaveLength(0);
    for (const each of [buyerOnB, sellerOnB, strangerOnB]) each.stop();
  });

  it("keep a person's channel only while one of their streams is open on the instance", async () => {
    const userId = randomUUID();
    const first = listen(b.hub, userId);
    const second = listen(b.hub, userId);
    await Promise.all([a.hub.whenSubscribed(userId), b.hub.whenSubscribed(userId)]);
    await expect.poll(() => channelSubscribers(userId)).toBe(1);

    first.stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await channelSubscribers(userId)).toBe(1);
    second.stop();
    await expect.poll(() => channelSubscribers(userId)).toBe(0);
  });

  it("still deliver the session ends the database publishes through PostgreSQL", async () => {
    const userId = randomUUID();
    const onB = listen(b.hub, userId);
    await b.hub.whenSubscribed(userId);
    const payload = JSON.stringify({ type: "session", userIds: [userId], id: "s1" });
    await t.db.execute(sql`select pg_notify('kierto_events', ${payload})`);

    await vi.waitUntil(() => onB.received.length === 1, { timeout: 2000, interval: 10 });
    expect(onB.received[0]).toMatchObject({ type: "session", id: "s1" });
    onB.stop();
  });

  it("end every stream when the subscriber connection drops, then hear events again after reconnecting", async () => {
    const userId = randomUUID();
    const before = listen(b.hub, userId);
    await expect.poll(() => channelSubscribers(userId)).toBe(1);
    const clients = (await a.redis.call("CLIENT", "LIST", "TYPE", "pubsub")) as string;
    const ours = clients.split("\n").filter((line) => / name=kierto-live-/.test(line) && line.includes(" sub=1"));
    expect(ours).toHaveLength(1);
    const clientId = /id=(\d+)/.exec(ours[0] ?? "")?.[1] ?? "";
    await a.redis.call("CLIENT", "KILL", "ID", clientId);
    expectLogged(/realtime: the Redis subscriber connection was lost; reconnecting/);

    await vi.waitUntil(() => before.ended === 1, { timeout: 2000, interval: 10 });
    expect(await b.hub.whenListening(5000)).toBe(true);
    const after = listen(b.hub, userId);
    await expect.poll(() => channelSubscribers(userId)).toBe(1);
    await a.hub.publish({ type: "notification", userIds: [userId], id: "n1" });
    await vi.waitUntil(() => after.received.length === 1, { timeout: 2000, interval: 10 });
    expect(before.received).toHaveLength(0);
    after.stop();
  });
});
