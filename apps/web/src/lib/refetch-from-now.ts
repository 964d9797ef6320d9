import type { QueryClient, QueryFilters } from "@tanstack/react-query";

/**
 * Reads queries again after a live event or a (re)connection, with requests that start now.
 * `invalidateQueries` alone joins a first load that is still under way, and that load may have
 * read the database before the event was published (or before the stream subscribed), so what it
 * missed would stay missed until the next event; cancelling it first makes the refetch a new
 * request. A load that has data already is cancelled and asked again by `invalidateQueries` too.
 */
export async function refetchFromNow(queryClient: QueryClient, filters: QueryFilters) {
  await queryClient.cancelQueries(filters);
  await queryClient.invalidateQueries(filters);
}
