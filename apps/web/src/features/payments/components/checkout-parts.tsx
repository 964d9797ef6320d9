import type { DeliveryMethod } from "@kierto/shared";
import {
  type Category,
  CHECKOUT_SESSION_MINUTES,
  type Condition,
  SERVICE_FEE_RATE,
  type Size,
  serviceFeeCents,
} from "@kierto/shared";
import { Lock, MapPin, Package, Truck } from "lucide-react";
import type { ReactNode } from "react";
import { Avatar } from "@/components/ui/avatar";
import { useMessages } from "@/i18n";
import { formatPrice } from "@/lib/format";

/** The fee in whole per cent; each language writes its own per cent sign. */
const feePercent = Math.round(SERVICE_FEE_RATE * 100);

/** A titled card of the checkout page. */
export function CheckoutCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <h2 id={id} className="mb-3 font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The item's photo, title, size, condition, category and price (docs/product-rules.md#payments Checkout order summary). */
export function OrderSummary({
  product,
}: {
  product: {
    title: string;
    priceCents: number;
    size: Size;
    condition: Condition | null;
    category: Category;
    imageUrl: string | null;
  };
}) {
  const m = useMessages();
  const t = m.payments.checkout;
  const rows: [string, string][] = [
    [t.size, m.options.size(product.size)],
    ...(product.condition ? ([[t.condition, m.options.condition[product.condition]]] as [string, string][]) : []),
    [t.category, m.options.category[product.category]],
  ];
  return (
    <div className="flex gap-4">
      <span className="size-24 shrink-0 overflow-hidden rounded-xl bg-stone-100 sm:size-28">
        {product.imageUrl ? (
          <img src={product.imageUrl} alt={product.title} width={112} height={112} className="size-full object-cover" />
        ) : (
          <span className="flex size-full flex-col items-center justify-center gap-1 text-xs text-stone-600">
            <Package aria-hidden className="size-6" />
            {t.noPhoto}
          </span>
        )}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-stone-900">{product.title}</p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-stone-700">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-stone-600">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-lg font-bold text-stone-900">
          <span className="sr-only">{t.price}: </span>
          {formatPrice(product.priceCents)}
        </p>
      </div>
    </div>
  );
}

/** The seller's initial, name and city. */
export function SellerSummary({ seller }: { seller: { displayName: string; city: string | null } }) {
  return (
    <div className="flex items-center gap-3">
      <Avatar name={seller.displayName} url={null} />
      <div className="min-w-0">
        <p className="truncate font-medium text-stone-900">{seller.displayName}</p>
        {seller.city && (
          <p className="flex items-center gap-1 text-sm text-stone-600">
            <MapPin aria-hidden className="size-4" />
            {seller.city}
          </p>
        )}
      </div>
    </div>
  );
}

/** docs/product-rules.md#payments Checkout delivery badge: hand delivery or shipping, and what each means for the buyer. */
export function DeliveryBadge({ method }: { method: DeliveryMethod }) {
  const t = useMessages().payments.checkout.delivery[method];
  const Icon = method === "hand_delivery" ? MapPin : Truck;
  return (
    <div className="flex items-start gap-3 rounded-xl bg-brand-50 p-3 text-brand-900">
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{t.title}</p>
        <p className="text-sm">{t.body}</p>
      </div>
    </div>
  );
}

/** docs/product-rules.md#limits: the 5% service fee is shown, and the total equals the item price (the fee is not added). */
export function PaymentSummary({ priceCents, postageCents }: { priceCents: number; postageCents: number | null }) {
  const t = useMessages().payments.checkout;
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-stone-700">{t.itemPrice}</dt>
        <dd className="font-medium text-stone-900">{formatPrice(priceCents)}</dd>
      </div>
      {postageCents !== null && (
        <div className="flex justify-between gap-4">
          <dt className="text-stone-700">{t.postage}</dt>
          <dd className="font-medium text-stone-900">{formatPrice(postageCents)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4">
        <dt className="text-stone-700">
          {t.serviceFee(feePercent)}
          <span className="block text-xs text-stone-600">{t.feeIncluded}</span>
        </dt>
        <dd className="text-stone-900">{formatPrice(serviceFeeCents(priceCents))}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-stone-200 pt-2 text-base font-bold text-stone-900">
        <dt>{t.total}</dt>
        <dd>{formatPrice(priceCents + (postageCents ?? 0))}</dd>
      </div>
    </dl>
  );
}

/** Where the card details go, and how long the item is held. */
export function SecurePaymentNote() {
  const t = useMessages().payments.checkout;
  return (
    <p className="flex items-start gap-2 rounded-xl bg-stone-100 p-3 text-sm text-stone-700">
      <Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span>
        <span className="font-semibold text-stone-900">{t.secureTitle}. </span>
        {t.secureBody(CHECKOUT_SESSION_MINUTES)}
      </span>
    </p>
  );
}
