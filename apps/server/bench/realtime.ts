import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDatabase } from "../src/db/client";
import { startEmbeddedPostgres } from "../src/db/embedded";
import { createProduct, createUser } from "../src/db/factories";
import { runMigrations } from "../src/db/migrate";
import { chats } from "../src/db/schema";
import { loadEnv } from "../src/env";
import { createLogger } from "../src/lib/logger";
import { createAuth } from "../src/modules/auth/auth";
import { createOutboxMailer } from "../src/platform/mail/outbox-mailer";
import { sessionCookie } from "../test/session-cookie";
import { readSse, type SseReader } from "../test/sse-client";
import { freePort, out, percentile, seconds, waitUntilHealthy } from "./support";

/**
 * `npm run bench`, live channel: one server instance (the real entry point, src/index.ts, with
 * its production settings and rate limits, in its own process) on a throw-away embedded
 * PostgreSQL; 1,000 signed-in tabs hold an event stream each over loopback HTTP while 10,000
 * messages go through POST /api/chats/{id}/messages. Every message is due at two tabs (its
 * chat's buyer and seller). Prints the delivery latency, from the send request leaving to the
 * event arriving, and how many deliveries were lost (must be 0). Stops by itself.
 * A measurement, not a test: the clients share this process, so their parsing adds to the figures.
 */
const SUBSCRIBERS = 1000;
const MESSAGES = 10_000;
/** Sends in flight at once, as many people typing at the same moment. */
const CONCURRENT_SENDS = 32;
/** After the last send, how long stragglers may take before they count as lost. */
const DRAIN_MS = 15_000;
/** The whole run, setup included, never takes longer than this. */
const TIME_LIMIT_MS = 5 * 60_000;

const serverDir = fileURLToPath(new URL("..", import.meta.url));
const logger = createLogger("warn");
const secret = "bench-secret-".padEnd(48, "x");

const dir = mkdtempSync(path.join(tmpdir(), "kierto-bench-rt-"));
// As root, the cluster runs as the postgres user, who must be able to enter the folder.
chmodSync(dir, 0o755);
const embedded = await startEmbeddedPostgres({ dataDir: path.join(dir, "pg"), logger, fast: true });
const db = createDatabase(embedded.url, { max: 8 });
let server: ChildProcess | undefined;
const streams: SseReader[] = [];

const deadline = setTimeout(() => {
  out(`Stopped: the run took longer than ${TIME_LIMIT_MS / 1000} s.`);
  void cleanUp().then(() => process.exit(1));
}, TIME_LIMIT_MS);

