import { parseArgs } from "node:util";
import {
  CATEGORIES,
  COLORS,
  CONDITIONS,
  GENDERS,
  SAVED_SEARCH_LIMIT,
  SIZES,
  savedSearchFiltersSchema,
} from "@kierto/shared";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { createDatabase } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { savedSearches } from "../src/db/schema";
import { createLogger } from "../src/lib/logger";
import { matchingColumns, matchingSearches, matchingSearchesQuery } from "../src/modules/saved-searches";
import { generateListings } from "./generate-listings";
import { machineLoad, out, percentile, printTable, seconds, startScratchDatabase } from "./support";

/**
 * `npm run bench:saved-searches`: matching a new listing against 100,000 saved searches (unless
 * told otherwise) of a realistic mix, in a throw-away embedded PostgreSQL. Prints the time to find
 * one listing's matching searches (the matching job's query, matching-searches.ts) as p50 and p95
 * over a few hundred listings, with how many searches each matched. A measurement, not a test.
 */
const { values: options } = parseArgs({
  options: {
    searches: { type: "string", default: "100000" },
    listings: { type: "string", default: "20000" },
    matched: { type: "string", default: "300" },
  },
});
const SEARCHES = Number(options.searches.replaceAll(/[_,]/g, ""));
const LISTINGS = Number(options.listings.replaceAll(/[_,]/g, ""));
const MATCHED = Number(options.matched);
const BATCH = 1_000;

/**
 * What people save: mostly a word or two (garments in the three languages, inflected, brands),
 * often with a category or a size, sometimes a price ceiling, a brand, a colour or a city.
 */
const WORDS = [
  "takki",
  "takit",
  "talvitakki",
  "villapaita",
  "villapaidat",
  "neule",
  "mekko",
  "mekot",
  "farkut",
  "hame",
  "saappaat",
  "lenkkarit",
  "laukku",
  "huivi",
  "paita",
  "kappa",
  "jacka",
  "tröja",
  "klänning",
  "kjol",
  "jeans",
  "stövlar",
  "väska",
  "coat",
  "sweater",
  "dress",
  "boots",
  "sneakers",
  "scarf",
  "bag",
  "wool",
  "linen",
  "vintage",
  "marimekko",
  "nanso",
  "reima",
  "musta",
  "punainen",
  "villa",
  "nahka",
];
const BRANDS = ["Marimekko", "Makia", "Halti", "Nanso", "Levi's", "Zara", "Reima", "Luhta", "Arket", "Nike"];
const CITIES = ["Helsinki", "Espoo", "Tampere", "Turku", "Oulu"];

