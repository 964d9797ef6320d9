import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { type Database, schema } from "../src/db/client";
import { startEmbeddedPostgres } from "../src/db/embedded";
import { runMigrations } from "../src/db/migrate";
import { createLogger } from "../src/lib/logger";
import { type FeedQuery, listFeed } from "../src/modules/products/feed.service";
import { generateListings } from "./generate-listings";
import { freePort, out, printTable, waitUntilHealthy } from "./support";

/**
 * `npm run bench:api`: what our HTTP stack costs on top of the database. The real entry point
 * (src/index.ts, production settings, in its own process) and a bare `node:http` + `pg` server
 * (same pool size, same SQL as the feed service sends, rows as JSON) run side by side on one
 * throw-away embedded PostgreSQL with 10,000 listings; each route is loaded in turn with
 * 20 connections, ours then bare, and the ratio of requests per second is printed.
 * A measurement, not a test: figures move with the machine's load, ratios less so.
 */
const LISTINGS = 10_000;
const CONNECTIONS = 20;
const SECONDS_PER_RUN = Number(process.env.BENCH_SECONDS ?? 10);
const POOL_SIZE = 10;

const serverDir = fileURLToPath(new URL("..", import.meta.url));
const logger = createLogger("warn");
const secret = "bench-secret-".padEnd(48, "x");

const dir = mkdtempSync(path.join(tmpdir(), "kierto-bench-api-"));
// As root, the cluster runs as the postgres user, who must be able to enter the folder.
chmodSync(dir, 0o755);
const embedded = await startEmbeddedPostgres({ dataDir: path.join(dir, "pg"), logger, fast: true });
const pool = new pg.Pool({ connectionString: embedded.url, max: POOL_SIZE });
let app: ChildProcess | undefined;
let bare: Server | undefined;

try {
  const db = drizzle({ client: pool, schema }) as Database;
  await runMigrations(db);
  await generateListings(db, LISTINGS);

  const feedSql = async (query: FeedQuery) => {
    const captured: { text: string; values: unknown[] }[] = [];
    const recording = drizzle({
      client: pool,
      schema,
      logger: { logQuery: (text, values) => void captured.push({ text, values }) },
    }) as Database;
    await listFeed(recording, query);
    if (captured.length !== 1) throw new Error(`the feed sent ${captured.length} statements, expected 1`);
    return captured[0] as { text: string; values: unknown[] };
  };
  const bareRoutes = new Map([
    ["/api/products", await feedSql({})],
    ["/api/products?category=Tops", await feedSql({ category: "Tops" })],
    ["/api/health", { text: "select 1", values: [] }],
  ]);

  const appPort = await freePort();
  const barePort = await freePort();
  const origin = `http://127.0.0.1:${appPort}`;
  app = spawn(process.execPath, ["--import", "tsx", "src/index.ts"], {
    cwd: serverDir,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: embedded.url,
      PORT: String(appPort),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      BETTER_AUTH_SECRET: secret,
      DATA_DIR: dir,
      LOG_LEVEL: "warn",
      SEED_DEMO_DATA: "false",
    },
  });
  bare = await startBareServer(barePort, bareRoutes);
  await waitUntilHealthy(origin, app);

  out(`${LISTINGS.toLocaleString("en")} listings; ${CONNECTIONS} connections, ${SECONDS_PER_RUN} s per run.`);
  out();
  const rows: string[][] = [];
  for (const route of bareRoutes.keys()) {
    await load(`${origin}${route}`, 2); // warm-up: JIT, pool connections, plan cache
    const ours = await load(`${origin}${route}`, SECONDS_PER_RUN);
    const theirs = await load(`http://127.0.0.1:${barePort}${route}`, SECONDS_PER_RUN);
    rows.push([
      `GET ${route}`,
      ours.requests.average.toFixed(0),
      theirs.requests.average.toFixed(0),
      (ours.requests.average / theirs.requests.average).toFixed(2),
      String(ours.latency.p99),
    ]);
  }
  printTable(["route", "ours req/s", "bare req/s", "ratio", "ours p99 ms"], rows);
} finally {
  app?.kill("SIGTERM");
  bare?.close();
  await pool.end();
  await embedded.stop();
  rmSync(dir, { recursive: true, force: true });
}

async function load(url: string, duration: number) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${url}: ${failed} failed requests`);
  return result;
}

/** The baseline: one pooled query per request, its rows as JSON, nothing else. */
function startBareServer(port: number, routes: Map<string, { text: string; values: unknown[] }>) {
  const server = createHttpServer(async (request, response) => {
    const statement = routes.get(request.url ?? "");
    if (!statement) {
      response.writeHead(404).end();
      return;
    }
    const { rows } = await pool.query(statement.text, statement.values);
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(rows));
  });
  return new Promise<Server>((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
