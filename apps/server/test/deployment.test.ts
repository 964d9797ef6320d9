import { eq, sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createAppAuth } from "../src/app-auth";
import { createDatabase } from "../src/db/client";
import { createProduct, createUser } from "../src/db/factories";
import { mailOutbox, transactions } from "../src/db/schema";
import { type AppInstance, startAppInstance } from "./app-instance";
import { pgBouncerInstalled, startPgBouncer } from "./pgbouncer";
import { startRoundRobinProxy, UPSTREAM_HEADER } from "./round-robin-proxy";
import { startTestS3Server } from "./s3-server";
import { sessionCookie } from "./session-cookie";
import { nextEvent, readSse } from "./sse-client";
import { startPrimaryWithReplica } from "./streaming-replica";
import { cookieFrom, createTestApp } from "./test-app";
import { solidImage } from "./test-images";

// The deployment docs/deploying.md describes, on loopback: two server processes behind a
// round-robin load balancer, their queries through PgBouncer in transaction mode, LISTEN and
// migrations on a direct connection, public reads on a streaming hot-standby replica, rate
// counters and live fan-out in Redis, photos in an S3 bucket. Then one instance and the replica
// die in the middle of traffic.
// CI installs pgbouncer (.ci/run); a machine without it skips this file with a visible line.
const runs = pgBouncerInstalled();
if (!runs) console.warn("deployment.test.ts skipped: pgbouncer is not installed");

const t = await createTestApp();
const secret = t.deps.env.authSecret;
const cluster = runs ? await startPrimaryWithReplica() : undefined;
const bouncer = cluster ? await startPgBouncer(cluster.primaryUrl, 4) : undefined;
const s3 = await startTestS3Server();
const proxy = await startRoundRobinProxy();
const redisUrl = process.env.TEST_DEPLOYMENT_REDIS_URL ?? "redis://127.0.0.1:6379/11";
const redis = new Redis(redisUrl, { lazyConnect: true });
await redis.connect();
await redis.flushdb();
await redis.quit();

const instances: AppInstance[] =
  cluster && bouncer
    ? await Promise.all(
        [0, 1].map(() =>
          startAppInstance({
            ...s3.env,
            NODE_ENV: "production",
            DATABASE_URL: bouncer.urlFor(cluster.primaryUrl),
            DIRECT_DATABASE_URL: cluster.primaryUrl,
            DATABASE_REPLICA_URLS: cluster.replicaUrl,
            REDIS_URL: redisUrl,
            PUBLIC_URL: proxy.url,
            BETTER_AUTH_SECRET: secret,
            TRUST_PROXY: "1",
            LOG_LEVEL: "warn",
            SEED_DEMO_DATA: "false",
            PAYMENT_PROVIDER: "local",
            PAYOUT_PROVIDER: "local",
            MAIL: "outbox",
            PUSH: "outbox",
            SHIPPING_CARRIER: "local",
          }),
        ),
      )
    : [];
proxy.upstreams = instances.map((instance) => instance.origin);
// The test's own hands on the primary, once the first instance has migrated it.
const db = createDatabase(cluster?.primaryUrl ?? t.db.$client.options.connectionString ?? "", { max: 3 });
const auth = createAppAuth({ db, env: t.deps.env, mailer: t.deps.mailer, logger: t.deps.logger, rateLimit: false });

afterAll(async () => {
  await proxy.close();
  await Promise.all(instances.map((instance) => instance.stop()));
  await db.$client.end();
  await bouncer?.close();
  await cluster?.close();
  await s3.close();
});

