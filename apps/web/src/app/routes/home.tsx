import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { useSession } from "@/features/auth/session-provider";
import { BrowseListings } from "@/features/listings/components/browse/browse-listings";
import { HomeHero } from "@/features/listings/components/browse/home-hero";
import { useMessages } from "@/i18n";
import { usePageTitle } from "@/lib/use-page-title";
import { useCardHeart } from "../shells/use-card-heart";
import { useGuestPrompt } from "../shells/use-guest-prompt";

/** docs/product-rules.md#feed Home: hero, category tiles, filter bar and Latest Listings, filters kept in the URL. */
export function Component() {
  const m = useMessages();
  usePageTitle(m.listings.home.pageTitle, m.listings.home.metaDescription);
  const { user } = useSession();
  const navigate = useNavigate();
  const promptLogin = useGuestPrompt();
  const heart = useCardHeart();

  return (
    <>
      <HomeHero onSell={() => (user ? navigate(paths.upload.href) : promptLogin(m.shell.guestToast.sell))} />
      <BrowseListings renderAction={heart} />
    </>
  );
}
