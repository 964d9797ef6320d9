import type { ReactNode } from "react";
import type { ProductCardData } from "@/components/ui/product-card";
import { useMessages } from "@/i18n";
import { sortOf, toFeedQuery, withSort } from "../../browse/feed-filters";
import { useFeedFilters } from "../../browse/use-feed-filters";
import { useResultsIntoView } from "../../browse/use-results-into-view";
import { CategoryTiles } from "./category-tiles";
import { FilterBar } from "./filter-bar";
import { FEED_SECTION_ID, ListingsFeed } from "./listings-feed";
import { ResultCount } from "./result-count";
import { SortSelect } from "./sort-select";

/**
 * Home and Explore share this: category tiles, the filter bar and the feed, all driven by the URL.
 * `renderSearchAction` draws a control for the whole search beside the count (Save this search),
 * given the feed's query parameters.
 */
export function BrowseListings({
  renderAction,
  renderSearchAction,
}: {
  renderAction?: (product: ProductCardData) => ReactNode;
  renderSearchAction?: (query: Record<string, string>) => ReactNode;
}) {
  const m = useMessages().listings.feed;
  const { filters, setFilters } = useFeedFilters();
  useResultsIntoView(`${FEED_SECTION_ID}-heading`);
  return (
    <>
      <CategoryTiles filters={filters} />
      <FilterBar filters={filters} onChange={setFilters} />
      <ListingsFeed
        filters={filters}
        heading={filters.featured ? m.featuredHeading : m.heading}
        renderAction={renderAction}
        toolbar={
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <ResultCount filters={filters} />
            <SortSelect value={sortOf(filters)} onChange={(sort) => setFilters((current) => withSort(current, sort))} />
            {renderSearchAction?.(toFeedQuery(filters))}
          </div>
        }
      />
    </>
  );
}
