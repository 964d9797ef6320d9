import { parseArgs } from "node:util";
import { FEED_PAGE_SIZE } from "@kierto/shared";
import { sql } from "drizzle-orm";
import { createDatabase } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { createLogger } from "../src/lib/logger";
import { encodeCursor } from "../src/lib/page-cursor";
import { countFeed, type FeedQuery, listFeed } from "../src/modules/products";
import { explainVerdict, type PlanVerdict } from "./explain";
import { generateListings } from "./generate-listings";
import { machineLoad, out, percentile, printTable, seconds, startScratchDatabase } from "./support";

/**
 * `npm run bench -- --listings 1000000 --rounds 2`: the feed against generated listings (100,000
 * unless told) in a throw-away embedded PostgreSQL. Prints p50/p95 per query, the shared buffers
 * one run of its statement touched and whether EXPLAIN shows the listings read through an index,
 * once per round: a second round tells noise on a
 * shared machine from a slow query. A measurement, not a test: nothing here fails on a slow machine.
 *
 * `-- --database postgres://...` measures an existing database instead, migrating it first and
 * generating the listings only if it has none, and keeps it: a million listings take minutes to
 * generate, a change to the search seconds to measure again.
 */
const { values: options } = parseArgs({
  options: {
    listings: { type: "string", default: "100000" },
    rounds: { type: "string", default: "1" },
    database: { type: "string" },
  },
});
const LISTINGS = Number(options.listings.replaceAll(/[_,]/g, ""));
const ROUNDS = Number(options.rounds);
if (!Number.isSafeInteger(LISTINGS) || LISTINGS < 10_000 || !Number.isSafeInteger(ROUNDS) || ROUNDS < 1) {
  throw new Error("--listings takes a whole number of at least 10000, --rounds one of at least 1");
}
const RUNS = 50;
const WARM_UP = 5;
const DEEP_PAGE_OFFSET = 5_000;

const logger = createLogger("warn");
const embedded = options.database ? undefined : await startScratchDatabase(undefined, logger);
const db = createDatabase(options.database ?? (embedded?.url as string), { max: 4 });

try {
  await runMigrations(db);
  let started = performance.now();
  const existing = await listingCount();
  if (existing === 0) {
    await generateListings(db, LISTINGS);
    out(
      `Generated ${LISTINGS.toLocaleString("en")} listings in ${seconds(started)} (indexes built after the load, VACUUM ANALYZE).`,
    );
  } else {
    out(`Measuring the ${existing.toLocaleString("en")} listings already in the database.`);
  }

  const deepCursor = await cursorAfter(DEEP_PAGE_OFFSET);
  const deepPriceCursor = await cheapestCursorAfter(DEEP_PAGE_OFFSET);
  const scenarios: [string, FeedQuery][] = [
    ["no filter (first page)", {}],
    ["category + size", { category: "Dresses", size: "M" }],
    ["sub-category (boots)", { subcategory: "boots" }],
    ["sub-category + size (jeans W30/L32)", { subcategory: "jeans", size: "W30/L32" }],
    ["children's size 110 cm", { size: "110cm" }],
    ["children's jacket 110 cm", { category: "Outerwear", subcategory: "jackets", gender: "Kids", size: "110cm" }],
    ["shoe size EU38", { size: "EU38" }],
    ['brand "Reima" + Kids', { brand: "Reima", gender: "Kids" }],
    ['sub-category word "saappaat" (boots, then text)', { search: "saappaat" }],
    ["price low to high, sub-category", { sort: "price_asc", subcategory: "boots" }],
    ["price range 20-60 €", { minPrice: 20, maxPrice: 60 }],
    ['text search "wool sweater"', { search: "wool sweater" }],
    ['text search "merino" (rare)', { search: "merino" }],
    ['text search "zzzz" (no match)', { search: "zzzz" }],
    ['Finnish "takki" (takit, talvitakki)', { search: "takki" }],
    ['Finnish plural "villapaidat"', { search: "villapaidat" }],
    ['Swedish "ylletröja" (finds ylletröjor)', { search: "ylletröja" }],
    ['Swedish "tröja" (tröjor, ylletröja)', { search: "tröja" }],
    ['two Finnish words "lämmin kappa"', { search: "lämmin kappa" }],
    ['prefix "villapa"', { search: "villapa" }],
    ['rare word + category "merino" Shoes', { search: "merino", category: "Shoes" }],
    ['no match + category "zzzz" Shoes', { search: "zzzz", category: "Shoes" }],
    ['word + category "takki" Outerwear', { search: "takki", category: "Outerwear" }],
    ['Finnish plural "takit" (talvitakki too)', { search: "takit" }],
    ['Finnish genitive "takin" (talvitakki too)', { search: "takin" }],
    ['Finnish plural partitive "takkeja" (talvitakki too)', { search: "takkeja" }],
    ['word forms + category "takit" Outerwear', { search: "takit", category: "Outerwear" }],
    ['word forms + category "takkeja" Outerwear', { search: "takkeja", category: "Outerwear" }],
    ['Swedish plural "tröjor" (ylletröja too)', { search: "tröjor" }],
    ['Swedish definite "jackan"', { search: "jackan" }],
    ['word forms + category "jackor" Outerwear', { search: "jackor", category: "Outerwear" }],
    ['category word "mekko" (Dresses, then text)', { search: "mekko" }],
    ['category word "kengät" (Shoes)', { search: "kengät" }],
    ['Swedish category word "jacka"', { search: "jacka" }],
    ['fabric word "villa" (Wool, then text)', { search: "villa" }],
    ['colour + category "musta mekko"', { search: "musta mekko" }],
    ['brand partial "mekko"', { brand: "mekko" }],
    ['brand partial "gucci" (no match)', { brand: "gucci" }],
    ['city partial "jyväs"', { city: "jyväs" }],
    ["every filter combined", { search: "coat", category: "Outerwear", gender: "Women", maxPrice: 200 }],
    [`page ${DEEP_PAGE_OFFSET.toLocaleString("en")} items deep`, { cursor: deepCursor }],
    ["price low to high", { sort: "price_asc" }],
    ["price high to low", { sort: "price_desc" }],
    ["most favourited", { sort: "favorites" }],
    ["price low to high, category + size", { sort: "price_asc", category: "Dresses", size: "M" }],
    ["price high to low, price range 20-60 €", { sort: "price_desc", minPrice: 20, maxPrice: 60 }],
    ['price low to high, "takki"', { sort: "price_asc", search: "takki" }],
    ['price high to low, "merino" (rare)', { sort: "price_desc", search: "merino" }],
    ['price low to high, "zzzz" (no match)', { sort: "price_asc", search: "zzzz" }],
    ['most favourited, "merino" (rare)', { sort: "favorites", search: "merino" }],
    ['most favourited, "zzzz" (no match)', { sort: "favorites", search: "zzzz" }],
    ["colour + category with no listings (Purple Shoes)", { color: "Purple", category: "Shoes" }],
    ["price low to high, Purple Shoes", { sort: "price_asc", color: "Purple", category: "Shoes" }],
    ["most favourited, Purple Shoes", { sort: "favorites", color: "Purple", category: "Shoes" }],
    [
      `price low to high, page ${DEEP_PAGE_OFFSET.toLocaleString("en")} items deep`,
      { sort: "price_asc", cursor: deepPriceCursor },
    ],
  ];
  /** The result count above the results ('128 items'): its own request beside the page's. */
  const counts: [string, FeedQuery][] = [
    ["count, no filter", {}],
    ["count, category + size", { category: "Dresses", size: "M" }],
    ["count, children's jacket 110 cm", { category: "Outerwear", subcategory: "jackets", size: "110cm" }],
    ["count, every filter combined", { search: "coat", category: "Outerwear", gender: "Women", maxPrice: 200 }],
    ['count, "takki"', { search: "takki" }],
    ['count, "merino" (rare)', { search: "merino" }],
    ['count, "lämmin kappa"', { search: "lämmin kappa" }],
    ['count, "mekko" (two tiers)', { search: "mekko" }],
    ['count, brand partial "gucci" (no match)', { brand: "gucci" }],
    ["count, Purple Shoes", { color: "Purple", category: "Shoes" }],
    ['count, "musta mekko" (two tiers)', { search: "musta mekko" }],
  ];

  out(`Each query: ${WARM_UP} warm-up runs, then ${RUNS} measured, through the feed service (listFeed).`);
  for (let round = 1; round <= ROUNDS; round++) {
    out();
    out(`Round ${round} of ${ROUNDS}, load average ${machineLoad()}:`);
    await measure(scenarios);
    await measureCounts(counts);
  }
  out(`Load average at the end: ${machineLoad()}.`);

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
  await embedded?.stop();
}

