import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import type { Database } from "../../db/client";
import { defineJob, type JobEngine } from "../../platform/jobs";

/** The most favourited order counts favourites of this window (docs/product-rules.md#feed). */
export const RECENT_FAVORITES_WINDOW = "30 days";

export const recentFavoritesJob = defineJob<Record<string, never>>("recent-favorites-recount");
/** Daily, early morning in Finland: a favourite leaves the count within a day of ageing out. */
export const RECENT_FAVORITES_CRON = "17 2 * * *";

/**
 * Recounts `products.recent_favorites` for the listings that have a count, as triggers add and
 * remove favourites but nothing happens when one ages out of the window. Only listings with a
 * count can have one age out, so the work follows the favourited listings, not all of them.
 * Returns how many listings changed.
 */
export async function recountRecentFavorites(db: Database): Promise<number> {
  const result = await db.execute(sql`
    update products set recent_favorites = fresh.count
    from (
      select p.id, (select count(*)::int from favorites f
        where f.product_id = p.id and f.created_at > now() - ${RECENT_FAVORITES_WINDOW}::interval) as count
      from products p where p.recent_favorites > 0
    ) fresh
    where products.id = fresh.id and products.recent_favorites <> fresh.count`);
  return result.rowCount ?? 0;
}

export function registerRecentFavoritesRecount(jobs: JobEngine, deps: Pick<AppDeps, "db">) {
  jobs.register(
    recentFavoritesJob,
    async () => {
      await recountRecentFavorites(deps.db);
    },
    { cron: RECENT_FAVORITES_CRON },
  );
}
