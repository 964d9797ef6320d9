import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { createAppAuth } from "../src/app-auth";
import { createDatabase } from "../src/db/client";
import { createProduct, createUser } from "../src/db/factories";
import { runMigrations } from "../src/db/migrate";
import { chats } from "../src/db/schema";
import type { Env } from "../src/env";
import { createLogger } from "../src/lib/logger";
import { MESSAGE_RATE_LIMIT } from "../src/modules/messages";
import { createOutboxMailer } from "../src/platform/mail/outbox-mailer";
import { sessionCookie } from "../test/session-cookie";
import { readSse, type SseReader } from "../test/sse-client";
import {
  BENCH_SECRET,
  benchEnv,
  freePort,
  out,
  percentile,
  printTable,
  seconds,
  startBenchServer,
  startScratchDatabase,
  stopProcess,
} from "./support";

/**
 * `npm run bench:realtime`, the live channel: one server instance (the real entry point,
 * src/index.ts, with its production settings and rate limits, in its own process) on a throw-away
 * embedded PostgreSQL; 1,000 signed-in tabs hold an event stream each over loopback HTTP while
 * messages go through POST /api/chats/{id}/messages at a fixed rate. Every message is due at two
 * tabs (its chat's buyer and seller).
 *
 * The sender is paced (open loop): message n is due at start + n / rate whatever the server
 * answers, and its delivery is timed from that moment, so a server falling behind shows as
 * latency instead of slowing the sender down (a closed loop of N senders in flight measures its
 * own queue: the faster the server, the more it is sent). A rate counts as held when the sender
 * kept its schedule, no send was refused, nothing was lost, and delivery p99 stayed within the goal.
 *
 * Without `--rate`, short steps at rising rates find the highest rate held, then the full run
 * (10,000 messages) repeats at that rate. `--rate N` runs only the full run at N per second;
 * `--messages`, `--subscribers`, `--rates` (the steps) and `--profile DIR` (the server's CPU
 * profile) adjust the run.
 * Every figure is printed with the load average: the bench shares the machine with the server
 * and PostgreSQL, and its clients' parsing adds to the figures.
 */
const { values: args } = parseArgs({
  options: {
    rate: { type: "string" },
    messages: { type: "string", default: "10000" },
    subscribers: { type: "string", default: "1000" },
    "step-messages": { type: "string", default: "2000" },
    rates: { type: "string", default: "50,100,150,200,300,400,500,600,800,1000" },
    /** Writes the server's CPU profile (.cpuprofile) into this folder when it stops. */
    profile: { type: "string" },
  },
});

const SUBSCRIBERS = Number(args.subscribers);
const MESSAGES = Number(args.messages);
const STEP_MESSAGES = Number(args["step-messages"]);
const STEP_RATES = (args.rates ?? "").split(",").map(Number);
/** The goal (issue: live delivery): 99 % of deliveries within this, from the send to the tab. */
const GOAL_P99_MS = 100;
/** Beyond this many sends waiting for their answer the sender stops: the server is not keeping up. */
const MAX_IN_FLIGHT = 256;
/** A sender this late on its schedule (p99) did not hold the rate. */
const MAX_SCHEDULE_LAG_MS = 20;
/** After the last send, how long stragglers may take before they count as lost. */
const DRAIN_MS = 10_000;
/** The whole run, setup included, never takes longer than this. */
const TIME_LIMIT_MS = 10 * 60_000;
/** Warms the server's code paths (and JIT) up before anything is counted. */
const WARM_UP = { rate: 50, messages: 500 };

const logger = createLogger("warn");

const embedded = await startScratchDatabase("rt", logger);
const db = createDatabase(embedded.url, { max: 8 });
let server: ChildProcess | undefined;
const streams: SseReader[] = [];

const deadline = setTimeout(() => {
  out(`Stopped: the run took longer than ${TIME_LIMIT_MS / 1000} s.`);
  void cleanUp().then(() => process.exit(1));
}, TIME_LIMIT_MS);

interface Person {
  cookie: string;
  chatId: string;
  /** The chat's index; chat i is people[2i] (buyer) and people[2i + 1] (seller). */
  chat: number;
  role: "buyer" | "seller";
}

interface StepResult {
  name: string;
  rate: number;
  messages: number;
  heldRate: number;
  scheduleLagP99: number;
  send: number[];
  /** From the moment the send was due to the tab receiving the event. */
  delivery: number[];
  /** From the sender's 2xx to the tab receiving the event (negative: the tab was first). */
  afterAnswer: number[];
  refused: number;
  lost: number;
  duplicates: number;
  misrouted: number;
  load: string;
  /** The server process's CPU time per message sent (all its threads), in ms. */
  serverCpuPerMessage: number;
  held: boolean;
}

