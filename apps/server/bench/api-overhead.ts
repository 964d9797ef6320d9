import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { cpus } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { createAppAuth } from "../src/app-auth";
import { type Database, schema } from "../src/db/client";
import { createFavorite, createUser } from "../src/db/factories";
import { runMigrations } from "../src/db/migrate";
import { createLogger } from "../src/lib/logger";
import { type FeedQuery, listFeed } from "../src/modules/products";
import { createOutboxMailer } from "../src/platform/mail/outbox-mailer";
import { sessionCookie } from "../test/session-cookie";
import type { BareConfig, Statement } from "./bare-server";
import { generateListings } from "./generate-listings";
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
  startBenchServer,
  startScratchDatabase,
  stopProcess,
} from "./support";

/**
 * `npm run bench:api`: what our HTTP stack costs on top of the database. The server as `npm start`
 * runs it (its bundle, production settings) and a bare `node:http` + `pg` server
 * (bench/bare-server.ts: same pool size, same SQL as the feed service sends, prepared where the app
 * prepares it, rows as JSON), each in its own process, run side by side on one throw-away embedded
 * PostgreSQL with 10,000 listings. Each route is loaded with 20 connections, ours and bare in turn,
 * for a few rounds that alternate which goes first; the medians and the ratio of requests per
 * second are printed, with each round's ratio. The signed-in feed is one user's (with a few
 * favourites on the first page): the bare server checks the cookie's signature and reads the
 * session, user and role in one statement before the feed's own. A measurement, not a test:
 * figures move with the machine's load, ratios less so.
 */
const LISTINGS = 10_000;
const CONNECTIONS = 20;
const SECONDS_PER_RUN = Number(process.env.BENCH_SECONDS ?? 6);
/** Runs of each server per route, alternating which goes first. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const POOL_SIZE = 10;
/** BENCH_ONLY=text: only the routes whose label contains it (with BENCH_PROFILE, a profile of one route). */
const ONLY = process.env.BENCH_ONLY;
/** BENCH_NODE_ARGS="--flag ...": Node flags for our server on top of the start script's, to try one. */
const EXTRA_NODE_ARGS = process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
/** BENCH_PROFILE=folder: both servers write a CPU profile when they stop, into its app/ and bare/. */
const PROFILE_DIR = process.env.BENCH_PROFILE;

const logger = createLogger("warn");

const embedded = await startScratchDatabase("api", logger);
const pool = new pg.Pool({ connectionString: embedded.url, max: POOL_SIZE });
let app: ChildProcess | undefined;
let bare: ChildProcess | undefined;

