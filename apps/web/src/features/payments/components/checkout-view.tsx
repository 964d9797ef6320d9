import { type DeliveryMethod, offersHandDelivery, type ParcelSizeClass, postageCents } from "@kierto/shared";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Ban, CircleAlert, Clock, LogIn, ShoppingBag, XCircle } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { PageHeading } from "@/components/ui/page-heading";
import { useMessages } from "@/i18n";
import { ApiError } from "@/lib/api-client";
import { formatPrice } from "@/lib/format";
import type { PickupPointMatch } from "../api/search-pickup-points";
import { useStartCheckout } from "../api/start-checkout";
import type { CheckoutAvailability } from "../availability";
import {
  CheckoutCard,
  DeliveryBadge,
  OrderSummary,
  PaymentSummary,
  SecurePaymentNote,
  SellerSummary,
} from "./checkout-parts";
import { DeliveryChoice } from "./delivery-choice";
import { PickupPointPicker } from "./pickup-point-picker";

export interface CheckoutProduct {
  id: string;
  title: string;
  priceCents: number;
  size: Parameters<typeof OrderSummary>[0]["product"]["size"];
  condition: Parameters<typeof OrderSummary>[0]["product"]["condition"];
  category: Parameters<typeof OrderSummary>[0]["product"]["category"];
  deliveryMethod: DeliveryMethod;
  parcelSize: ParcelSizeClass | null;
  photos: { cardUrl: string }[];
  seller: { displayName: string; city: string | null };
}

/** Codes after which the page's view of the item is out of date (someone else got there first). */
const STALE_ITEM_CODES = new Set(["ITEM_SOLD", "ITEM_RESERVED", "ITEM_NOT_AVAILABLE"]);

/**
 * docs/product-rules.md#payments Checkout: the order, the seller, the delivery method, the payment summary and
 * 'Purchase for €{price}'. Pressing it starts a checkout on the server and the browser leaves
 * for the payment provider's page (docs/product-rules.md#payments: idle -> processing -> redirect).
 */
export function CheckoutView({
  product,
  availability,
  signedIn,
  cancelled,
  onBack,
  logInLink,
  browseHref,
  productQueryKey,
}: {
  product: CheckoutProduct;
  availability: CheckoutAvailability;
  signedIn: boolean;
  /** Back from the payment page's Cancel. */
  cancelled: boolean;
  onBack(): void;
  /** The way to the sign-in page that comes back here. */
  logInLink: ReactNode;
  browseHref: string;
  /** Refreshed when the server says the item is no longer free. */
  productQueryKey: readonly unknown[];
}) {
  const m = useMessages();
  const t = m.payments.checkout;
  const queryClient = useQueryClient();
  const start = useStartCheckout(product.id);
  // Once the provider's page is on its way, the button stays busy until the browser leaves.
  const processing = start.isPending || start.isSuccess;
  const [method, setMethod] = useState<"hand_delivery" | "shipping">(
    offersHandDelivery(product.deliveryMethod) ? "hand_delivery" : "shipping",
  );
  const [point, setPoint] = useState<PickupPointMatch | null>(null);
  const shipping = method === "shipping" && product.parcelSize !== null;
  const postage =
    shipping && point && product.parcelSize ? postageCents(point.point.carrier, product.parcelSize) : null;
  const waitingForPoint = shipping && !point;

  const purchase = () =>
    start.mutate(
      point && shipping ? { method: "shipping", pickupPointId: point.point.id } : { method: "hand_delivery" },
      {
        onSuccess: ({ url }) => window.location.assign(url),
        onError: (error) => {
          if (error instanceof ApiError && STALE_ITEM_CODES.has(error.code)) {
            void queryClient.invalidateQueries({ queryKey: productQueryKey });
          }
        },
      },
    );

  return (
    <div className="mx-auto max-w-4xl">
      <Button variant="ghost" size="sm" onClick={onBack} className="mb-4 -ml-2">
        <ArrowLeft aria-hidden className="size-4" />
        {t.back}
      </Button>
      <PageHeading title={m.pages.checkout.title} />
      {cancelled && (
        <Notice icon={XCircle} tone="neutral" title={t.cancelled}>
          {t.cancelledBody}
        </Notice>
      )}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] lg:items-start">
        <div className="space-y-4">
          <CheckoutCard id="order-summary" title={t.orderSummary}>
            <OrderSummary product={{ ...product, imageUrl: product.photos[0]?.cardUrl ?? null }} />
          </CheckoutCard>
          <CheckoutCard id="checkout-seller" title={t.seller}>
            <SellerSummary seller={product.seller} />
          </CheckoutCard>
          <CheckoutCard id="checkout-delivery" title={t.delivery.heading}>
            {product.deliveryMethod === "both" ? (
              <DeliveryChoice method={method} onChange={setMethod} />
            ) : (
              <DeliveryBadge method={product.deliveryMethod} />
            )}
            {shipping && product.parcelSize && (
              <PickupPointPicker sizeClass={product.parcelSize} chosen={point} onChoose={setPoint} />
            )}
          </CheckoutCard>
        </div>
        <div className="space-y-4">
          <CheckoutCard id="payment-summary" title={t.paymentSummary}>
            <PaymentSummary priceCents={product.priceCents} postageCents={postage} />
          </CheckoutCard>
          <SecurePaymentNote />
          {availability === "sold" ? (
            <Notice icon={Ban} tone="warning" title={t.sold}>
              {t.soldBody} <BrowseLink href={browseHref} />
            </Notice>
          ) : availability === "reserved" ? (
            <Notice icon={Clock} tone="warning" title={t.reserved}>
              {t.reservedBody}
            </Notice>
          ) : availability === "unavailable" ? (
            <Notice icon={CircleAlert} tone="warning" title={t.notForSale}>
              <BrowseLink href={browseHref} />
            </Notice>
          ) : signedIn ? (
            <>
              {waitingForPoint && <p className="mb-2 text-sm text-stone-700">{t.pickup.choosePoint}</p>}
              <Button size="lg" className="w-full" disabled={processing || waitingForPoint} onClick={purchase}>
                <ShoppingBag aria-hidden className="size-4" />
                {processing ? t.processing : t.purchase(formatPrice(product.priceCents + (postage ?? 0)))}
              </Button>
            </>
          ) : (
            <Notice icon={LogIn} tone="neutral" title={t.guestTitle}>
              {t.guestBody}
              <span className="mt-3 block">{logInLink}</span>
            </Notice>
          )}
        </div>
      </div>
    </div>
  );
}

function BrowseLink({ href }: { href: string }) {
  const t = useMessages().payments.checkout;
  return (
    <Link to={href} className="font-medium underline">
      {t.browse}
    </Link>
  );
}

function Notice({
  icon: Icon,
  tone,
  title,
  children,
}: {
  icon: typeof Ban;
  tone: "warning" | "neutral";
  title: string;
  children: ReactNode;
}) {
  const colours =
    tone === "warning" ? "border-amber-200 bg-amber-50 text-amber-950" : "border-stone-200 bg-white text-stone-800";
  return (
    <div role="status" className={`mb-4 flex items-start gap-3 rounded-2xl border p-4 ${colours}`}>
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="text-sm">{children}</p>
      </div>
    </div>
  );
}
