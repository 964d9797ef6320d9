import type { ProductCardData } from "@/components/ui/product-card";
import { useSession } from "@/features/auth/session-provider";
import { FavoriteButton } from "@/features/favorites/components/favorite-button";
import { BrowseListings } from "@/features/listings/components/browse/browse-listings";
import { ExploreHeader } from "@/features/listings/components/browse/explore-header";

/** docs/product-rules.md#feed /app: the signed-in home, the same browsing as / under a compact header. */
export function Component() {
  const { user, profile } = useSession();

  const heart = (product: ProductCardData) => (
    <FavoriteButton
      productId={product.id}
      isFavorite={product.isFavorite}
      isOwn={product.seller.id === user?.id}
      signedIn
      onRequireLogin={() => undefined}
    />
  );

  return (
    <>
      <ExploreHeader name={profile?.displayName ?? null} />
      <BrowseListings renderAction={heart} />
    </>
  );
}
