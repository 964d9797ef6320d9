import { LogIn, SearchX } from "lucide-react";
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { CenteredLoading } from "@/components/ui/centered-loading";
import { EmptyState } from "@/components/ui/empty-state";
import { paths } from "@/config/paths";
import { useSession } from "@/features/auth/session-provider";
import { listingAbsence, productQuery, useProduct } from "@/features/listings/api/get-product";
import { checkoutAvailability } from "@/features/payments/availability";
import { CheckoutView } from "@/features/payments/components/checkout-view";
import { useMessages } from "@/i18n";
import { usePageTitle } from "@/lib/use-page-title";

/**
 * docs/product-rules.md#payments Checkout at /checkout/{id} and /browse/checkout/{id}. A guest is asked to log in and
 * comes back here; the owner is sent to their listing (docs/product-rules.md#payments Ownership).
 */
export function Component() {
  const m = useMessages();
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { user, loading } = useSession();
  const product = useProduct(id);
  const browse = location.pathname.startsWith("/browse/");
  const productHref = browse ? paths.browseProduct.href(id) : paths.product.href(id);
  const notFound = listingAbsence(product.error) !== undefined;
  const failed = product.isError && !notFound;
  usePageTitle(notFound ? m.listings.product.notFound : m.pages.checkout.title);

  if (failed) return <Navigate to={paths.home.href} replace />;
  if (notFound) {
    return (
      <div className="mx-auto max-w-xl py-10">
        <EmptyState
          icon={SearchX}
          titleAs="h1"
          title={m.listings.product.notFound}
          body={m.listings.product.notFoundBody}
        >
          <Button asChild>
            <Link to={paths.home.href}>{m.listings.product.backToBrowse}</Link>
          </Button>
        </EmptyState>
      </div>
    );
  }
  if (loading || !product.data) return <CenteredLoading />;
  if (product.data.isOwner) return <Navigate to={productHref} replace />;

  // Back to where the buyer came from; a checkout opened directly goes to the item.
  const onBack = () => (location.key === "default" ? navigate(productHref) : navigate(-1));

  return (
    <CheckoutView
      // An accepted offer's price is what the server will charge this buyer.
      product={{
        ...product.data,
        priceCents: Math.min(product.data.agreedPriceCents ?? product.data.priceCents, product.data.priceCents),
      }}
      availability={checkoutAvailability(product.data)}
      signedIn={Boolean(user)}
      cancelled={params.get("cancelled") === "1"}
      onBack={onBack}
      browseHref={paths.home.href}
      productQueryKey={productQuery(id).queryKey}
      logInLink={
        <Button asChild>
          <Link to={paths.auth.href} state={{ from: location.pathname, resume: true }}>
            <LogIn aria-hidden className="size-4" />
            {m.payments.checkout.logInToBuy}
          </Link>
        </Button>
      }
    />
  );
}
