import { and, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sessions } from "../../db/schema";
import type { Logger } from "../../lib/logger";

/** How often the instance looks for streams whose heartbeat is due. */
const TICK_MS = 1000;
/** Session ids read in one query; a tick with more due sends several. */
const IDS_PER_QUERY = 1000;

export interface Heartbeats {
  /**
   * Calls `beat(true)` about every interval while the stream's session exists and has not expired,
   * and `beat(false)` once it does not (or could not be read): the stream should end then.
   * Returns the function that stops the beats.
   */
  add(sessionId: string, beat: (live: boolean) => void): () => void;
}

interface Entry {
  sessionId: string;
  due: number;
  beat: (live: boolean) => void;
}

/**
 * The heartbeats of every live stream on this instance, checked together: each tick reads the
 * sessions of the streams that are due in one query, instead of every stream querying on its own
 * timer (1,000 open tabs made 1,000 queries every interval, in bursts that held the pool from the
 * sends). A stream's first beat comes at a random point in its first interval, so the tabs that
 * reconnect together after a restart do not beat together ever after.
 */
export function createHeartbeats(db: Database, logger: Logger, intervalMs: number): Heartbeats {
  const entries = new Set<Entry>();
  let timer: NodeJS.Timeout | undefined;
  let checking = false;

  async function tick() {
    // A slow database: the streams stay due and the next free tick takes them.
    if (checking) return;
    const now = Date.now();
    const due = [...entries].filter((entry) => entry.due <= now);
    if (due.length === 0) return;
    checking = true;
    let live: Set<string> | undefined;
    try {
      live = await liveSessions([...new Set(due.map((entry) => entry.sessionId))]);
    } catch (error) {
      // Unknown is treated as ended: the tabs reconnect, and a live session is let in again.
      logger.error("realtime: checking the sessions of live streams failed", { error });
    } finally {
      checking = false;
    }
    for (const entry of due) {
      if (!entries.has(entry)) continue;
      entry.due = now + intervalMs;
      entry.beat(live?.has(entry.sessionId) ?? false);
    }
  }

  async function liveSessions(ids: string[]): Promise<Set<string>> {
    const live = new Set<string>();
    for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(inArray(sessions.id, ids.slice(start, start + IDS_PER_QUERY)), gt(sessions.expiresAt, sql`now()`)));
      for (const row of rows) live.add(row.id);
    }
    return live;
  }

  return {
    add(sessionId, beat) {
      const entry: Entry = { sessionId, due: Date.now() + intervalMs * (0.5 + Math.random() / 2), beat };
      entries.add(entry);
      if (!timer) {
        timer = setInterval(() => void tick(), TICK_MS);
        timer.unref();
      }
      return () => {
        entries.delete(entry);
        if (entries.size === 0) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
  };
}
