import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { type FeedFilters, readFeedFilters, writeFeedFilters } from "./feed-filters";
import { focusResultsState } from "./use-results-into-view";

export type FilterChange = Partial<FeedFilters> | ((current: FeedFilters) => FeedFilters);

/**
 * The URL is the single source of truth for the browse filters (docs/product-rules.md#feed Home): they are
 * derived from it on every render, so reload, back and forward restore them, and every change
 * is a new history entry.
 */
export function useFeedFilters() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised params are the identity; `params` is a new object on every render.
  const filters = useMemo(() => readFeedFilters(params), [key]);

  const setFilters = useCallback(
    (change: FilterChange, { focusResults = false }: { focusResults?: boolean } = {}) => {
      // React Router hands a functional update the params of the render that created it, so a
      // debounced change (typed brand) would undo one made meanwhile (a picked category). The
      // address bar is always current, so changes apply to it.
      const before = readFeedFilters(new URLSearchParams(window.location.search));
      const next = typeof change === "function" ? change(before) : { ...before, ...change };
      // useResultsIntoView brings the results into view; a submitted search also focuses them.
      setParams(writeFeedFilters(next), { preventScrollReset: true, state: focusResults ? focusResultsState : null });
    },
    [setParams],
  );

  return { filters, setFilters };
}

/** The search string of a URL with these filters, for links (category tiles). */
export function filtersSearch(filters: FeedFilters): string {
  const search = writeFeedFilters(filters).toString();
  return search ? `?${search}` : "";
}
