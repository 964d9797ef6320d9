import { useParams, useSearchParams } from "react-router";
import { CenteredLoading } from "@/components/ui/centered-loading";
import { BundleOffer } from "@/features/offers/components/bundle-offer";
import { useBasket } from "@/features/payments/api/bundles";
import { BundleBasketView } from "@/features/payments/components/bundle-basket-view";
import { useMessages } from "@/i18n";
import { usePageTitle } from "@/lib/use-page-title";

/** The buyer's bundle from one seller at /app/bundles/{sellerId}: its items, its price, and Pay. */
export function Component() {
  const m = useMessages();
  const { sellerId = "" } = useParams();
  const [params] = useSearchParams();
  const basket = useBasket(sellerId);
  usePageTitle(m.payments.bundle.pageTitle);
  if (!basket.data) return <CenteredLoading />;
  const data = basket.data;
  return (
    <BundleBasketView
      basket={data}
      cancelled={params.get("cancelled") === "1"}
      offerSlot={
        <BundleOffer
          bundle={{
            sellerId,
            productIds: data.items.map((item) => item.id),
            itemsCents: data.itemsCents,
            minimumCents: data.offerMinimumCents,
            offer: data.offer,
          }}
          onChanged={() => basket.refetch()}
        />
      }
    />
  );
}
