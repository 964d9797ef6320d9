import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";
import { reportFailure } from "./query-errors";

/**
 * Every failed query and mutation is logged once and toasted here (lib/query-errors), never in
 * the hooks; a screen changes how its failure shows through the query's or mutation's `meta`.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => reportFailure(`Loading ${JSON.stringify(query.queryKey)}`, error, query.meta),
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) =>
      reportFailure(
        mutation.options.mutationKey ? `A change ${JSON.stringify(mutation.options.mutationKey)}` : "A change",
        error,
        mutation.meta,
      ),
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A refusal (4xx) will not change on retry; a network blip or 5xx might.
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
    },
  },
});
