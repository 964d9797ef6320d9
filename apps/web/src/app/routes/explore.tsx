import { useSession } from "@/features/auth/session-provider";
import { BrowseListings } from "@/features/listings/components/browse/browse-listings";
import { ExploreHeader } from "@/features/listings/components/browse/explore-header";
import { renderSaveSearch } from "../shells/render-save-search";
import { useCardHeart } from "../shells/use-card-heart";

/** docs/product-rules.md#feed /app: the signed-in home, the same browsing as / under a compact header. */
export function Component() {
  const { profile } = useSession();
  const heart = useCardHeart();

  return (
    <>
      <ExploreHeader name={profile?.displayName ?? null} />
      <BrowseListings renderAction={heart} renderSearchAction={renderSaveSearch} />
    </>
  );
}
