import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type GrowingDelay, growingDelayMs, type RateCounters, type RateDecision, secondsUntil } from "./counters";

interface CounterRow extends Record<string, unknown> {
  allowed: boolean;
  /** int8 values come back from node-postgres as strings. */
  hits: (string | number)[];
}

/**
 * The counters in our own `rate_counters` table. Each decision is one upsert: the row lock that
 * `on conflict do update` takes makes simultaneous calls for one key decide one after the other,
 * each seeing the events the one before it kept. Times are epoch milliseconds read from
 * `Date.now()`, the clock the tests move.
 */
export function createPostgresCounters(db: Database): RateCounters {
  return {
    async hit(key, rule) {
      const now = Date.now();
      const windowMs = rule.windowSeconds * 1000;
      const recent = sql`array(select h from unnest(c.hits) h where h > ${now - windowMs} order by h)`;
      const room = sql`cardinality(${recent}) < ${rule.max}`;
      const row = await upsert(
        db,
        sql`
        insert into rate_counters as c (key, hits, allowed, expires_at)
        values (${key}, array[${now}::bigint], true, ${now + windowMs})
        on conflict (key) do update set
          allowed = ${room},
          hits = case when ${room} then ${recent} || ${now}::bigint else ${recent} end,
          expires_at = case when ${room} then ${now + windowMs} else c.expires_at end
        returning allowed, hits`,
      );
      return decided(row, () => Math.min(...times(row)) + windowMs, now);
    },

    async attempt(key, rule) {
      const now = Date.now();
      const forgetMs = rule.forgetAfterSeconds * 1000;
      const since = now - forgetMs;
      const recent = sql`array(select h from unnest(c.hits) h where h > ${since} order by h)`;
      const latest = sql`coalesce((select max(h) from unnest(c.hits) h where h > ${since}), 0)`;
      // The delay after n remembered attempts is element n + 1 of this list; its last element,
      // the longest delay, stands for every n beyond it.
      const delays = delayTable(rule);
      const delayList = sql`${`{${delays.join(",")}}`}::bigint[]`;
      const due = sql`${now} >= ${latest} + (${delayList})[least(cardinality(${recent}) + 1, ${delays.length})]`;
      const row = await upsert(
        db,
        sql`
        insert into rate_counters as c (key, hits, allowed, expires_at)
        values (${key}, array[${now}::bigint], true, ${now + forgetMs})
        on conflict (key) do update set
          allowed = ${due},
          hits = case when ${due} then ${recent} || ${now}::bigint else ${recent} end,
          expires_at = case when ${due} then ${now + forgetMs} else c.expires_at end
        returning allowed, hits`,
      );
      return decided(row, () => Math.max(...times(row)) + growingDelayMs(rule, times(row).length), now);
    },

    async reset(key) {
      await db.execute(sql`delete from rate_counters where key = ${key}`);
    },

    async prune() {
      const result = await db.execute(sql`delete from rate_counters where expires_at <= ${Date.now()}`);
      return result.rowCount ?? 0;
    },
  };
}

async function upsert(db: Database, statement: ReturnType<typeof sql>): Promise<CounterRow> {
  const result = await db.execute<CounterRow>(statement);
  const row = result.rows[0];
  if (!row) throw new Error("The rate counter upsert returned no row.");
  return row;
}

function times(row: CounterRow): number[] {
  return row.hits.map(Number);
}

function decided(row: CounterRow, freeAt: () => number, now: number): RateDecision {
  return row.allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: secondsUntil(freeAt(), now) };
}

/** The delays (ms) after 0, 1, 2, ... remembered attempts, up to the first that reaches the longest. */
function delayTable(rule: GrowingDelay): number[] {
  const delays: number[] = [];
  for (let n = 0; ; n++) {
    delays.push(growingDelayMs(rule, n));
    if (delays[n] === rule.maxDelaySeconds * 1000 || n > rule.freeAttempts + 64) return delays;
  }
}
