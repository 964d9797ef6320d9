import { LOADING_SKELETON_COUNT } from "@kierto/shared";
import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ProductCard, type ProductCardData, ProductCardSkeleton, productGridClass } from "@/components/ui/product-card";
import { useMessages } from "@/i18n";
import { type FeedPage, useFeed } from "../../api/get-feed";
import type { FeedFilters } from "../../browse/feed-filters";
import { useProductHref } from "../../use-product-href";

export const FEED_SECTION_ID = "latest-listings";

/**
 * docs/product-rules.md#feed Home 'Latest Listings': 12 skeletons while loading, 'No items found', and 'Load More
 * Items' appending the next page. New filters start a new feed from its first page.
 */
export function ListingsFeed({
  filters,
  heading,
  renderAction,
  initialPage,
  emptyText,
  toolbar,
}: {
  filters: FeedFilters & { seller?: string };
  heading: string;
  /** The heart on each active card; composed by the page (favourites are their own feature). */
  renderAction?: (product: ProductCardData) => ReactNode;
  /** A first page that arrived with the page (seller pages), so it is not fetched twice. */
  initialPage?: FeedPage;
  emptyText?: string;
  /** Beside the heading: the count and the sort control on Home and Explore. */
  toolbar?: ReactNode;
}) {
  const messages = useMessages();
  const m = messages.listings.feed;
  const productHref = useProductHref();
  const feed = useFeed(filters, initialPage);
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];
  const headingId = `${FEED_SECTION_ID}-heading`;

  let body: ReactNode;
  if (feed.isPending) {
    body = (
      <div role="status" aria-label={m.loading} className={productGridClass}>
        {Array.from({ length: LOADING_SKELETON_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (feed.isError && items.length === 0) {
    body = (
      <EmptyState icon={SearchX} title={m.loadError}>
        <Button variant="secondary" onClick={() => feed.refetch()}>
          {messages.common.retry}
        </Button>
      </EmptyState>
    );
  } else if (items.length === 0) {
    body = <EmptyState icon={SearchX} title={m.empty} body={emptyText ?? m.emptyHint} />;
  } else {
    body = (
      <>
        <ul className={productGridClass}>
          {items.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} href={productHref(product.id)} action={renderAction?.(product)} />
            </li>
          ))}
        </ul>
        <p className="sr-only" aria-live="polite">
          {m.shown(items.length)}
        </p>
        {feed.hasNextPage && (
          <div className="mt-10 flex justify-center">
            <Button
              variant="secondary"
              size="lg"
              className="min-w-56 rounded-full"
              disabled={feed.isFetchingNextPage}
              onClick={() => feed.fetchNextPage()}
            >
              {feed.isFetchingNextPage ? m.loadingMore : m.loadMore}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section id={FEED_SECTION_ID} aria-labelledby={headingId} className="mt-8 scroll-mt-24">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        {/* Focusable from script only: a search or a tile moves focus here (useResultsIntoView). */}
        <h2
          id={headingId}
          tabIndex={-1}
          className="scroll-mt-24 text-xl md:scroll-mt-32 font-bold tracking-tight text-stone-900"
        >
          {heading}
        </h2>
        {toolbar}
      </div>
      {body}
    </section>
  );
}
