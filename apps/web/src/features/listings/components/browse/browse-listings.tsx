import type { ReactNode } from "react";
import type { ProductCardData } from "@/components/ui/product-card";
import { useMessages } from "@/i18n";
import { useFeedFilters } from "../../browse/use-feed-filters";
import { CategoryTiles } from "./category-tiles";
import { FilterBar } from "./filter-bar";
import { ListingsFeed } from "./listings-feed";

/** Home and Explore share this: category tiles, the filter bar and the feed, all driven by the URL. */
export function BrowseListings({ renderAction }: { renderAction?: (product: ProductCardData) => ReactNode }) {
  const m = useMessages().listings.feed;
  const { filters, setFilters } = useFeedFilters();
  return (
    <>
      <CategoryTiles filters={filters} />
      <FilterBar filters={filters} onChange={setFilters} />
      <ListingsFeed
        filters={filters}
        heading={filters.featured ? m.featuredHeading : m.heading}
        renderAction={renderAction}
      />
    </>
  );
}
