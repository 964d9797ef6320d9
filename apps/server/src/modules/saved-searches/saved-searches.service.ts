import { SAVED_SEARCH_LIMIT, type SavedSearchFilters } from "@kierto/shared";
import { and, asc, count, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { products, savedSearches, savedSearchMatches, users } from "../../db/schema";
import { HttpError, notFound } from "../../lib/http-error";
import { matchingColumns } from "./search-columns";

/** A saved search as its owner sees it, with the listings found for it since they last opened it. */
export interface SavedSearchView {
  id: string;
  name: string;
  filters: Record<string, string | number | boolean>;
  newMatches: number;
  lastOpenedAt: string;
  createdAt: string;
}

/** The owner's saved searches, oldest first, each with its count of new matches still for sale. */
export async function listSavedSearches(db: Database, userId: string): Promise<SavedSearchView[]> {
  const newMatches = db
    .select({ value: count() })
    .from(savedSearchMatches)
    .innerJoin(products, eq(products.id, savedSearchMatches.productId))
    .where(
      and(
        eq(savedSearchMatches.savedSearchId, savedSearches.id),
        gte(savedSearchMatches.createdAt, savedSearches.lastOpenedAt),
        eq(products.status, "active"),
      ),
    );
  const rows = await db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      filters: savedSearches.filters,
      lastOpenedAt: savedSearches.lastOpenedAt,
      createdAt: savedSearches.createdAt,
      newMatches: sql<number>`(${newMatches})::int`,
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  return rows.map((row) => ({
    ...row,
    lastOpenedAt: row.lastOpenedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Saves a search, at most SAVED_SEARCH_LIMIT per person: the person's own row is locked first, so
 * two saves at once count one after the other and the second of two at 19 is refused.
 */
export async function saveSearch(
  db: Database,
  userId: string,
  input: { name: string; filters: SavedSearchFilters },
  now: Date,
) {
  const columns = matchingColumns(input.filters);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [kept] = await tx.select({ value: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    if ((kept?.value ?? 0) >= SAVED_SEARCH_LIMIT) {
      throw new HttpError(
        409,
        "SAVED_SEARCH_LIMIT",
        `You can keep at most ${SAVED_SEARCH_LIMIT} saved searches.`,
        undefined,
        {
          limit: String(SAVED_SEARCH_LIMIT),
        },
      );
    }
    const [row] = await tx
      .insert(savedSearches)
      .values({ userId, name: input.name, filters: storedFilters(input.filters), ...columns, lastOpenedAt: now })
      .returning({ id: savedSearches.id });
    if (!row) throw new Error("saved search insert returned nothing");
    return { id: row.id, first: kept?.value === 0 };
  });
}

export async function renameSavedSearch(db: Database, userId: string, id: string, name: string) {
  const renamed = await db
    .update(savedSearches)
    .set({ name })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (renamed.length === 0) throw notFound("Saved search not found.");
}

export async function deleteSavedSearch(db: Database, userId: string, id: string) {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw notFound("Saved search not found.");
}

/** Opening a saved search shows its matches: from now on only later ones are new. Returns its filters. */
export async function openSavedSearch(db: Database, userId: string, id: string, now: Date) {
  const [opened] = await db
    .update(savedSearches)
    .set({ lastOpenedAt: now })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ filters: savedSearches.filters });
  if (!opened) throw notFound("Saved search not found.");
  return opened.filters;
}

/** The filters as JSON keeps them: the absent ones left out. */
function storedFilters(filters: SavedSearchFilters): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number | boolean
  >;
}
