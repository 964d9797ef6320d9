import { LOADING_SKELETON_COUNT } from "@kierto/shared";
import { SearchX, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ProductCard, type ProductCardData, ProductCardSkeleton, productGridClass } from "@/components/ui/product-card";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { useFollowingFeed } from "../api/get-following-feed";

/**
 * docs/product-rules.md#following-sellers Following: the newest listings of followed sellers as
 * feed cards, 'Load More Items' appending the next page; empty, it says how to follow someone.
 */
export function FollowingFeed({ renderAction }: { renderAction?: (product: ProductCardData) => ReactNode }) {
  const m = useMessages();
  const t = m.follows;
  const feed = useFollowingFeed();
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];

  let body: ReactNode;
  if (feed.isPending) {
    body = (
      <div role="status" aria-label={m.listings.feed.loading} className={productGridClass}>
        {Array.from({ length: LOADING_SKELETON_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (feed.isError && items.length === 0) {
    body = (
      <EmptyState icon={SearchX} title={m.listings.feed.loadError}>
        <Button variant="secondary" onClick={() => feed.refetch()}>
          {m.common.retry}
        </Button>
      </EmptyState>
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState icon={Users} title={t.empty} body={t.emptyHint}>
        <Button asChild>
          <Link to={paths.app.href}>{t.startShopping}</Link>
        </Button>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul className={productGridClass}>
          {items.map((product) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                href={paths.appProduct.href(product.id)}
                action={renderAction?.(product)}
              />
            </li>
          ))}
        </ul>
        <p className="sr-only" aria-live="polite">
          {m.listings.feed.shown(items.length)}
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
              {feed.isFetchingNextPage ? m.listings.feed.loadingMore : m.listings.feed.loadMore}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="following-heading" className="mt-2">
      <h2 id="following-heading" className="mb-4 text-xl font-bold tracking-tight text-stone-900">
        {t.heading}
      </h2>
      {body}
    </section>
  );
}