async function listingCount(): Promise<number> {
  const result = await db.execute<{ listings: number }>(sql`select count(*) as listings from products`);
  return result.rows[0]?.listings ?? 0;
}

/** Each scenario's p50/p95 and the indexes its plan reads `products` through, as a table. */
async function measure(scenarios: [string, FeedQuery][]) {
  const rows: string[][] = [];
  for (const [name, query] of scenarios) {
    const timings: number[] = [];
    let titles: string[] = [];
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      const begin = performance.now();
      const page = await listFeed(db, query);
      if (run >= WARM_UP) timings.push(performance.now() - begin);
      titles = page.items.map((item) => item.title);
    }
    const verdict = await explainFeed(query);
    rows.push([
      name,
      percentile(timings, 50).toFixed(2),
      percentile(timings, 95).toFixed(2),
      String(titles.length),
      String(verdict.buffers),
      verdict.usesIndex ? "yes" : "NO",
      verdict.indexes.join(", "),
      query.search ? garmentsOf(titles) : "",
    ]);
  }
  printTable(["query", "p50 ms", "p95 ms", "items", "buffers", "index", "indexes on products", "garments found"], rows);
}

/** Each count's p50/p95 (countFeed stops one past its cap, so a common filter is a bounded walk). */
async function measureCounts(counts: [string, FeedQuery][]) {
  const rows: string[][] = [];
  for (const [name, query] of counts) {
    const timings: number[] = [];
    let found = "";
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      const begin = performance.now();
      const result = await countFeed(db, query);
      if (run >= WARM_UP) timings.push(performance.now() - begin);
      found = `${result.count}${result.more ? "+" : ""}`;
    }
    rows.push([name, percentile(timings, 50).toFixed(2), percentile(timings, 95).toFixed(2), found]);
  }
  printTable(["count", "p50 ms", "p95 ms", "found"], rows);
}

/** The different garments (a generated title's last word) a searched page shows: the forms it found. */
function garmentsOf(titles: string[]): string {
  return [...new Set(titles.map((title) => title.split(" ").at(-1)?.toLowerCase() ?? ""))].sort().join(" ");
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

/** The cursor a visitor would hold after `offset` listings, cheapest first. */
async function cheapestCursorAfter(offset: number): Promise<string> {
  const result = await db.execute<{ id: string; created_at: string; price_cents: number }>(sql`
    select id, price_cents, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at
    from products where status = 'active'
    order by price_cents, id offset ${offset - 1} limit 1`);
  const row = result.rows[0];
  if (!row) throw new Error("not enough listings for the deep page");
  return encodeCursor({ createdAt: row.created_at, id: row.id, priceCents: row.price_cents }, "price_asc");
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
