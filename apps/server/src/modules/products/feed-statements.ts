import type { FeedSort } from "@kierto/shared";
import { type Database, preparedName } from "../../db/client";

/** The feed's values by placeholder name (feedParams in feed.service.ts). */
export type FeedParams = Record<string, unknown>;

/** What listFeed runs: a drizzle statement built with placeholders, run with the values. */
interface FeedStatement<Row> {
  execute(params: FeedParams): Promise<Row[]>;
}

interface Preparable<Row> {
  prepare(name: string): FeedStatement<Row>;
}

/**
 * Built statements kept per shape. Real traffic has few shapes (the first page, a category, a
 * seller's page, their next pages, with or without a viewer); past this many, a new shape is
 * built for its request alone.
 */
const MAX_SHAPES = 64;

/**
 * Parameters that PostgreSQL should see with their values before it plans: the planner weighs a
 * price range or a partial brand or city (ILIKE on a trigram index) by the value itself, and a
 * plan made for one value could be poor for another. Shapes with them keep their built text but
 * are planned on every run (an unnamed statement), as before.
 */
const VALUE_SENSITIVE = ["brand", "city", "minPriceCents", "maxPriceCents"];

const cachesOf = new WeakMap<Database, Map<string, FeedStatement<unknown>>>();
/** Statement names are unique in the process: two Database handles may share one pool's connections. */
let named = 0;

/**
 * The feed statement of this shape (which parameters are present, and whether the feed is
 * its order), built once per Database, since assembling the text is a large part of what a feed
 * request costs the server (docs/decisions/0020). Shapes whose values do not change
 * the best plan are named prepared statements, so each connection parses them once and
 * PostgreSQL may keep their plan; the others are sent unnamed and planned with their values.
 * A newest-first search is a shape like any other, its words and times placeholders too
 * (feed-search.ts); the other orders' searches are not cached here, as its tsquery is written into
 * the statement as a constant for the planner to weigh. The cache holds drizzle's own prepared
 * statements (`.prepare()`), run and read by drizzle.
 */
export function feedStatement<Row>(
  db: Database,
  params: FeedParams,
  sort: FeedSort,
  build: () => Preparable<Row>,
  /** A shape read in more than one way (a walk, then every match) names the way. */
  variant = "",
): FeedStatement<Row> {
  let cache = cachesOf.get(db);
  if (!cache) {
    cache = new Map();
    cachesOf.set(db, cache);
  }
  const names = Object.keys(params).sort();
  const shape = `${sort}${variant && `/${variant}`}:${names.join(",")}`;
  const cached = cache.get(shape) as FeedStatement<Row> | undefined;
  if (cached) return cached;
  const plannedPerValue = names.some((name) => VALUE_SENSITIVE.includes(name));
  // An empty name is node-postgres' unnamed statement: parsed and planned on every run.
  if (cache.size >= MAX_SHAPES) return build().prepare("");
  // Behind a transaction pooler every statement is unnamed (preparedName).
  const statement = build().prepare(plannedPerValue ? "" : preparedName(db, `kierto_feed_${++named}`));
  cache.set(shape, statement as FeedStatement<unknown>);
  return statement;
}