try {
  const db = drizzle({ client: pool, schema }) as Database;
  await runMigrations(db);
  await generateListings(db, LISTINGS);

  /** The statement the feed sends for this query, as the app sends it: named (prepared) or not. */
  const feedSql = async (query: FeedQuery, viewerId?: string) => {
    const captured: Statement[] = [];
    const recordingPool = Object.assign(Object.create(pool) as pg.Pool, {
      query: (config: pg.QueryConfig, values: unknown[]) => {
        captured.push({ text: config.text, values, prepared: Boolean(config.name) });
        return pool.query(config, values);
      },
    });
    await listFeed(drizzle({ client: recordingPool, schema }) as Database, query, viewerId);
    if (captured.length !== 1) throw new Error(`the feed sent ${captured.length} statements, expected 1`);
    return captured[0] as Statement;
  };

  const appPort = await freePort();
  const barePort = await freePort();
  const origin = `http://127.0.0.1:${appPort}`;
  const viewer = await signedInViewer(db, origin);

  const allRoutes: Route[] = [
    { label: "GET /api/products (guest)", path: "/api/products", statement: await feedSql({}) },
    {
      label: "GET /api/products?category=Tops",
      path: "/api/products?category=Tops",
      statement: await feedSql({ category: "Tops" }),
    },
    { label: "GET /api/products (signed in)", path: "/api/products", signedIn: true },
    { label: "GET /api/health", path: "/api/health", statement: { text: "select 1", values: [] } },
  ];
  const routes = ONLY ? allRoutes.filter((route) => route.label.includes(ONLY)) : allRoutes;
  const bareConfig: BareConfig = {
    databaseUrl: embedded.url,
    port: barePort,
    poolSize: POOL_SIZE,
    routes: routes.flatMap((route) => (route.statement ? [[route.path, route.statement] as [string, Statement]] : [])),
    signedIn: {
      path: "/api/products",
      cookieName: viewer.cookieName,
      secret: BENCH_SECRET,
      statement: await feedSql({}, viewer.id),
      viewerId: viewer.id,
    },
  };
  app = await startBenchServer({
    port: appPort,
    databaseUrl: embedded.url,
    dataDir: embedded.dir,
    // Production's default: every API request writes its access-log line (to /dev/null here).
    logLevel: "info",
    nodeArgs: [...profiling("app"), ...EXTRA_NODE_ARGS],
  });
  bare = await startBareServer(bareConfig);

  out(`Machine: ${cpus().length} cores, load average ${machineLoad()} (1, 5, 15 min).`);
  out(
    `${LISTINGS.toLocaleString("en")} listings; ${CONNECTIONS} connections; ${ROUNDS} rounds of ${SECONDS_PER_RUN} s per server and route, medians.`,
  );
  out();
  const postmaster = await postmasterPid();
  const servers = { ours: { origin, pid: app.pid }, bare: { origin: `http://127.0.0.1:${barePort}`, pid: bare.pid } };
  const rows: string[][] = [];
  const cpuRows: string[][] = [];
  for (const route of routes) {
    // Made just before its route: Better Auth's cached copy in the cookie holds five minutes.
    const cookie = route.signedIn ? await viewer.freshCookie() : undefined;
    // Warm-up: JIT, pool connections, plan caches.
    for (const server of Object.values(servers)) await load(`${server.origin}${route.path}`, cookie, 2);
    const run = async (server: { origin: string; pid?: number }) => {
      const before = { server: processCpuMs(server.pid ?? 0), db: processTreeCpuMs(postmaster) };
      const result = await load(`${server.origin}${route.path}`, cookie, SECONDS_PER_RUN);
      const requests = result.requests.total;
      const perRequest = (ms: number) => (ms * 1000) / requests;
      return {
        reqPerSecond: result.requests.average,
        p99: result.latency.p99,
        serverUs: perRequest(processCpuMs(server.pid ?? 0) - before.server),
        dbUs: perRequest(processTreeCpuMs(postmaster) - before.db),
      };
    };
    // Rounds of one run each, the order swapped every round, so that a machine that slows down or
    // speeds up meanwhile weighs on both alike; each figure is the median of its rounds.
    const rounds: { ours: Awaited<ReturnType<typeof run>>; bare: Awaited<ReturnType<typeof run>> }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      if (round % 2 === 0) {
        const ours = await run(servers.ours);
        rounds.push({ ours, bare: await run(servers.bare) });
      } else {
        const bare = await run(servers.bare);
        rounds.push({ ours: await run(servers.ours), bare });
      }
    }
    const median = (pick: (round: (typeof rounds)[number]) => number) => percentile(rounds.map(pick), 50);
    const ratios = rounds.map((r) => r.ours.reqPerSecond / r.bare.reqPerSecond);
    rows.push([
      route.label,
      median((r) => r.ours.reqPerSecond).toFixed(0),
      median((r) => r.bare.reqPerSecond).toFixed(0),
      median((r) => r.ours.reqPerSecond / r.bare.reqPerSecond).toFixed(2),
      ratios.map((ratio) => ratio.toFixed(2)).join(" "),
      String(median((r) => r.ours.p99)),
      String(median((r) => r.bare.p99)),
    ]);
    const ours = { serverUs: median((r) => r.ours.serverUs), dbUs: median((r) => r.ours.dbUs) };
    const theirs = { serverUs: median((r) => r.bare.serverUs), dbUs: median((r) => r.bare.dbUs) };
    cpuRows.push([
      route.label,
      ours.serverUs.toFixed(0),
      ours.dbUs.toFixed(0),
      theirs.serverUs.toFixed(0),
      theirs.dbUs.toFixed(0),
      ((theirs.serverUs + theirs.dbUs) / (ours.serverUs + ours.dbUs)).toFixed(2),
    ]);
  }
  printTable(["route", "ours req/s", "bare req/s", "ratio", "each round", "ours p99 ms", "bare p99 ms"], rows);
  out();
  out("CPU per request (µs), read from /proc: the server process, and PostgreSQL (all backends). On a shared");
  out("machine req/s follow everyone's load; what a request costs barely does. Ratio: bare total / ours total.");
  out();
  printTable(["route", "ours node", "ours db", "bare node", "bare db", "CPU ratio"], cpuRows);
  out();
  out(`Machine load average at the end: ${machineLoad()}.`);
} finally {
  // Both servers stop before the database does, so neither sees its connections cut.
  await Promise.all([app, bare].map((child) => stopProcess(child)));
  await pool.end();
  await embedded.stop();
}

interface Route {
  label: string;
  path: string;
  /** What the bare server runs for a guest; absent for the signed-in route (BareConfig.signedIn). */
  statement?: Statement;
  /** Loaded with the viewer's cookies: the session token and Better Auth's cached copy. */
  signedIn?: boolean;
}

async function load(url: string, cookie: string | undefined, duration: number) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers: cookie ? { cookie } : {} });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${url}: ${failed} failed requests`);
  return result;
}

function profiling(name: string): string[] {
  return PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${path.join(PROFILE_DIR, name)}`] : [];
}

/** PostgreSQL's postmaster: the parent of any backend. */
async function postmasterPid(): Promise<number> {
  const { rows } = await pool.query<{ pid: number }>("select pg_backend_pid() as pid");
  return parentPid(rows[0]?.pid ?? 0);
}

/** A signed-in viewer who favourited a few listings of the first page, and the cookie a browser would carry. */
async function signedInViewer(db: Database, origin: string) {
  const env = benchEnv(origin, embedded.dir, "production");
  const auth = createAppAuth({ db, env, mailer: createOutboxMailer(db, logger), logger, rateLimit: false });
  const user = await createUser(db, { displayName: "Bench viewer" });
  const { items } = await listFeed(db, {});
  for (const item of items.filter((_, i) => i % 4 === 0))
    await createFavorite(db, { userId: user.id, productId: item.id });
  const freshCookie = () => sessionCookie(auth, BENCH_SECRET, user.id);
  const cookie = await freshCookie();
  return { id: user.id, freshCookie, cookieName: cookie.slice(0, cookie.indexOf("=")) };
}

/** The baseline in its own process, as the app is: see bench/bare-server.ts. */
async function startBareServer(config: BareConfig) {
  const child = spawn(process.execPath, [...profiling("bare"), "--import", "tsx", "bench/bare-server.ts"], {
    cwd: SERVER_DIR,
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, NODE_ENV: "production", BARE_SERVER: JSON.stringify(config) },
  });
  const [chunk] = (await Promise.race([once(child.stdout, "data"), once(child, "exit")])) as [unknown];
  if (!String(chunk).startsWith("listening")) throw new Error("the bare server did not start");
  return child;
}
