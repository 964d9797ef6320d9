import { eq } from "drizzle-orm";
import { hc } from "hono/client";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import type { ApiType } from "../src/app";
import { createProduct, createUser } from "../src/db/factories";
import { transactions } from "../src/db/schema";
import { MESSAGE_RATE_LIMIT } from "../src/modules/messages";
import { type AppInstance, startAppInstance } from "./app-instance";
import { startRoundRobinProxy, UPSTREAM_HEADER } from "./round-robin-proxy";
import { startTestS3Server } from "./s3-server";
import { sessionCookie } from "./session-cookie";
import { nextEvent, readSse } from "./sse-client";
import { cookieFrom, createTestApp, errorCode, expectJson } from "./test-app";
import { solidImage } from "./test-images";

// A deployment in miniature: two server processes (src/index.ts, production settings) on one
// PostgreSQL database, one Redis (rate counters and live fan-out) and one S3 bucket, behind a
// round-robin load balancer on loopback. Nothing may depend on which instance a request lands on.
const t = await createTestApp();
// A Redis database of this file's own, emptied so counters of an earlier run count for nothing.
const redisUrl = process.env.TEST_SCALE_OUT_REDIS_URL ?? "redis://127.0.0.1:6379/12";
const redis = new Redis(redisUrl, { lazyConnect: true });
await redis.connect();
await redis.flushdb();
await redis.quit();
const s3 = await startTestS3Server();
const proxy = await startRoundRobinProxy();
const secret = t.deps.env.authSecret;
const instances: AppInstance[] = await Promise.all(
  [0, 1].map(() =>
    startAppInstance({
      ...s3.env,
      NODE_ENV: "production",
      DATABASE_URL: t.db.$client.options.connectionString as string,
      PUBLIC_URL: proxy.url,
      BETTER_AUTH_SECRET: secret,
      TRUST_PROXY: "1",
      LOG_LEVEL: "warn",
      SEED_DEMO_DATA: "false",
      PAYMENT_PROVIDER: "local",
      PAYOUT_PROVIDER: "local",
      // The test reads the mailed link from the database outbox.
      MAIL: "outbox",
      PUSH: "outbox",
      SHIPPING_CARRIER: "local",
      REDIS_URL: redisUrl,
    }),
  ),
);
proxy.upstreams = instances.map((instance) => instance.origin);

afterAll(async () => {
  await proxy.close();
  await Promise.all(instances.map((instance) => instance.stop()));
  await s3.close();
});

/** A browser on the app's public address, carrying `cookie`. */
const browser = (cookie?: string) => ({ origin: proxy.url, ...(cookie ? { cookie } : {}) });
const api = (cookie: string) => hc<ApiType>(`${proxy.url}/api`, { headers: browser(cookie) });
const upstreamOf = (response: { headers: Headers }) => Number(response.headers.get(UPSTREAM_HEADER));

async function signedIn() {
  const user = await createUser(t.db);
  return { ...user, cookie: await sessionCookie(t.deps.auth, secret, user.id) };
}

