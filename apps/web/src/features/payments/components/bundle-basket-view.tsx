import { postageCents } from "@kierto/shared";
import { CircleAlert, Package, ShoppingBag, Trash2, XCircle } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { PageHeading } from "@/components/ui/page-heading";
import { ProductThumb } from "@/components/ui/product-thumb";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { ApiError } from "@/lib/api-client";
import { formatPrice } from "@/lib/format";
import { personName } from "@/lib/person-name";
import { type BundleBasket, useBundleCheckout, useRemoveFromBundle } from "../api/bundles";
import type { PickupPointMatch } from "../api/search-pickup-points";
import { CheckoutCard, SecurePaymentNote } from "./checkout-parts";
import { DeliveryChoice } from "./delivery-choice";
import { PickupPointPicker } from "./pickup-point-picker";

/**
 * One seller's bundle: the items, the subtotal, the tier reached and its discount, one parcel's
 * postage and the total, all as the server priced them, and Pay. Pay sends the delivery choice
 * only; an item sold meanwhile comes back as a refusal naming it, and the basket is read again.
 */
export function BundleBasketView({
  basket,
  cancelled,
  offerSlot,
}: {
  basket: BundleBasket;
  cancelled: boolean;
  /** The offer on the bundle's total, which the offers feature draws. */
  offerSlot?: ReactNode;
}) {
  const m = useMessages();
  const t = m.payments.bundle;
  const remove = useRemoveFromBundle();
  const checkout = useBundleCheckout(basket.seller.id);
  const [dropped, setDropped] = useState(false);
  const [chosen, setChosen] = useState<"hand_delivery" | "shipping" | null>(null);
  const [point, setPoint] = useState<PickupPointMatch | null>(null);
  const { delivery } = basket;
  const method = chosen ?? (delivery.handDelivery ? "hand_delivery" : "shipping");
  const shipping = method === "shipping" && delivery.shipping && delivery.parcelSize !== null;
  const postage =
    shipping && point && delivery.parcelSize ? postageCents(point.point.carrier, delivery.parcelSize) : null;
  const buyable = basket.items.filter((item) => item.available);
  const nextTier = basket.tiers.find((tier) => tier.minItems > buyable.length);
  const noDelivery = buyable.length > 0 && !delivery.shipping && !delivery.handDelivery;
  const processing = checkout.isPending || checkout.isSuccess;
  // A total the seller accepted for these items is what Pay charges (the server decides; this shows it).
  const agreedCents = basket.offer?.state === "accepted" ? Math.min(basket.offer.amountCents, basket.itemsCents) : null;
  const total = (agreedCents ?? basket.itemsCents) + (shipping ? (postage ?? delivery.postageFromCents ?? 0) : 0);

  const pay = () =>
    checkout.mutate(
      shipping && point ? { method: "shipping", pickupPointId: point.point.id } : { method: "hand_delivery" },
      {
        onSuccess: ({ url }) => window.location.assign(url),
        onError: (error) => setDropped(error instanceof ApiError && error.code === "BUNDLE_ITEM_UNAVAILABLE"),
      },
    );

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading title={t.heading(personName(basket.seller.displayName))} />
      <p className="mb-4 text-stone-700">{t.intro}</p>
      {cancelled && <Notice icon={XCircle}>{t.cancelled}</Notice>}
      {dropped && <Notice icon={CircleAlert}>{t.dropped}</Notice>}
      {basket.items.length === 0 ? (
        <div className="rounded-2xl border border-stone-200 bg-white p-6">
          <p className="mb-4 text-stone-700">{t.empty}</p>
          <Button asChild variant="secondary">
            <Link to={paths.user.href(basket.seller.id)}>{t.backToSeller}</Link>
          </Button>
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] lg:items-start">
          <div className="space-y-4">
            <CheckoutCard id="bundle-items" title={t.items}>
              <ul className="divide-y divide-stone-200" aria-label={t.items}>
                {basket.items.map((item) => (
                  <li key={item.id} className="flex items-center gap-3 py-2">
                    <ProductThumb cover={item.cover} />
                    <div className="min-w-0 flex-1">
                      <Link to={paths.product.href(item.id)} className="block truncate font-medium hover:underline">
                        {item.title}
                      </Link>
                      {item.available ? (
                        <p className="text-sm text-stone-700">{formatPrice(item.priceCents)}</p>
                      ) : (
                        <p className="text-sm text-amber-800">{t.unavailable}</p>
                      )}
                    </div>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t.remove(item.title)}
                      disabled={remove.isPending || processing}
                      onClick={() => remove.mutate(item.id)}
                    >
                      <Trash2 aria-hidden className="size-4" />
                    </Button>
                  </li>
                ))}
              </ul>
              <Link to={paths.user.href(basket.seller.id)} className="mt-3 inline-block text-sm font-medium underline">
                {t.backToSeller}
              </Link>
            </CheckoutCard>
            {(delivery.shipping || delivery.handDelivery) && (
              <CheckoutCard id="bundle-delivery" title={m.payments.checkout.delivery.heading}>
                {delivery.shipping && delivery.handDelivery ? (
                  <DeliveryChoice method={method} onChange={setChosen} />
                ) : (
                  !delivery.shipping && <p className="text-sm text-stone-700">{t.handDelivery}</p>
                )}
                {shipping && delivery.parcelSize && (
                  <PickupPointPicker sizeClass={delivery.parcelSize} chosen={point} onChoose={setPoint} />
                )}
              </CheckoutCard>
            )}
          </div>
          <div className="space-y-4">
            <CheckoutCard id="bundle-summary" title={m.payments.checkout.paymentSummary}>
              <div className="space-y-2 text-sm" data-testid="bundle-summary">
                <dl className="space-y-2">
                  <Line label={t.subtotal} value={formatPrice(basket.subtotalCents)} />
                  {basket.tier && (
                    <Line label={t.discount(basket.tier.percent)} value={`−${formatPrice(basket.discountCents)}`} />
                  )}
                  {agreedCents !== null && <Line label={t.agreed} value={formatPrice(agreedCents)} />}
                  {shipping && (
                    <Line
                      label={t.postage}
                      value={
                        postage !== null
                          ? formatPrice(postage)
                          : t.postageFrom(formatPrice(delivery.postageFromCents ?? 0))
                      }
                    />
                  )}
                  <Line
                    label={t.total}
                    value={formatPrice(total)}
                    className="border-t border-stone-200 pt-2 text-base font-semibold"
                  />
                </dl>
                {!basket.tier && <p className="text-stone-700">{t.noDiscount}</p>}
                {nextTier && (
                  <p className="flex items-center gap-2 text-brand-800">
                    <Package aria-hidden className="size-4" />
                    {t.nextTier(nextTier.minItems - buyable.length, nextTier.percent)}
                  </p>
                )}
              </div>
            </CheckoutCard>
            {offerSlot}
            <SecurePaymentNote />
            {noDelivery && <Notice icon={CircleAlert}>{t.noCommonDelivery}</Notice>}
            {shipping && !point && <p className="text-sm text-stone-700">{m.payments.checkout.pickup.choosePoint}</p>}
            <Button
              size="lg"
              className="w-full"
              disabled={processing || buyable.length === 0 || noDelivery || (shipping && !point)}
              onClick={pay}
            >
              <ShoppingBag aria-hidden className="size-4" />
              {processing ? t.processing : t.pay(formatPrice(total))}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

function Line({ label, value, className = "" }: { label: string; value: string; className?: string }) {
  return (
    <div className={`flex justify-between gap-4 ${className}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

function Notice({ icon: Icon, children }: { icon: typeof XCircle; children: string }) {
  return (
    <div
      role="status"
      className="mb-4 flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950"
    >
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <p className="text-sm">{children}</p>
    </div>
  );
}