try {
  await runMigrations(db);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = loadEnv({
    NODE_ENV: "test",
    PUBLIC_URL: origin,
    BETTER_AUTH_SECRET: secret,
    DATA_DIR: dir,
  } as NodeJS.ProcessEnv);

  let started = performance.now();
  const people = await setUp(env);
  out(`Set up ${people.length} signed-in users in ${people.length / 2} chats in ${seconds(started)}.`);

  server = spawn(process.execPath, ["--import", "tsx", "src/index.ts"], {
    cwd: serverDir,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: embedded.url,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      BETTER_AUTH_SECRET: secret,
      DATA_DIR: dir,
      LOG_LEVEL: "error",
      SEED_DEMO_DATA: "false",
      // Every simulated tab connects from this machine's one address.
      LIVE_STREAMS_PER_ADDRESS: String(SUBSCRIBERS),
    },
  });
  await waitUntilHealthy(origin, server);

  // Delivery bookkeeping: message n is due at its chat's two parties.
  const sentAt = new Float64Array(MESSAGES);
  const latencies: number[] = [];
  const received = new Map<number, number>();
  let duplicates = 0;
  let unexpected = 0;

  started = performance.now();
  await inBatches(people, 50, async (person) => {
    const response = await fetch(`${origin}/api/events`, { headers: { cookie: person.cookie } });
    if (response.status !== 200) throw new Error(`GET /api/events answered ${response.status}`);
    const events = readSse(response);
    streams.push(events);
    await events.next((e) => e.event === "ready", 30_000);
    events.onEvent = (event) => {
      if (event.event !== "message") return;
      const arrived = performance.now();
      const { message } = JSON.parse(event.data) as { message: { content: string } };
      const n = Number(message.content.slice("bench ".length));
      const key = n * 2 + (person.role === "buyer" ? 0 : 1);
      if (n % (people.length / 2) !== person.chat) unexpected++;
      if (received.has(key)) duplicates++;
      else {
        received.set(key, arrived);
        latencies.push(arrived - (sentAt[n] ?? arrived));
      }
    };
    events.drain();
  });
  out(`Opened ${streams.length} event streams in ${seconds(started)}.`);

  started = performance.now();
  let next = 0;
  let failed = 0;
  const requestTimes: number[] = [];
  const draining = setInterval(() => {
    for (const events of streams) events.drain();
  }, 1000);
  const chatCount = people.length / 2;
  await Promise.all(
    Array.from({ length: CONCURRENT_SENDS }, async () => {
      for (let n = next++; n < MESSAGES; n = next++) {
        const chat = n % chatCount;
        // Buyer and seller take turns within each chat.
        const sender = people[chat * 2 + (Math.floor(n / chatCount) % 2)];
        if (!sender) throw new Error("no sender");
        const begin = performance.now();
        sentAt[n] = begin;
        const response = await fetch(`${origin}/api/chats/${sender.chatId}/messages`, {
          method: "POST",
          headers: { cookie: sender.cookie, origin, "content-type": "application/json" },
          body: JSON.stringify({ content: `bench ${n}`, clientId: crypto.randomUUID() }),
        });
        if (response.status !== 201) failed++;
        await response.arrayBuffer();
        requestTimes.push(performance.now() - begin);
      }
    }),
  );
  const sendSeconds = (performance.now() - started) / 1000;
  out(
    `Sent ${MESSAGES.toLocaleString("en")} messages in ${sendSeconds.toFixed(1)} s (${Math.round(MESSAGES / sendSeconds)}/s, ${CONCURRENT_SENDS} in flight), ${failed} refused.`,
  );

  const due = MESSAGES * 2;
  const drainUntil = performance.now() + DRAIN_MS;
  while (received.size < due && performance.now() < drainUntil) await sleep(50);
  clearInterval(draining);

  latencies.sort((a, b) => a - b);
  requestTimes.sort((a, b) => a - b);
  out();
  out(
    `Subscribers: ${streams.length}. Deliveries due: ${due.toLocaleString("en")} (each message to buyer and seller).`,
  );
  out(
    `Delivery latency: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${(latencies.at(-1) ?? 0).toFixed(1)} ms.`,
  );
  out(
    `Send request (POST until its answer): p50 ${percentile(requestTimes, 50).toFixed(1)} ms, p99 ${percentile(requestTimes, 99).toFixed(1)} ms.`,
  );
  out(`Lost: ${due - received.size}. Delivered twice: ${duplicates}. Delivered to the wrong tab: ${unexpected}.`);
  if (due - received.size > 0 || duplicates > 0 || unexpected > 0 || failed > 0) process.exitCode = 1;
} finally {
  clearTimeout(deadline);
  await cleanUp();
}

interface Person {
  cookie: string;
  chatId: string;
  /** The chat's index; chat i is people[2i] (buyer) and people[2i + 1] (seller). */
  chat: number;
  role: "buyer" | "seller";
}

/** Users, one listing per seller, one chat per pair and a session per user, straight in the database. */
async function setUp(env: ReturnType<typeof loadEnv>): Promise<Person[]> {
  const auth = createAuth({ db, env, mailer: createOutboxMailer(db, logger), logger, rateLimit: false });
  const pairs = SUBSCRIBERS / 2;
  const people: Person[] = new Array(SUBSCRIBERS);
  await inBatches(
    Array.from({ length: pairs }, (_, i) => i),
    8,
    async (i) => {
      const buyer = await createUser(db, { city: "Helsinki" });
      const seller = await createUser(db, { city: "Turku" });
      const product = await createProduct(db, { userId: seller.id });
      const [chat] = await db
        .insert(chats)
        .values({ productId: product.id, buyerId: buyer.id, sellerId: seller.id })
        .returning({ id: chats.id });
      if (!chat) throw new Error("chat insert returned nothing");
      for (const [offset, user] of [buyer, seller].entries()) {
        people[i * 2 + offset] = {
          cookie: await sessionCookie(auth, secret, user.id),
          chatId: chat.id,
          chat: i,
          role: offset === 0 ? "buyer" : "seller",
        };
      }
    },
  );
  return people;
}

async function cleanUp() {
  await Promise.all(streams.splice(0).map((events) => events.close()));
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await Promise.race([exited, sleep(10_000)]);
  }
  await db.$client.end();
  await embedded.stop();
  rmSync(dir, { recursive: true, force: true });
}

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      for (let i = next++; i < items.length; i = next++) await work(items[i] as T);
    }),
  );
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
