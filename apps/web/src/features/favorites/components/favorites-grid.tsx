import { Heart, HeartOff } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ProductCard, ProductCardSkeleton, productGridClass } from "@/components/ui/product-card";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { useFavorites } from "../api/get-favorites";
import { useRemoveFavorite } from "../api/remove-favorite";

/**
 * docs/product-rules.md#favourites Favorites: saved items with category, price, size, title and seller (or
 * 'Anonymous'); the heart removes one. Empty: 'No favorites yet' and 'Start Shopping'.
 */
export function FavoritesGrid() {
  const m = useMessages();
  const t = m.favorites;
  const favorites = useFavorites();
  const remove = useRemoveFavorite();

  if (favorites.isPending) {
    return (
      <div role="status" aria-label={m.common.loading} className={productGridClass}>
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (favorites.isError) {
    return (
      <EmptyState icon={HeartOff} title={t.loadError}>
        <Button variant="secondary" onClick={() => favorites.refetch()}>
          {m.common.retry}
        </Button>
      </EmptyState>
    );
  }
  const items = favorites.data.items;
  if (items.length === 0) {
    return (
      <EmptyState icon={Heart} title={t.empty} body={t.emptyHint}>
        <Button asChild>
          <Link to={paths.home.href}>{t.startShopping}</Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <>
      <p className="mb-4 text-sm text-stone-600">{t.count(items.length)}</p>
      <ul className={productGridClass}>
        {items.map((item) => (
          <li key={item.id}>
            <ProductCard
              product={item}
              href={paths.appProduct.href(item.id)}
              titleAs="h2"
              eyebrow={m.options.category[item.category]}
              meta={
                <p className="truncate text-xs text-stone-600">
                  {t.soldBy(item.seller.displayName.trim() || t.anonymous)}
                </p>
              }
              actionOnAnyStatus
              action={
                <button
                  type="button"
                  onClick={() => remove.mutate(item.id)}
                  aria-label={`${t.remove}: ${item.title}`}
                  title={t.remove}
                  className="flex size-9 items-center justify-center rounded-full bg-white/95 text-red-600 shadow-sm ring-1 ring-stone-900/5 transition hover:scale-105"
                >
                  <Heart aria-hidden className="size-5 fill-current" />
                </button>
              }
            />
          </li>
        ))}
      </ul>
    </>
  );
}