/** A small deterministic generator, so every run measures the same searches. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
const next = random(20261127);
const chance = (p: number) => next() < p;
const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;

function randomFilters(): Record<string, string> {
  const filters: Record<string, string> = {};
  if (chance(0.65)) filters.search = chance(0.25) ? `${pick(WORDS)} ${pick(WORDS)}` : pick(WORDS);
  if (chance(0.45)) filters.category = pick(CATEGORIES);
  if (chance(0.35)) filters.size = pick(SIZES);
  if (chance(0.15)) filters.gender = pick(GENDERS);
  if (chance(0.1)) filters.condition = pick(CONDITIONS);
  if (chance(0.08)) filters.color = pick(COLORS);
  if (chance(0.15)) filters.brand = pick(BRANDS);
  if (chance(0.05)) filters.city = pick(CITIES);
  if (chance(0.3)) filters.maxPrice = String(20 + Math.floor(next() * 20) * 10);
  if (chance(0.08)) filters.minPrice = String(10 + Math.floor(next() * 5) * 10);
  if (Object.keys(filters).length === 0) filters.search = pick(WORDS);
  return filters;
}

const logger = createLogger("warn");
const embedded = await startScratchDatabase("saved-searches", logger);
const db = createDatabase(embedded.url, { max: 4 });

try {
  await runMigrations(db);
  let started = performance.now();
  await generateListings(db, LISTINGS);
  out(`Generated ${LISTINGS.toLocaleString("en")} listings in ${seconds(started)}.`);

  started = performance.now();
  const owners = Math.ceil(SEARCHES / (SAVED_SEARCH_LIMIT / 2));
  await db.execute(sql`
    insert into users (name, email, email_verified)
    select 'Bench shopper ' || g, 'shopper-' || g || '@example.test', true from generate_series(1, ${owners}) g`);
  await db.execute(
    sql`insert into profiles (id, display_name) select id, name from users where name like 'Bench shopper %'`,
  );
  const shopperIds = (
    await db.execute<{ id: string }>(sql`select id from users where name like 'Bench shopper %' order by id`)
  ).rows.map((row) => row.id);
  for (let from = 0; from < SEARCHES; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, SEARCHES - from) }, (_, i) => {
      const filters = savedSearchFiltersSchema.parse(randomFilters());
      const userId = shopperIds[(from + i) % shopperIds.length] as string;
      return { userId, name: "Bench search", filters: { ...filters }, ...matchingColumns(filters) };
    });
    await db.insert(savedSearches).values(rows as never);
  }
  await db.execute(sql`vacuum analyze saved_searches`);
  out(
    `Saved ${SEARCHES.toLocaleString("en")} searches of ${owners.toLocaleString("en")} people in ${seconds(started)}.`,
  );

  const sample = (
    await db.execute<{ id: string }>(
      sql`select id from products where status = 'active' order by md5(id::text) limit ${MATCHED}`,
    )
  ).rows.map((row) => row.id);
  // A few runs first, so the measured ones find the table and the functions warm as a busy server would.
  for (const id of sample.slice(0, 10)) await matchingSearches(db, id);
  const times: number[] = [];
  const found: number[] = [];
  for (const id of sample) {
    const start = performance.now();
    const matched = await matchingSearches(db, id);
    times.push(performance.now() - start);
    found.push(matched.length);
  }
  const plans = await Promise.all(sample.slice(0, 50).map((id) => candidatesRead(id)));
  const probe = plans[0]?.indexes.join(", ") || "none (whole table read)";
  out();
  out(
    `Matching one new listing against ${SEARCHES.toLocaleString("en")} saved searches, ${sample.length} listings (${machineLoad()}):`,
  );
  printTable(
    ["p50 ms", "p95 ms", "max ms", "matched p50", "matched p95", "candidates read p50", "index"],
    [
      [
        percentile(times, 50).toFixed(1),
        percentile(times, 95).toFixed(1),
        Math.max(...times).toFixed(1),
        String(percentile(found, 50)),
        String(percentile(found, 95)),
        String(
          percentile(
            plans.map((plan) => plan.rows),
            50,
          ),
        ),
        probe,
      ],
    ],
  );
} finally {
  await db.$client.end();
  await embedded.stop();
}

interface PlanNode {
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Index Recheck"?: number;
  Plans?: PlanNode[];
}

/** How many saved searches EXPLAIN ANALYZE shows read for one listing, and through which indexes. */
async function candidatesRead(productId: string): Promise<{ rows: number; indexes: string[] }> {
  const query = new PgDialect().sqlToQuery(matchingSearchesQuery(productId));
  const result = await db.$client.query<{ "QUERY PLAN": { Plan: PlanNode }[] }>(
    `explain (analyze, format json) ${query.sql}`,
    query.params,
  );
  let rows = 0;
  const indexes = new Set<string>();
  const walk = (node: PlanNode | undefined) => {
    if (!node) return;
    if (node["Index Name"]?.startsWith("saved_searches_")) indexes.add(node["Index Name"]);
    if (node["Relation Name"] === "saved_searches") {
      rows += (node["Actual Rows"] ?? 0) + (node["Rows Removed by Filter"] ?? 0);
    }
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(result.rows[0]?.["QUERY PLAN"][0]?.Plan);
  return { rows, indexes: [...indexes] };
}
