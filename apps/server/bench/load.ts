import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import sharp from "sharp";
import { createAppAuth } from "../src/app-auth";
import { createDatabase } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { createLogger } from "../src/lib/logger";
import { createOutboxMailer } from "../src/platform/mail/outbox-mailer";
import { readSse, type SseReader } from "../test/sse-client";
import { generateListings } from "./generate-listings";
import { createLoadPeople, type LoadPeople, listingBody } from "./load-data";
import { parentPid, processCpuMs, processTreeCpuMs } from "./process-cpu";
import {
  BENCH_SECRET,
  benchEnv,
  freePort,
  machineLoad,
  out,
  percentile,
  printTable,
  SERVER_DIR,
  seconds,
  startBenchServer,
  startScratchDatabase,
  stopProcess,
} from "./support";

/**
 * `npm run bench:load [-- --duration 60]`: mixed traffic on one server instance (the real entry
 * point, src/index.ts, production settings and rate limits, its own process) over loopback, on a
 * throw-away embedded PostgreSQL with 10,000 generated listings. The load goes up in steps
 * (level 1, 2, 3, 4: every kind of traffic is sent at a fixed rate, which scales with the level)
 * and each step reports requests per second and p50/p95/p99 per route with its errors; the
 * verdict names the highest level where every route keeps p95 under 200 ms with no error.
 * Fixed rates rather than clients sending as fast as answered: a closed loop keeps the CPU at
 * 100% at every level, so it measures a saturated machine, never the load a machine holds. The server's memory (RSS, heap
 * after a collection) is read after the warm-up, after every step and at the end; `--levels 2,2,2,2`
 * holds one load for the whole run, to see whether memory settles.
 *
 * The traffic, per level: guests browse the feed (first page and filters) and open product pages
 * (40 requests a second each); signed-in users favourite and unfavourite (10 a second); chat parties send
 * messages while every party holds a live event stream (the deliveries are counted and timed);
 * sellers upload a photo and list an item with it. Rate limits stay on, as in production: the
 * paced kinds (messages, listings) are spread over enough users that none reaches a per-user
 * limit (30 messages a minute, 30 photo uploads in 10 minutes), and the many live streams from
 * this one address are allowed by LIVE_STREAMS_PER_ADDRESS. A 429 would count as an error.
 * Bounded in time: the steps share --duration seconds (default 300), setup excepted.
 *
 * `--instances 2` runs that many server processes on the one database behind a round-robin proxy
 * (test/round-robin-proxy.ts, in a process of its own so that its work is not the load
 * generator's), as a load balancer would: the figures then include the proxy's hop, and live
 * events reach a stream on the other instance through the database's fan-out.
 */
const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "300" },
    levels: { type: "string", default: "1,2,3,4" },
    instances: { type: "string", default: "1" },
  },
});
const INSTANCES = Number(args.instances);
/** How the memory figures name what they measured: one server, or the sum over the instances. */
const serverWord = INSTANCES === 1 ? "server" : `servers' (${INSTANCES}, summed)`;
const DURATION_S = Number(args.duration);
const LEVELS = args.levels.split(",").map(Number);
if (!(DURATION_S >= 10) || LEVELS.some((level) => !(level >= 1)) || ![1, 2, 3, 4].includes(INSTANCES)) {
  throw new Error("usage: npm run bench:load -- [--duration seconds (>= 10)] [--levels 1,2,3,4] [--instances 1-4]");
}
const LISTINGS = 10_000;
const CHATS = 100;
const FAVOURITERS = 100;
const SELLERS = 100;
const P95_GOAL_MS = 200;
/** Requests a second per level for each kind of browsing (first page, filters, product page). */
const BROWSE_RATE = 40;
/** Favourite-then-unfavourite requests a second per level. */
const FAVOURITE_RATE = 10;
const WARM_UP_S = Math.min(10, Math.round(DURATION_S / 10));
const STEP_S = Math.max(5, Math.floor((DURATION_S - WARM_UP_S) / LEVELS.length));
/** Setup and teardown included, the run never takes longer than this. */
const TIME_LIMIT_MS = (DURATION_S + 240) * 1000;