describe("two instances behind a round-robin load balancer", () => {
  it("sign up through one, confirm and sign in, and stay signed in on both", async () => {
    const email = "scale-out@example.test";
    const password = "kesä-mökki-2026";
    await proxy.landOn(0);
    // Sign-up, the mailed link and sign-in are Better Auth's routes, outside ApiType: raw requests.
    const signUp = await fetch(`${proxy.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { ...browser(), "content-type": "application/json" },
      body: JSON.stringify({ name: "Aada Aalto", email, password, callbackURL: "/welcome" }),
    });
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    expect(upstreamOf(signUp)).toBe(0);

    const [mail] = await t.mailbox(email);
    const link = mail?.links[0] ?? "";
    expect(link.startsWith(`${proxy.url}/api/auth/verify-email?token=`)).toBe(true);
    const verified = await fetch(link, { redirect: "manual", headers: browser() });
    expect(verified.status).toBe(302);
    expect(upstreamOf(verified)).toBe(1);

    const signIn = await fetch(`${proxy.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { ...browser(), "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const cookie = cookieFrom(signIn);

    const served = new Set<number>();
    for (let i = 0; i < 2; i++) {
      const response = await api(cookie).profiles.me.$get();
      const profile = await expectJson(response, 200);
      expect(profile.displayName).toBe("Aada Aalto");
      served.add(upstreamOf(response));
    }
    expect([...served].sort()).toEqual([0, 1]);
  });

  it("a photo uploaded through one is served, byte for byte from the bucket, by the other", async () => {
    const seller = await signedIn();
    const jpeg = await solidImage(640, 480, "#3366aa").jpeg().toBuffer();
    await proxy.landOn(0);
    const file = new File([new Uint8Array(jpeg)], "coat.jpg", { type: "image/jpeg" });
    const upload = await api(seller.cookie).uploads.photos.$post({ form: { file } });
    expect(upstreamOf(upload)).toBe(0);
    const photo = await expectJson(upload, 201);

    // The file under /media, not part of the API.
    const shown = await fetch(`${proxy.url}${photo.fullUrl}`);
    expect(shown.status).toBe(200);
    expect(upstreamOf(shown)).toBe(1);
    expect(shown.headers.get("content-type")).toBe("image/webp");
    const key = photo.fullUrl.replace(/^\/media\//, "");
    const stored = await fetch(s3.objectUrl(key));
    expect(Buffer.from(await shown.arrayBuffer()).equals(Buffer.from(await stored.arrayBuffer()))).toBe(true);
  });

  it("chat live with the two parties' streams on different instances", async () => {
    const seller = await signedIn();
    const buyer = await signedIn();
    const product = await createProduct(t.db, { userId: seller.id });
    const chat = await expectJson(await api(buyer.cookie).chats.$post({ json: { productId: product.id } }), 201);

    await proxy.landOn(0);
    const sellerStream = await api(seller.cookie).events.$get();
    expect(upstreamOf(sellerStream)).toBe(0);
    const sellerEvents = readSse(sellerStream);
    const buyerStream = await api(buyer.cookie).events.$get();
    expect(upstreamOf(buyerStream)).toBe(1);
    const buyerEvents = readSse(buyerStream);
    await Promise.all([nextEvent(sellerEvents, "ready"), nextEvent(buyerEvents, "ready")]);
    // Each stream's instance listens on that person's Redis channel, and only that instance.
    const watcher = new Redis(redisUrl);
    const numsub = (await watcher.call(
      "PUBSUB",
      "NUMSUB",
      `kierto:live:${seller.id}`,
      `kierto:live:${buyer.id}`,
    )) as unknown[];
    await watcher.quit();
    expect(numsub).toEqual([`kierto:live:${seller.id}`, 1, `kierto:live:${buyer.id}`, 1]);

    // Sent through instance 1, heard on instance 0's stream, and the other way round.
    await proxy.landOn(1);
    const question = await api(buyer.cookie).chats[":id"].messages.$post({
      param: { id: chat.id },
      json: { content: "Is the coat still for sale?" },
    });
    expect(upstreamOf(question)).toBe(1);
    const sent = await expectJson(question, 201);
    expect((await nextEvent(sellerEvents, "message")).message).toMatchObject({ id: sent.id, mine: false });

    await proxy.landOn(0);
    const reply = await api(seller.cookie).chats[":id"].messages.$post({
      param: { id: chat.id },
      json: { content: "Yes, it is." },
    });
    expect(upstreamOf(reply)).toBe(0);
    const answer = await buyerEvents.next((e) => e.event === "message" && e.data.includes("Yes, it is."));
    expect(JSON.parse(answer.data).message).toMatchObject({ content: "Yes, it is.", mine: false });
    await Promise.all([sellerEvents.close(), buyerEvents.close()]);
  });

  it("a rate limit counts the requests that went to either instance", async () => {
    const seller = await signedIn();
    const buyer = await signedIn();
    const product = await createProduct(t.db, { userId: seller.id });
    const chat = await expectJson(await api(buyer.cookie).chats.$post({ json: { productId: product.id } }), 201);
    const send = (n: number) =>
      api(buyer.cookie).chats[":id"].messages.$post({ param: { id: chat.id }, json: { content: `Message ${n}` } });

    const perInstance = [0, 0];
    for (let n = 1; n <= MESSAGE_RATE_LIMIT.max; n++) {
      const response = await send(n);
      expect(response.status).toBe(201);
      const upstream = upstreamOf(response);
      perInstance[upstream] = (perInstance[upstream] ?? 0) + 1;
    }
    // Each instance saw only half of them, yet the next one is over the one shared limit.
    expect(perInstance).toEqual([MESSAGE_RATE_LIMIT.max / 2, MESSAGE_RATE_LIMIT.max / 2]);
    const over = await send(MESSAGE_RATE_LIMIT.max + 1);
    expect(over.status).toBe(429);
    expect(await errorCode(over)).toBe("RATE_LIMITED");
  });

  it("buyers pressing Buy Now at once on both instances: exactly one checkout", async () => {
    const seller = await signedIn();
    const product = await createProduct(t.db, { userId: seller.id });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => signedIn()));
    const responses = await Promise.all(
      buyers.map((buyer) => api(buyer.cookie).products[":id"].checkout.$post({ param: { id: product.id }, json: {} })),
    );
    expect(new Set(responses.map(upstreamOf))).toEqual(new Set([0, 1]));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    const refusals = await Promise.all(responses.filter((r) => r.status === 409).map((r) => errorCode(r)));
    expect(new Set(refusals)).toEqual(new Set(["ITEM_RESERVED"]));
    const rows = await t.db.select().from(transactions).where(eq(transactions.productId, product.id));
    expect(rows.map((row) => row.state)).toEqual(["reserved"]);
  });

  it("neither instance logged an error on the way", () => {
    for (const instance of instances) expect(instance.errors()).toEqual([]);
  });
});