// Delivery bookkeeping. Message g (numbered across the whole run) is due at the two parties of
// chat g % chats; its delivery key is 2g (buyer) or 2g + 1 (seller).
const totalMessages = WARM_UP.messages + STEP_MESSAGES * STEP_RATES.length + MESSAGES * 2;
const dueAt = new Float64Array(totalMessages);
const answeredAt = new Float64Array(totalMessages);
const arrivedAt = new Float64Array(totalMessages * 2);
let duplicates = 0;
let misrouted = 0;
let nextMessage = 0;

try {
  await runMigrations(db);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = benchEnv(origin, embedded.dir);

  let started = performance.now();
  const people = await setUp(env);
  const chatCount = people.length / 2;
  out(`Set up ${people.length} signed-in users in ${chatCount} chats in ${seconds(started)}.`);

  const profile = args.profile ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(args.profile)}`] : [];
  server = await startBenchServer({
    port,
    databaseUrl: embedded.url,
    dataDir: embedded.dir,
    logLevel: "error",
    nodeArgs: profile,
    // Every simulated tab connects from this machine's one address.
    env: { LIVE_STREAMS_PER_ADDRESS: String(SUBSCRIBERS) },
  });

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
      const g = Number(message.content.slice("bench ".length));
      if (g % chatCount !== person.chat) misrouted++;
      const key = g * 2 + (person.role === "buyer" ? 0 : 1);
      if (arrivedAt[key]) duplicates++;
      else arrivedAt[key] = arrived;
    };
    events.drain();
  });
  out(`Opened ${streams.length} event streams in ${seconds(started)}.`);
  // The readers keep every event for `next`; the bench reads them through `onEvent` only.
  const draining = setInterval(() => {
    for (const events of streams) events.drain();
  }, 1000);

  const send = (g: number) => {
    const chat = g % chatCount;
    // Buyer and seller take turns within each chat.
    const sender = people[chat * 2 + (Math.floor(g / chatCount) % 2)];
    if (!sender) throw new Error("no sender");
    return fetch(`${origin}/api/chats/${sender.chatId}/messages`, {
      method: "POST",
      headers: { cookie: sender.cookie, origin, "content-type": "application/json" },
      body: JSON.stringify({ content: `bench ${g}`, clientId: crypto.randomUUID() }),
    });
  };

  /** Sends `messages` at `rate` per second on a fixed schedule, then waits for the deliveries. */
  async function step(name: string, rate: number, messages: number): Promise<StepResult> {
    // Each person sends a few messages a step; a fresh allowance per step keeps the runs
    // independent without turning the limit off (the check still runs on every send).
    await db.execute(sql`delete from rate_counters where key like ${`${MESSAGE_RATE_LIMIT.name}:%`}`);
    await sleep(500);
    const first = nextMessage;
    nextMessage += messages;
    const [duplicatesBefore, misroutedBefore] = [duplicates, misrouted];
    const loadBefore = loadavg()[0] ?? 0;
    const cpuBefore = serverCpuMs();
    const interval = 1000 / rate;
    const sendTimes: number[] = [];
    const lags: number[] = [];
    let refused = 0;
    let inFlight = 0;
    let freed: (() => void) | undefined;
    const pending = new Set<Promise<void>>();
    const t0 = performance.now() + 10;
    let lastStart = t0;
    for (let i = 0; i < messages; ) {
      const now = performance.now();
      // Everything due by now goes out at once: timers wake late, the schedule does not move.
      while (i < messages && t0 + i * interval <= now && inFlight < MAX_IN_FLIGHT) {
        const g = first + i;
        const due = t0 + i * interval;
        dueAt[g] = due;
        lags.push(now - due);
        lastStart = now;
        inFlight++;
        const sent = send(g)
          .then(async (response) => {
            if (response.status !== 201) refused++;
            await response.arrayBuffer();
            answeredAt[g] = performance.now();
            sendTimes.push(answeredAt[g] - due);
          })
          .catch(() => {
            refused++;
          })
          .finally(() => {
            inFlight--;
            pending.delete(sent);
            freed?.();
          });
        pending.add(sent);
        i++;
      }
      if (i >= messages) break;
      if (inFlight >= MAX_IN_FLIGHT) await new Promise<void>((resolve) => (freed = resolve));
      else await sleep(Math.max(0, t0 + i * interval - performance.now()));
    }
    const heldRate = messages / ((lastStart - t0) / 1000 + interval / 1000);
    await Promise.all(pending);

    const drainUntil = performance.now() + DRAIN_MS;
    const received = () => {
      let count = 0;
      for (let key = first * 2; key < (first + messages) * 2; key++) if (arrivedAt[key]) count++;
      return count;
    };
    while (received() < messages * 2 && performance.now() < drainUntil) await sleep(50);

    const delivery: number[] = [];
    const afterAnswer: number[] = [];
    for (let g = first; g < first + messages; g++) {
      for (const key of [g * 2, g * 2 + 1]) {
        const arrived = arrivedAt[key];
        if (!arrived) continue;
        delivery.push(arrived - (dueAt[g] ?? 0));
        if (answeredAt[g]) afterAnswer.push(arrived - (answeredAt[g] ?? 0));
      }
    }
    const lost = messages * 2 - delivery.length;
    const scheduleLagP99 = percentile(lags, 99);
    const result: StepResult = {
      name,
      rate,
      messages,
      heldRate,
      scheduleLagP99,
      send: sendTimes,
      delivery,
      afterAnswer,
      refused,
      lost,
      duplicates: duplicates - duplicatesBefore,
      misrouted: misrouted - misroutedBefore,
      load: `${loadBefore.toFixed(1)}→${(loadavg()[0] ?? 0).toFixed(1)}`,
      serverCpuPerMessage: (serverCpuMs() - cpuBefore) / messages,
      held:
        scheduleLagP99 <= MAX_SCHEDULE_LAG_MS &&
        refused === 0 &&
        lost === 0 &&
        duplicates === duplicatesBefore &&
        misrouted === misroutedBefore &&
        percentile(delivery, 99) <= GOAL_P99_MS,
    };
    out(summary(result));
    return result;
  }

  const results: StepResult[] = [];
  await step("warm-up", WARM_UP.rate, WARM_UP.messages);
  let rate = Number(args.rate ?? 0);
  if (!rate) {
    let best = 0;
    for (const candidate of STEP_RATES) {
      const result = await step(`step ${candidate}/s`, candidate, STEP_MESSAGES);
      results.push(result);
      if (!result.held) break;
      best = candidate;
    }
    rate = best || (STEP_RATES[0] ?? 50);
  }
  let full = await step(`full run at ${rate}/s`, rate, MESSAGES);
  results.push(full);
  if (!full.held && !args.rate) {
    // Noise on a shared machine: one more try a step lower before calling it.
    const lower = [...STEP_RATES].reverse().find((candidate) => candidate < rate);
    if (lower) {
      full = await step(`full run at ${lower}/s`, lower, MESSAGES);
      results.push(full);
    }
  }
  clearInterval(draining);

  out();
  out(
    `${streams.length} subscribers; each message is due at its chat's buyer and seller. Times in ms; ` +
      `delivery is from the moment a send was due to the tab's event, "after 2xx" from the sender's answer.`,
  );
  printTable(
    [
      "run",
      "rate held",
      "send p50/p95/p99",
      "delivery p50/p95/p99",
      "after 2xx p50/p95/p99",
      "refused/lost",
      "server CPU/msg",
      "load (1 min)",
      "held",
    ],
    results.map((r) => [
      `${r.name} (${r.messages.toLocaleString("en")})`,
      `${Math.round(r.heldRate)}/s`,
      triple(r.send),
      triple(r.delivery),
      triple(r.afterAnswer),
      `${r.refused}/${r.lost}`,
      `${r.serverCpuPerMessage.toFixed(2)} ms`,
      r.load,
      r.held ? "yes" : "no",
    ]),
  );
  out();
  out(
    full.held
      ? `Held: ${full.rate} messages/s to ${streams.length} subscribers, delivery p99 ${percentile(full.delivery, 99).toFixed(1)} ms (goal ${GOAL_P99_MS} ms), 0 lost.`
      : `Not held: no rate met delivery p99 <= ${GOAL_P99_MS} ms with nothing lost or refused.`,
  );
  if (!full.held || duplicates > 0 || misrouted > 0) process.exitCode = 1;
} finally {
  clearTimeout(deadline);
  await cleanUp();
}

