import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { FEED_PAGE_SIZE } from "@kierto/shared";
import { sql } from "drizzle-orm";
import { createDatabase } from "../src/db/client";
import { startEmbeddedPostgres } from "../src/db/embedded";
import { runMigrations } from "../src/db/migrate";
import { createLogger } from "../src/lib/logger";
import { type FeedQuery, listFeed } from "../src/modules/products/feed.service";
import { encodeCursor } from "../src/modules/products/feed-cursor";
import { explainVerdict, type PlanVerdict } from "./explain";
import { generateListings } from "./generate-listings";
import { out, percentile, printTable, seconds } from "./support";

/**
 * `npm run bench`: the feed against 100,000 listings in a throw-away embedded PostgreSQL.
 * Prints p50/p95 per query and whether EXPLAIN shows the listings read through an index.
 * A measurement, not a test: nothing here fails on a slow machine.
 */
const LISTINGS = 100_000;
const RUNS = 50;
const WARM_UP = 5;
const DEEP_PAGE_OFFSET = 5_000;

const logger = createLogger("warn");
const dir = mkdtempSync(path.join(tmpdir(), "kierto-bench-"));
// As root, the cluster runs as the postgres user, who must be able to enter the folder.
chmodSync(dir, 0o755);
const embedded = await startEmbeddedPostgres({ dataDir: path.join(dir, "pg"), logger, fast: true });
const db = createDatabase(embedded.url, { max: 4 });

try {
  await runMigrations(db);
  let started = performance.now();
  await generateListings(db, LISTINGS);
  out(`Generated ${LISTINGS.toLocaleString("en")} listings in ${seconds(started)} (with VACUUM ANALYZE).`);

  const deepCursor = await cursorAfter(DEEP_PAGE_OFFSET);
  const scenarios: [string, FeedQuery][] = [
    ["no filter (first page)", {}],
    ["category + size", { category: "Dresses", size: "M" }],
    ["price range 20-60 €", { minPrice: 20, maxPrice: 60 }],
    ['text search "wool sweater"', { search: "wool sweater" }],
    ['text search "merino" (rare)', { search: "merino" }],
    ['text search "zzzz" (no match)', { search: "zzzz" }],
    ['brand partial "mekko"', { brand: "mekko" }],
    ['brand partial "gucci" (no match)', { brand: "gucci" }],
    ['city partial "jyväs"', { city: "jyväs" }],
    ["every filter combined", { search: "coat", category: "Outerwear", gender: "Women", maxPrice: 200 }],
    [`page ${DEEP_PAGE_OFFSET.toLocaleString("en")} items deep`, { cursor: deepCursor }],
  ];

  out(`Each query: ${WARM_UP} warm-up runs, then ${RUNS} measured, through the feed service (listFeed).`);
  out();
  const rows: string[][] = [];
  for (const [name, query] of scenarios) {
    const timings: number[] = [];
    let items = 0;
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      const begin = performance.now();
      const page = await listFeed(db, query);
      if (run >= WARM_UP) timings.push(performance.now() - begin);
      items = page.items.length;
    }
    const verdict = await explainFeed(query);
    rows.push([
      name,
      percentile(timings, 50).toFixed(2),
      percentile(timings, 95).toFixed(2),
      String(items),
      verdict.usesIndex ? "yes" : "NO",
      verdict.indexes.join(", "),
    ]);
  }
  printTable(["query", "p50 ms", "p95 ms", "items", "index", "indexes on products"], rows);

  started = performance.now();
  let pages = 0;
  let cursor: string | undefined;
  do {
    const page = await listFeed(db, { cursor });
    cursor = page.nextCursor ?? undefined;
    pages++;
  } while (cursor && pages < DEEP_PAGE_OFFSET / FEED_PAGE_SIZE);
  out();
  out(
    `Following ${pages} cursors page by page to ${(pages * FEED_PAGE_SIZE).toLocaleString("en")} items: ${seconds(started)}.`,
  );
} finally {
  await db.$client.end();
  await embedded.stop();
  rmSync(dir, { recursive: true, force: true });
}

/** The cursor a visitor would hold after scrolling past `offset` active listings. */
async function cursorAfter(offset: number): Promise<string> {
  const result = await db.execute<{ id: string; created_at: string }>(sql`
    select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at
    from products where status = 'active'
    order by created_at desc, id desc offset ${offset - 1} limit 1`);
  const row = result.rows[0];
  if (!row) throw new Error("not enough listings for the deep page");
  return encodeCursor({ createdAt: row.created_at, id: row.id });
}

/** Captures the SQL the feed service sends and asks Postgres how it would run it. */
async function explainFeed(query: FeedQuery): Promise<PlanVerdict> {
  const pool = db.$client;
  const original = pool.query.bind(pool);
  let captured: { text: string; values: unknown[] } | undefined;
  pool.query = ((config: unknown, values?: unknown) => {
    if (typeof config === "object" && config && "text" in config) {
      const { text, values: params } = config as { text: string; values?: unknown[] };
      if (text.includes('from "products"')) captured = { text, values: params ?? (values as unknown[]) ?? [] };
    }
    return original(config as never, values as never);
  }) as typeof pool.query;
  try {
    await listFeed(db, query);
  } finally {
    pool.query = original;
  }
  if (!captured) throw new Error("the feed sent no query");
  return explainVerdict(db, captured);
}