const FEED_FILTERS = [
  "category=Dresses&size=M",
  "minPrice=20&maxPrice=60",
  "search=wool%20sweater",
  "brand=mekko",
  "city=tampere&gender=Women",
  "category=Outerwear&season=Winter&maxPrice=200",
  "featured=true",
];

const logger = createLogger("warn");
const embedded = await startScratchDatabase("load", logger);
const db = createDatabase(embedded.url, { max: 8 });
const servers: ChildProcess[] = [];
let proxy: ChildProcess | undefined;
const streams: SseReader[] = [];
/** Per server, the callers waiting for its next memory reading. */
const memoryReadings = new Map<ChildProcess, ((line: string) => void)[]>();

const deadline = setTimeout(() => {
  out(`Stopped: the run took longer than ${TIME_LIMIT_MS / 1000} s.`);
  void cleanUp().then(() => process.exit(1));
}, TIME_LIMIT_MS);

try {
  out(`Machine: ${cpus().length} cores, load average ${machineLoad()} (1, 5, 15 min).`);
  const started = performance.now();
  await runMigrations(db);
  await generateListings(db, LISTINGS);
  const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
  const origin = INSTANCES === 1 ? `http://127.0.0.1:${ports[0]}` : await startProxy(ports);
  const env = benchEnv(origin, embedded.dir);
  const auth = createAppAuth({ db, env, mailer: createOutboxMailer(db, logger), logger, rateLimit: false });
  const people = await createLoadPeople(db, auth, BENCH_SECRET, {
    favouriters: FAVOURITERS,
    chats: CHATS,
    sellers: SELLERS,
  });
  out(`Generated ${LISTINGS.toLocaleString("en")} listings, ${CHATS} chats and their users in ${seconds(started)}.`);

  for (const port of ports) {
    const server = await startBenchServer({
      port,
      databaseUrl: embedded.url,
      dataDir: embedded.dir,
      logLevel: "error",
      nodeArgs: ["--expose-gc"],
      imports: ["./bench/memory-probe.mjs"],
      stdout: "pipe",
      env: {
        // Every simulated tab connects from this machine's one address.
        LIVE_STREAMS_PER_ADDRESS: String(CHATS * 2 + 10),
        // Behind the proxy, the client's address is the one it forwards.
        ...(INSTANCES > 1 ? { TRUST_PROXY: "1", PUBLIC_URL: origin } : {}),
      },
    });
    const waiting: ((line: string) => void)[] = [];
    memoryReadings.set(server, waiting);
    server.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      for (const line of chunk.split("\n")) if (line.startsWith("bench-memory ")) waiting.shift()?.(line);
    });
    servers.push(server);
  }
  out(INSTANCES === 1 ? "One server instance." : `${INSTANCES} server instances behind a round-robin proxy.`);

  const live = await openStreams(origin, people);
  out(`Opened ${streams.length} live event streams (each chat's buyer and seller).`);
  const photo = await multipartPhoto();

  out(`Warm-up: ${WARM_UP_S} s at level 1.`);
  await runLevel(origin, people, photo, 1, WARM_UP_S);
  const memoryAtStart = await memory();

  const postmaster = await postmasterPid();
  const summaries: { level: number; holds: boolean; rps: number }[] = [];
  for (const level of LEVELS) {
    const cpuBefore = cpuUsed(postmaster);
    const routes = await runLevel(origin, people, photo, level, STEP_S);
    const cpuAfter = cpuUsed(postmaster);
    const rows = [...routes.values()].map((route) => [
      route.label,
      (route.times.length / STEP_S).toFixed(1),
      percentile(route.times, 50).toFixed(0),
      percentile(route.times, 95).toFixed(0),
      percentile(route.times, 99).toFixed(0),
      String(route.errors),
    ]);
    const total = [...routes.values()].reduce((sum, route) => sum + route.times.length, 0);
    const errors = [...routes.values()].reduce((sum, route) => sum + route.errors, 0);
    const holds = errors === 0 && [...routes.values()].every((route) => percentile(route.times, 95) < P95_GOAL_MS);
    // Read after every step, so growth with the load can be told apart from growth with time.
    const after = await memory();
    out();
    out(
      `Level ${level} (${STEP_S} s): ${(total / STEP_S).toFixed(0)} requests/s, ${errors} errors, load average ${loadavg()[0]?.toFixed(2)}, ${serverWord} RSS ${mb(after.rss)}, heap ${mb(after.heapUsed)}.`,
    );
    printTable(["route", "req/s", "p50 ms", "p95 ms", "p99 ms", "errors"], rows);
    // What a request cost in CPU, whatever else the machine was doing: the figure a capacity plan
    // divides a machine's cores by.
    const perRequest = (ms: number) => (total > 0 ? ms / total : 0).toFixed(2);
    out(
      `CPU: servers ${((cpuAfter.servers - cpuBefore.servers) / STEP_S / 10).toFixed(0)} %, PostgreSQL ${((cpuAfter.database - cpuBefore.database) / STEP_S / 10).toFixed(0)} % of one core; per request ${perRequest(cpuAfter.servers - cpuBefore.servers)} ms in the servers, ${perRequest(cpuAfter.database - cpuBefore.database)} ms in PostgreSQL.`,
    );
    summaries.push({ level, holds, rps: total / STEP_S });
  }

  // autocannon stops at the step's end without waiting for answers still on their way; let the
  // server finish them, so the memory reading is at rest and the shutdown cuts nothing.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const memoryAtEnd = await memory();
  const delivery = await live.settle();
  out();
  out(
    `Live delivery: ${delivery.delivered.toLocaleString("en")} of ${delivery.due.toLocaleString("en")} due (each message to buyer and seller), p50 ${delivery.p50.toFixed(0)} ms, p95 ${delivery.p95.toFixed(0)} ms from send to arrival.`,
  );
  out(
    `${serverWord[0]?.toUpperCase()}${serverWord.slice(1)} memory after warm-up: RSS ${mb(memoryAtStart.rss)}, heap ${mb(memoryAtStart.heapUsed)}; at the end: RSS ${mb(memoryAtEnd.rss)}, heap ${mb(memoryAtEnd.heapUsed)} (after a collection).`,
  );
  const best = summaries.filter((s) => s.holds).at(-1);
  out(
    best
      ? `Highest level holding p95 < ${P95_GOAL_MS} ms with 0 errors: ${best.level} (${best.rps.toFixed(0)} requests/s).`
      : `No level held p95 < ${P95_GOAL_MS} ms with 0 errors.`,
  );
  out(`Load average at the end: ${machineLoad()}.`);
  if (delivery.delivered < delivery.due) process.exitCode = 1;
} finally {
  clearTimeout(deadline);
  await cleanUp();
}