/** CPU time the server process has used so far (Linux /proc; 0 elsewhere), in ms. */
function serverCpuMs(): number {
  try {
    const fields = readFileSync(`/proc/${server?.pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime and stime, the 14th and 15th fields, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

function triple(values: number[]): string {
  return [50, 95, 99].map((p) => percentile(values, p).toFixed(1)).join(" / ");
}

function summary(r: StepResult): string {
  return (
    `${r.name}: ${r.messages} messages, held ${Math.round(r.heldRate)}/s (schedule lag p99 ` +
    `${r.scheduleLagP99.toFixed(1)} ms); send p50/p95/p99 ${triple(r.send)} ms; delivery ${triple(r.delivery)} ms; ` +
    `after 2xx ${triple(r.afterAnswer)} ms; refused ${r.refused}, lost ${r.lost}, duplicates ${r.duplicates}, ` +
    `misrouted ${r.misrouted}; server CPU ${r.serverCpuPerMessage.toFixed(2)} ms/message; load ${r.load}; ` +
    `${r.held ? "held" : "not held"}.`
  );
}

/** Users, one listing per seller, one chat per pair and a session per user, straight in the database. */
async function setUp(env: Env): Promise<Person[]> {
  const auth = createAppAuth({ db, env, mailer: createOutboxMailer(db, logger), logger, rateLimit: false });
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
          cookie: await sessionCookie(auth, BENCH_SECRET, user.id),
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
  await stopProcess(server);
  await db.$client.end();
  await embedded.stop();
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
