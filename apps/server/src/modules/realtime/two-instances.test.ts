import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { chatFixture, type MessageDto } from "../../../test/messaging-fixtures";
import { dataOf, readSse, type SseReader } from "../../../test/sse-client";
import { createTestApp, TEST_ORIGIN } from "../../../test/test-app";
import { createApp } from "../../app";
import { createDatabase } from "../../db/client";
import { createPostgresRealtime, REALTIME_CHANNEL } from "../../platform/realtime";
import { createAuth } from "../auth/auth";

// Instance A is the test app; instance B is a second server on the same database, with its own
// pool, auth and realtime hub (its own LISTEN connection), as a second machine would have.
const t = await createTestApp();
const dbB = createDatabase(t.db.$client.options.connectionString as string, { max: 5 });
const realtimeB = createPostgresRealtime({ pool: dbB.$client, logger: t.deps.logger });
await realtimeB.start();
const authB = createAuth({ db: dbB, env: t.deps.env, mailer: t.deps.mailer, logger: t.deps.logger, rateLimit: false });
const appB = createApp({ ...t.deps, db: dbB, auth: authB, realtime: realtimeB });

async function listen(fetch: (request: Request) => Response | Promise<Response>) {
  const server = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve({ fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

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

const headers = (cookie: string) => ({ cookie, origin: TEST_ORIGIN });

async function subscribe(url: string, cookie: string): Promise<SseReader> {
  const response = await fetch(`${url}/api/events`, { headers: headers(cookie) });
  expect(response.status).toBe(200);
  const events = readSse(response);
  await events.next((e) => e.event === "ready");
  return events;
}

function send(url: string, cookie: string, chatId: string, content: string) {
  return fetch(`${url}/api/chats/${chatId}/messages`, {
    method: "POST",
    headers: { ...headers(cookie), "content-type": "application/json" },
    body: JSON.stringify({ content }),
  });
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
    const sellerOnB = await subscribe(b.url, seller.cookie);
    const buyerOnA = await subscribe(a.url, buyer.cookie);

    const response = await send(a.url, buyer.cookie, chatId, "Sent through A");
    expect(response.status).toBe(201);
    const sent = (await response.json()) as MessageDto;

    const onB = dataOf<{ chatId: string; message: MessageDto }>(await sellerOnB.next((e) => e.event === "message"));
    expect(onB).toEqual({ chatId, message: { ...sent, mine: false } });
    const onA = dataOf<{ message: MessageDto }>(await buyerOnA.next((e) => e.event === "message"));
    expect(onA.message.id).toBe(sent.id);

    const reply = await send(b.url, seller.cookie, chatId, "Answered through B");
    expect(reply.status).toBe(201);
    const back = dataOf<{ message: MessageDto }>(await buyerOnA.next((e) => e.event === "message"));
    expect(back.message).toMatchObject({ content: "Answered through B", mine: false });

    await Promise.all([sellerOnB.close(), buyerOnA.close()]);
  });

  it("end their streams when their LISTEN connection drops, and reconnect it", async () => {
    const { buyer, seller, chatId } = await chatFixture(t);
    const sellerOnB = await subscribe(b.url, seller.cookie);
    await t.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike ${`LISTEN ${REALTIME_CHANNEL}%`}`);

    // Events may have been missed while it was down: the stream ends so the client catches up.
    await sellerOnB.ended;
    const again = await subscribe(b.url, seller.cookie);
    await expect.poll(listeners).toBe(2);
    await send(a.url, buyer.cookie, chatId, "After the drop");
    const event = dataOf<{ message: MessageDto }>(await again.next((e) => e.event === "message"));
    expect(event.message.content).toBe("After the drop");
    await again.close();
  });

  it("end open streams cleanly when one shuts down, while the other keeps serving", async () => {
    const { buyer, seller, chatId } = await chatFixture(t);
    const sellerOnB = await subscribe(b.url, seller.cookie);
    const sellerOnA = await subscribe(a.url, seller.cookie);

    b.server.close();
    await realtimeB.close();
    bClosed = true;
    await sellerOnB.ended;
    // A tab reconnecting over a connection still open to B gets no `ready`, only the end of the
    // stream, and tries again (behind a load balancer, on another instance).
    const late = await fetch(`${b.url}/api/events`, { headers: headers(seller.cookie) }).catch(() => undefined);
    if (late) {
      const events = readSse(late);
      await events.ended;
      expect(events.drain().map((e) => e.event)).toEqual([]);
    }

    await send(a.url, buyer.cookie, chatId, "Still here");
    const event = dataOf<{ message: MessageDto }>(await sellerOnA.next((e) => e.event === "message"));
    expect(event.message.content).toBe("Still here");
    await sellerOnA.close();
  });
});