/** What a client's requests in one sequence pass on to the next (autocannon's context). */
interface Context {
  path: string;
  cookie: string;
  photoId?: string;
}

interface RouteFigures {
  label: string;
  /** Response times in ms. */
  times: number[];
  errors: number;
}

/** One step: every kind of traffic at once for `duration` seconds, at `level`. */
async function runLevel(origin: string, people: LoadPeople, photo: Photo, level: number, duration: number) {
  const routes = new Map<string, RouteFigures>();
  const route = (label: string) => {
    let figures = routes.get(label);
    if (!figures) {
      figures = { label, times: [], errors: 0 };
      routes.set(label, figures);
    }
    return figures;
  };
  const browser = { origin, "content-type": "application/json" };
  const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)] as T;
  let messages = 0;
  let listings = 0;

  const runs = [
    paced(["GET /api/products (first page)"], BROWSE_RATE * level, {
      requests: [{ path: "/api/products" }],
    }),
    paced(["GET /api/products (filters)"], BROWSE_RATE * level, {
      requests: [{ setupRequest: (req) => ({ ...req, path: `/api/products?${pick(FEED_FILTERS)}` }) }],
    }),
    paced(["GET /api/products/{id}"], BROWSE_RATE * level, {
      requests: [{ setupRequest: (req) => ({ ...req, path: `/api/products/${pick(people.productIds)}` }) }],
    }),
    paced(["PUT /api/products/{id}/favorite", "DELETE /api/products/{id}/favorite"], FAVOURITE_RATE * level, {
      requests: [
        {
          method: "PUT",
          setupRequest: (req, raw) => {
            const context = raw as Context;
            context.path = `/api/products/${pick(people.productIds)}/favorite`;
            context.cookie = pick(people.favouriters);
            return { ...req, path: context.path as string, headers: { ...browser, cookie: context.cookie } };
          },
        },
        {
          method: "DELETE",
          setupRequest: (req, raw) => ({
            ...req,
            path: (raw as Context).path,
            headers: { ...browser, cookie: (raw as Context).cookie },
          }),
        },
      ],
    }),
    // 5 messages a second per level, taking the chats' parties in turn.
    paced(["POST /api/chats/{id}/messages"], 5 * level, {
      requests: [
        {
          method: "POST",
          setupRequest: (req) => {
            const n = messages++;
            const chat = people.chats[n % people.chats.length] as LoadPeople["chats"][number];
            const cookie = Math.floor(n / people.chats.length) % 2 === 0 ? chat.buyer : chat.seller;
            return {
              ...req,
              path: `/api/chats/${chat.id}/messages`,
              headers: { ...browser, cookie },
              body: JSON.stringify({ content: `load ${Date.now()}` }),
            };
          },
        },
      ],
    }),
    // One new listing (an upload, then the listing) every two seconds per level.
    paced(["POST /api/uploads/photos", "POST /api/products"], level, {
      requests: [
        {
          method: "POST",
          setupRequest: (req, raw) => {
            const context = raw as Context;
            context.cookie = people.sellers[listings++ % people.sellers.length] as string;
            return {
              ...req,
              path: "/api/uploads/photos",
              headers: { origin, "content-type": photo.contentType, cookie: context.cookie },
              body: photo.body,
            };
          },
          onResponse: (status, body, raw) => {
            const context = raw as Context;
            if (status === 201) context.photoId = (JSON.parse(body) as { id: string }).id;
          },
        },
        {
          method: "POST",
          setupRequest: (req, raw) => ({
            ...req,
            path: "/api/products",
            headers: { ...browser, cookie: (raw as Context).cookie },
            // A failed upload leaves no photo: the listing is refused too, and counted.
            body: listingBody(listings, (raw as Context).photoId ?? "00000000-0000-4000-8000-000000000000"),
          }),
        },
      ],
    }),
  ];
  await Promise.all(runs);
  return routes;

  /**
   * Sends `rate` requests a second, spread over the second. autocannon's own rate lets each
   * connection send its whole quota back to back when a second begins, so every second would
   * open with a burst; here each of up to 20 connections is an instance of its own, started a
   * fraction of a second after the one before, sending its share of the rate.
   */
  async function paced(labels: string[], rate: number, options: Partial<autocannon.Options>) {
    const slots = Math.min(rate, 20);
    await Promise.all(
      Array.from({ length: slots }, async (_, slot) => {
        await new Promise((resolve) => setTimeout(resolve, (slot * 1000) / slots));
        await load(labels, { ...options, connections: 1, connectionRate: rate / slots });
      }),
    );
  }

  /** Runs one autocannon instance; responses are timed per route (a client takes its requests in turn). */
  async function load(labels: string[], options: Partial<autocannon.Options>) {
    // Without a callback autocannon answers an instance that is also a promise of its result.
    const instance = autocannon({ url: origin, duration, ...options }) as unknown as autocannon.Instance &
      Promise<autocannon.Result>;
    const turn = new WeakMap<object, number>();
    for (const label of labels) route(label);
    instance.on("response", (client: object, status: number, _bytes: number, ms: number) => {
      const i = turn.get(client) ?? 0;
      turn.set(client, i + 1);
      const figures = route(labels[i % labels.length] as string);
      figures.times.push(ms);
      if (status >= 400) figures.errors++;
    });
    const result = await instance;
    route(labels[0] as string).errors += result.errors + result.timeouts;
  }
}

