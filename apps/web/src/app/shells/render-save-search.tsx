import { lazy, Suspense } from "react";

// Its own chunk: the first load of / has no room for it (its JavaScript budget).
const SaveSearchAction = lazy(() => import("./save-search-action"));

/** BrowseListings' renderSearchAction: 'Save this search' beside the feed's count. */
export const renderSaveSearch = (query: Record<string, string>) => (
  <Suspense fallback={null}>
    <SaveSearchAction query={query} />
  </Suspense>
);
