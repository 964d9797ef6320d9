import { AsyncLocalStorage } from "node:async_hooks";
import type { Role } from "@kierto/shared";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { type Database, preparedName } from "../../db/client";
import { profiles } from "../../db/schema";

/** How stale last_seen may get before a request refreshes it (one guarded write a minute). */
const LAST_SEEN_RESOLUTION = sql`now() - interval '60 seconds'`;

/** What a signed-in request needs of the profile beside Better Auth's session and user. */
export interface SessionProfile {
  /** From the profile (docs/product-rules.md#roles-and-admin); read on every request, so a change holds at once. */
  role: Role;
  /** The account's sessions generation (the profiles column): the cookie cache's version. */
  generation: number;
  /** Whether last_seen is a minute old or was never set. */
  seenLongAgo: boolean;
}

/** Every account gets its profile in the step that creates it; "user" is the default role. */
const NO_PROFILE: SessionProfile = { role: "user", generation: 0, seenLongAgo: false };

type ProfileRead = (userId: string) => Promise<SessionProfile>;

const readersOf = new WeakMap<Database, ProfileRead>();
/** Statement names are unique in the process: two Database handles may share one pool's connections. */
let named = 0;

/**
 * The reader of one database: a named prepared statement (drizzle's `.prepare()`), so each
 * connection parses and plans it once.
 */
function readerOf(db: Database): ProfileRead {
  let read = readersOf.get(db);
  if (!read) {
    const statement = db
      .select({
        role: profiles.role,
        generation: profiles.sessionsGeneration,
        seenLongAgo: sql<boolean>`${profiles.lastSeen} is null or ${profiles.lastSeen} < ${LAST_SEEN_RESOLUTION}`,
      })
      .from(profiles)
      .where(eq(profiles.id, sql.placeholder("userId")))
      // Unnamed behind a transaction pooler (preparedName).
      .prepare(preparedName(db, `kierto_session_profile_${++named}`));
    read = async (userId) => (await statement.execute({ userId }))[0] ?? NO_PROFILE;
    readersOf.set(db, read);
  }
  return read;
}

/**
 * The reads of one request, by user id. Better Auth asks for the cookie cache's version more
 * than once while it reads one session, and the session middleware needs the role after it: one
 * request reads the profile once.
 */
const readsOfRequest = new AsyncLocalStorage<Map<string, Promise<SessionProfile>>>();

/** Runs `work` (one request's session read) so that it reads each profile at most once. */
export function withProfileReadOnce<T>(work: () => Promise<T>): Promise<T> {
  return readsOfRequest.run(new Map(), work);
}

/** The profile's session facts: read once per request inside withProfileReadOnce(), otherwise each time. */
export function sessionProfile(db: Database, userId: string): Promise<SessionProfile> {
  const reads = readsOfRequest.getStore();
  let read = reads?.get(userId);
  if (!read) {
    read = readerOf(db)(userId);
    reads?.set(userId, read);
  }
  return read;
}

/**
 * Better Auth's `session.cookieCache.version`: the cached copy of a session is trusted only while
 * the account's sessions generation is the one it was written under (migration 0020 raises it).
 */
export async function cookieCacheVersion(db: Database, userId: string): Promise<string> {
  return String((await sessionProfile(db, userId)).generation);
}

/** Refreshes a stale last_seen; guarded, so two requests at once write it once. */
export async function markSeen(db: Database, userId: string): Promise<void> {
  await db
    .update(profiles)
    .set({ lastSeen: sql`now()` })
    .where(and(eq(profiles.id, userId), or(isNull(profiles.lastSeen), lt(profiles.lastSeen, LAST_SEEN_RESOLUTION))));
}
