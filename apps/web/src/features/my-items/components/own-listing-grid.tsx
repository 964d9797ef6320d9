import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ProductCard, type ProductCardData, ProductCardSkeleton, productGridClass } from "@/components/ui/product-card";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { useMyProducts } from "../api/get-my-products";

/**
 * A grid of my own listings that pass `filter`, each linking to its product page (docs/product-rules.md#listings
 * Profile: My Listings and Sold Items), or the empty state with its action.
 */
export function OwnListingGrid({
  filter,
  label,
  empty,
}: {
  filter(item: ProductCardData): boolean;
  label: string;
  empty: { icon: LucideIcon; title: string; body?: string; action?: ReactNode };
}) {
  const m = useMessages();
  const products = useMyProducts();

  if (products.isPending) {
    return (
      <ul className={productGridClass} aria-busy="true" aria-label={label}>
        {Array.from({ length: 4 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (products.isError) {
    return (
      <EmptyState icon={empty.icon} title={m.myItems.loadError}>
        <Button variant="secondary" onClick={() => products.refetch()}>
          {m.common.retry}
        </Button>
      </EmptyState>
    );
  }
  const items = products.data.items.filter(filter);
  if (items.length === 0) {
    return (
      <EmptyState icon={empty.icon} title={empty.title} body={empty.body}>
        {empty.action}
      </EmptyState>
    );
  }
  return (
    <ul className={productGridClass} aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <ProductCard product={item} href={paths.product.href(item.id)} showStatus />
        </li>
      ))}
    </ul>
  );
}
