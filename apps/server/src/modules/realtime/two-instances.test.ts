import { sql } from "drizzle-orm";
import { hc } from "hono/client";
import { afterAll, describe, expect, it } from "vitest";
import { listen } from "../../../test/listen";
import { chatFixture } from "../../../test/messaging-fixtures";
import { nextEvent, readSse, type SseReader } from "../../../test/sse-client";
import { type Caller, createTestApp, expectJson, expectLogged, TEST_ORIGIN } from "../../../test/test-app";
import { type ApiType, createApp } from "../../app";
import { createAppAuth } from "../../app-auth";
import { createDatabase } from "../../db/client";
import { createPostgresRealtime, REALTIME_CHANNEL } from "../../platform/realtime";

// Instance A is the test app; instance B is a second server on the same database, with its own
// pool, auth and realtime hub (its own LISTEN connection), as a second machine would have.
const t = await createTestApp();
const dbB = createDatabase(t.db.$client.options.connectionString as string, { max: 5 });
const realtimeB = createPostgresRealtime({ pool: dbB.$client, logger: t.deps.logger });
await realtimeB.start();
const authB = createAppAuth({
  db: dbB,
  env: t.deps.env,
  mailer: t.deps.mailer,
  logger: t.deps.logger,
  rateLimit: false,
});
const appB = createApp({ ...t.deps, db: dbB, auth: authB, realtime: realtimeB });

const a = await listen(t.app.fetch);
const b = await listen(appB.fetch);
let bClosed = false;

afterAll(async () => {
  a.server.close();
  if (!bClosed) {
    b.server.close();
    await realtimeB.close();
  }
  await dbB.$client.end();
});

/** The typed API client over real HTTP to one instance, as `user`'s browser on our origin. */
const apiAt = (url: string, user: Caller) =>
  hc<ApiType>(`${url}/api`, { headers: { cookie: user.cookie, origin: TEST_ORIGIN } });

async function subscribe(url: string, user: Caller): Promise<SseReader> {
  const response = await apiAt(url, user).events.$get();
  expect(response.status).toBe(200);
  const events = readSse(response);
  await nextEvent(events, "ready");
  return events;
}

function send(url: string, user: Caller, chatId: string, content: string) {
  return apiAt(url, user).chats[":id"].messages.$post({ param: { id: chatId }, json: { content } });
}

const listeners = async () => {
  const result = await t.db.execute<{ count: number }>(sql`
    select count(*)::int as count from pg_stat_activity
    where datname = current_database() and query ilike ${`LISTEN ${REALTIME_CHANNEL}%`}`);
  return result.rows[0]?.count;
};

describe("two server instances on one database", () => {
  it("each hold one LISTEN connection", async () => {
    expect(await listeners()).toBe(2);
  });

  it("deliver a message sent through one to a subscriber of the other", async () => {
    const { buyer, seller, chatId } = await chatFixture(t);
    const sellerOnB = await subscribe(b.url, seller);
    const buyerOnA = await subscribe(a.url, buyer);

    const response = await send(a.url, buyer, chatId, "Sent through A");
    const sent = await expectJson(response, 201);

    const onB = await nextEvent(sellerOnB, "message");
    expect(onB).toEqual({ chatId, message: { ...sent, mine: false } });
    const onA = await nextEvent(buyerOnA, "message");
    expect(onA.message.id).toBe(sent.id);

    const reply = await send(b.url, seller, chatId, "Answered through B");
    expect(reply.status).toBe(201);
    const back = await nextEvent(buyerOnA, "message");
    expect(back.message).toMatchObject({ content: "Answered through B", mine: false });

    await Promise.all([sellerOnB.close(), buyerOnA.close()]);
  });

  it("end their streams when their LISTEN connection drops, and reconnect it", async () => {
    expectLogged(/realtime: the LISTEN connection was lost; reconnecting/);
    const { buyer, seller, chatId } = await chatFixture(t);
    const sellerOnB = await subscribe(b.url, seller);
    await t.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike ${`LISTEN ${REALTIME_CHANNEL}%`}`);

    // Events may have been missed while it was down: the stream ends so the client catches up.
    await sellerOnB.ended;
    const again = await subscribe(b.url, seller);
    await expect.poll(listeners).toBe(2);
    await send(a.url, buyer, chatId, "After the drop");
    const event = await nextEvent(again, "message");
    expect(event.message.content).toBe("After the drop");
    await again.close();
  });

  it("end open streams cleanly when one shuts down, while the other keeps serving", async () => {
    const { buyer, seller, chatId } = await chatFixture(t);
    const sellerOnB = await subscribe(b.url, seller);
    const sellerOnA = await subscribe(a.url, seller);

    b.server.close();
    await realtimeB.close();
    bClosed = true;
    await sellerOnB.ended;
    // A tab reconnecting over a connection still open to B gets no `ready`, only the end of the
    // stream, and tries again (behind a load balancer, on another instance).
    const late = await apiAt(b.url, seller)
      .events.$get()
      .catch(() => undefined);
    if (late) {
      const events = readSse(late);
      await events.ended;
      expect(events.drain().map((e) => e.event)).toEqual([]);
    }

    await send(a.url, buyer, chatId, "Still here");
    const event = await nextEvent(sellerOnA, "message");
    expect(event.message.content).toBe("Still here");
    await sellerOnA.close();
  });
});