/** Every chat party's live stream; counts and times the message events they receive. */
async function openStreams(origin: string, people: LoadPeople) {
  const latencies: number[] = [];
  let sent = 0;
  for (const chat of people.chats) {
    for (const cookie of [chat.buyer, chat.seller]) {
      const response = await fetch(`${origin}/api/events`, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`GET /api/events answered ${response.status}`);
      const events = readSse(response);
      await events.next((e) => e.event === "ready", 30_000);
      events.onEvent = (event) => {
        if (event.event !== "message") return;
        const { message } = JSON.parse(event.data) as { message: { content: string; mine: boolean } };
        latencies.push(Date.now() - Number(message.content.slice("load ".length)));
        if (message.mine) sent++;
      };
      streams.push(events);
    }
  }
  const drain = setInterval(() => {
    for (const events of streams) events.drain();
  }, 1000);
  return {
    /** Waits briefly for stragglers, then tells what arrived of what was due. */
    async settle() {
      const count = async () => {
        const created = await db.$client.query<{ count: number }>(
          "select count(*)::int as count from messages where content like 'load %'",
        );
        return 2 * (created.rows[0]?.count ?? 0);
      };
      const due = await count();
      const until = Date.now() + 10_000;
      while (latencies.length < due && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      clearInterval(drain);
      return { due, delivered: latencies.length, sent, p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
    },
  };
}

interface Photo {
  body: Buffer;
  contentType: string;
}

/** A phone-sized JPEG as a multipart form, made once and sent by every upload. */
async function multipartPhoto(): Promise<Photo> {
  const jpeg = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: "#8a5a44" } })
    .jpeg({ quality: 85 })
    .toBuffer();
  const boundary = "kierto-load-boundary";
  const head = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="jacket.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), jpeg, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function mb(bytes: number) {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

