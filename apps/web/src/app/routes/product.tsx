import { SearchX } from "lucide-react";
import { Link, Navigate, useLocation, useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { paths } from "@/config/paths";
import { useSession } from "@/features/auth/session-provider";
import { FavoriteButton } from "@/features/favorites/components/favorite-button";
import { FollowButton } from "@/features/follows/components/follow-button";
import { listingAbsence, useProduct } from "@/features/listings/api/get-product";
import { ProductSkeleton } from "@/features/listings/components/product/product-skeleton";
import { ProductView } from "@/features/listings/components/product/product-view";
import { ReportListingButton } from "@/features/moderation/components/report-listing-button";
import { OfferHistory } from "@/features/offers/components/offer-history";
import { AddToBundleButton } from "@/features/payments/components/add-to-bundle-button";
import { useMessages } from "@/i18n";
import { usePageTitle } from "@/lib/use-page-title";
import { useGuestPrompt } from "../shells/use-guest-prompt";

/** docs/product-rules.md#listings Product detail at /product/{id}, /browse/product/{id} and /app/product/{id}. */
export function Component() {
  const m = useMessages();
  const { id = "" } = useParams();
  const { user } = useSession();
  const promptLogin = useGuestPrompt();
  const inApp = useLocation().pathname.startsWith(paths.app.path);
  const product = useProduct(id);
  const absence = listingAbsence(product.error);
  const failed = product.isError && !absence;
  const absentTitle = absence === "deleted" ? m.listings.product.deleted : m.listings.product.notFound;
  usePageTitle(
    product.data?.title ?? (absence ? absentTitle : m.listings.product.pageTitle),
    product.data?.description?.slice(0, 160) || undefined,
  );

  // docs/product-rules.md#errors-and-messages: a product that fails to load (toasted by its query) sends the person home (or to /app when signed in).
  if (failed) return <Navigate to={inApp ? paths.app.href : paths.home.href} replace />;
  if (absence) {
    return (
      <div className="mx-auto max-w-xl py-10">
        <EmptyState
          icon={SearchX}
          titleAs="h1"
          title={absentTitle}
          body={absence === "deleted" ? m.listings.product.deletedBody : m.listings.product.notFoundBody}
        >
          <Button asChild>
            <Link to={inApp ? paths.app.href : paths.home.href}>{m.listings.product.backToBrowse}</Link>
          </Button>
        </EmptyState>
      </div>
    );
  }
  if (!product.data) return <ProductSkeleton />;

  const data = product.data;
  return (
    <ProductView
      product={data}
      signedIn={Boolean(user)}
      onRequireLogin={promptLogin}
      reportControl={
        !data.isOwner && data.status !== "draft" && <ReportListingButton productId={data.id} signedIn={Boolean(user)} />
      }
      offerHistory={data.isOwner && <OfferHistory productId={data.id} />}
      bundleControl={
        user &&
        !data.isOwner &&
        data.status === "active" && <AddToBundleButton productId={data.id} sellerId={data.seller.id} />
      }
      followButton={
        !data.isOwner && (
          <FollowButton
            size="sm"
            sellerId={data.seller.id}
            sellerName={data.seller.displayName}
            isFollowed={data.seller.isFollowed}
            signedIn={Boolean(user)}
            onRequireLogin={() => promptLogin(m.follows.guestPrompt)}
          />
        )
      }
      favoriteButton={
        data.status === "active" && (
          <FavoriteButton
            variant="full"
            productId={data.id}
            isFavorite={data.isFavorite}
            isOwn={data.isOwner}
            signedIn={Boolean(user)}
            onRequireLogin={() => promptLogin(m.favorites.guestPrompt)}
          />
        )
      }
    />
  );
}