const browser = (cookie?: string) => ({ origin: proxy.url, ...(cookie ? { cookie } : {}) });
const upstreamOf = (response: Response) => Number(response.headers.get(UPSTREAM_HEADER));
const call = (path: string, init: { method?: string; cookie?: string; json?: unknown; form?: FormData } = {}) =>
  fetch(`${proxy.url}${path}`, {
    method: init.method ?? "GET",
    redirect: "manual",
    headers: {
      ...browser(init.cookie),
      ...(init.json !== undefined ? { "content-type": "application/json" } : {}),
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : init.form,
  });

async function signedIn() {
  const user = await createUser(db);
  return { ...user, cookie: await sessionCookie(auth, secret, user.id) };
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(runs)("a deployment: two instances, PgBouncer, a streaming replica and Redis", () => {
  it("signs a person up through one instance and mails the link once, whichever instance ran the job", async () => {
    const email = "deployment@example.test";
    const signUp = await call("/api/auth/sign-up/email", {
      method: "POST",
      json: { name: "Ilona Itä", email, password: "revontuli-2026", callbackURL: "/welcome" },
    });
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    const mails = await eventually(
      () => db.select().from(mailOutbox).where(eq(mailOutbox.to, email)),
      (rows) => rows.length > 0,
    );
    // Both instances work the queues; pg-boss hands the mail job to one of them, once.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await db.$count(mailOutbox, eq(mailOutbox.to, email))).toBe(1);
    expect(mails).toHaveLength(1);
  });

  it("shows a seller their new listing at once, and guests read it from the replica", async () => {
    const seller = await signedIn();
    const jpeg = await solidImage(640, 480, "#aa3366").jpeg().toBuffer();
    const form = new FormData();
    form.set("file", new File([new Uint8Array(jpeg)], "coat.jpg", { type: "image/jpeg" }));
    const upload = await call("/api/uploads/photos", { method: "POST", cookie: seller.cookie, form });
    expect(upload.status).toBe(201);
    const photo = (await upload.json()) as { id: string };
    const created = await call("/api/products", {
      method: "POST",
      cookie: seller.cookie,
      json: { title: "Replicated wool coat", price: 45, category: "Outerwear", size: "M", photoIds: [photo.id] },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    // The browser keeps the recent-write cookie the answer set: its next reads see the primary.
    const cookie = `${seller.cookie}; ${cookieFrom(created)}`;
    for (let i = 0; i < 2; i++) expect((await call(`/api/products/${id}`, { cookie })).status).toBe(200);
    const replica = createDatabase(cluster?.replicaUrl ?? "", { max: 1 });
    try {
      const following = await replica.execute<{ standby: boolean }>(sql`select pg_is_in_recovery() as standby`);
      expect(following.rows[0]?.standby).toBe(true);
      const guest = await eventually(
        () => call(`/api/products/${id}`),
        (response) => response.status === 200,
      );
      expect(guest.status).toBe(200);
      // The instances' pools hold connections on the replica: the guest's reads went there.
      const readers = await replica.execute<{ count: number }>(
        sql`select count(*)::int as count from pg_stat_activity where usename = current_user and pid <> pg_backend_pid()`,
      );
      expect(readers.rows[0]?.count).toBeGreaterThan(0);
    } finally {
      await replica.$client.end();
    }
  });

  it("carries a chat live across instances through Redis, and takes a card payment", async () => {
    const seller = await signedIn();
    const buyer = await signedIn();
    const product = await createProduct(db, { userId: seller.id, priceCents: 3500, title: "Linen shirt" });
    await proxy.landOn(0);
    const sellerEvents = readSse(await call("/api/events", { cookie: seller.cookie }));
    await nextEvent(sellerEvents, "ready");
    await proxy.landOn(1);
    const chat = (await (
      await call("/api/chats", { method: "POST", cookie: buyer.cookie, json: { productId: product.id } })
    ).json()) as { id: string };
    await proxy.landOn(1);
    const sent = await call(`/api/chats/${chat.id}/messages`, {
      method: "POST",
      cookie: buyer.cookie,
      json: { content: "Onko paita vielä myynnissä?" },
    });
    expect(sent.status).toBe(201);
    expect(upstreamOf(sent)).toBe(1);
    expect((await nextEvent(sellerEvents, "message")).message).toMatchObject({ mine: false });
    await sellerEvents.close();

    const checkout = await call(`/api/products/${product.id}/checkout`, {
      method: "POST",
      cookie: buyer.cookie,
      json: {},
    });
    expect(checkout.status).toBe(201);
    const { url, transactionId } = (await checkout.json()) as { url: string; transactionId: string };
    const path = new URL(url).pathname;
    const page = await (await call(path, { cookie: buyer.cookie })).text();
    const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? "";
    const paid = await fetch(`${proxy.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { ...browser(buyer.cookie), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        card: "4242 4242 4242 4242",
        expiry: "12/39",
        cvc: "123",
        name: "Ilona Itä",
        token,
      }).toString(),
    });
    expect(paid.status).toBeLessThan(400);
    const sale = await eventually(
      async () => (await db.select().from(transactions).where(eq(transactions.id, transactionId)))[0],
      (row) => row?.state === "paid",
    );
    expect(sale?.state).toBe("paid");
  });

  it("loses an instance and the replica in the middle of traffic without a single error answer", async () => {
    const product = await createProduct(db, { title: "Survivor scarf" });
    const statuses: number[] = [];
    let reading = true;
    const readers = Array.from({ length: 4 }, async () => {
      while (reading) {
        for (const path of ["/api/products?q=scarf", `/api/products/${product.id}`]) {
          const response = await call(path);
          await response.arrayBuffer();
          statuses.push(response.status);
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const [first] = instances;
    await Promise.all([first?.kill(), cluster?.killReplica()]);
    const afterKill = statuses.length;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    reading = false;
    await Promise.all(readers);

    expect(statuses.length).toBeGreaterThan(afterKill + 20);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.every((status) => status === 200)).toBe(true);
    // The survivor noticed the replica was gone and read the primary instead.
    expect(instances[1]?.output.some((line) => line.includes("a read replica stopped answering"))).toBe(true);
  });
});