/** The servers' memory after a garbage collection (the probe answers SIGUSR2), summed over the instances. */
async function memory(): Promise<Pick<NodeJS.MemoryUsage, "rss" | "heapUsed">> {
  const readings = await Promise.all(servers.map(serverMemory));
  return readings.reduce((sum, one) => ({ rss: sum.rss + one.rss, heapUsed: sum.heapUsed + one.heapUsed }), {
    rss: 0,
    heapUsed: 0,
  });
}

function serverMemory(server: ChildProcess): Promise<NodeJS.MemoryUsage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the server did not report its memory")), 10_000);
    memoryReadings.get(server)?.push((line) => {
      clearTimeout(timer);
      resolve(JSON.parse(line.slice("bench-memory ".length)));
    });
    server.kill("SIGUSR2");
  });
}

/** The round-robin proxy in its own process, in front of the servers that will listen on `ports`; its address. */
async function startProxy(ports: number[]): Promise<string> {
  const upstreams = ports.map((port) => `http://127.0.0.1:${port}`);
  proxy = spawn(process.execPath, ["--import", "tsx", "./bench/proxy-process.ts", ...upstreams], {
    cwd: SERVER_DIR,
    stdio: ["ignore", "pipe", "inherit"],
  });
  proxy.stdout?.setEncoding("utf8");
  const [line] = (await once(proxy.stdout as NodeJS.ReadableStream, "data")) as [string];
  return line.trim();
}

/** PostgreSQL's postmaster: the parent of any backend. */
async function postmasterPid(): Promise<number> {
  const { rows } = await db.$client.query<{ pid: number }>("select pg_backend_pid() as pid");
  return parentPid(rows[0]?.pid ?? 0);
}

/** CPU milliseconds used so far by the server instances together, and by PostgreSQL with its backends. */
function cpuUsed(postmaster: number) {
  return {
    servers: servers.reduce((sum, server) => sum + processCpuMs(server.pid ?? 0), 0),
    database: processTreeCpuMs(postmaster),
  };
}

async function cleanUp() {
  await Promise.all(streams.splice(0).map((events) => events.close()));
  await Promise.all(servers.map((server) => stopProcess(server)));
  await stopProcess(proxy);
  await db.$client.end();
  await embedded.stop();
}
