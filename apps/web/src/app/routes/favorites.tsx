import { PageHeading } from "@/components/ui/page-heading";
import { FavoritesGrid } from "@/features/favorites/components/favorites-grid";
import { useMessages } from "@/i18n";

/** docs/product-rules.md#favourites Favorites at /app/favorites. */
export function Component() {
  const m = useMessages().favorites;
  return (
    <>
      <PageHeading title={m.pageTitle}>
        <p className="mt-1 text-stone-600">{m.intro}</p>
      </PageHeading>
      <FavoritesGrid />
    </>
  );
}
