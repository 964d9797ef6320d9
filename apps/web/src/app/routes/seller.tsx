import { UserX } from "lucide-react";
import { Link, Navigate, useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { CenteredLoading } from "@/components/ui/centered-loading";
import { EmptyState } from "@/components/ui/empty-state";
import { paths } from "@/config/paths";
import { useSession } from "@/features/auth/session-provider";
import { SellerFollow } from "@/features/follows/components/seller-follow";
import { ListingsFeed } from "@/features/listings/components/browse/listings-feed";
import { AddToBundleButton } from "@/features/payments/components/add-to-bundle-button";
import { ViewBundleLink } from "@/features/payments/components/view-bundle-link";
import { ReceivedReviews } from "@/features/reviews/components/received-reviews";
import { useSeller } from "@/features/sellers/api/get-seller";
import { BundleTiersList } from "@/features/sellers/components/bundle-tiers-list";
import { SellerHeader } from "@/features/sellers/components/seller-header";
import { useMessages } from "@/i18n";
import { ApiError } from "@/lib/api-client";
import { personName } from "@/lib/person-name";
import { usePageTitle } from "@/lib/use-page-title";
import { useCardHeart } from "../shells/use-card-heart";
import { useGuestPrompt } from "../shells/use-guest-prompt";

/**
 * A seller's public page at /user/{id} (docs/product-rules.md#accounts-and-profiles): who they are,
 * their listings and their reviews.
 */
export function Component() {
  const m = useMessages();
  const { id = "" } = useParams();
  const heart = useCardHeart();
  const { user } = useSession();
  const promptLogin = useGuestPrompt();
  const seller = useSeller(id);
  const missing = seller.error instanceof ApiError && (seller.error.status === 404 || seller.error.status === 400);
  const failed = seller.isError && !missing;
  usePageTitle(
    seller.data ? m.sellers.pageTitle(personName(seller.data.profile.displayName)) : m.sellers.fallbackTitle,
  );

  if (failed) return <Navigate to={paths.home.href} replace />;
  if (missing) {
    return (
      <div className="mx-auto max-w-xl py-10">
        <EmptyState icon={UserX} titleAs="h1" title={m.sellers.notFound} body={m.sellers.notFoundBody}>
          <Button asChild>
            <Link to={paths.home.href}>{m.listings.product.backToBrowse}</Link>
          </Button>
        </EmptyState>
      </div>
    );
  }
  if (!seller.data) return <CenteredLoading />;
  // A signed-in buyer gathers this seller's items into a bundle; the seller has none of their own.
  const canBundle = Boolean(user) && user?.id !== id;

  return (
    <>
      <SellerHeader
        seller={seller.data}
        followControl={
          <SellerFollow
            sellerId={id}
            sellerName={seller.data.profile.displayName}
            isFollowed={seller.data.isFollowed}
            followerCount={seller.data.followerCount}
            isOwn={user?.id === id}
            signedIn={Boolean(user)}
            onRequireLogin={() => promptLogin(m.follows.guestPrompt)}
          />
        }
      />
      <BundleTiersList tiers={seller.data.bundleTiers} />
      {canBundle && <ViewBundleLink sellerId={id} />}
      <ListingsFeed
        filters={{ featured: false, seller: id }}
        initialPage={seller.data.listings}
        heading={m.sellers.listings(seller.data.activeListingCount)}
        emptyText={m.sellers.noListings}
        renderAction={
          canBundle
            ? (card) => (
                <span className="flex gap-1">
                  <AddToBundleButton productId={card.id} sellerId={id} compact />
                  {heart(card)}
                </span>
              )
            : heart
        }
      />
      <section aria-labelledby="seller-reviews-heading" className="mt-12">
        <h2 id="seller-reviews-heading" className="mb-4 text-xl font-bold tracking-tight text-stone-900">
          {m.reviews.list.heading(seller.data.rating.count)}
        </h2>
        <ReceivedReviews userId={id} />
      </section>
    </>
  );
}
