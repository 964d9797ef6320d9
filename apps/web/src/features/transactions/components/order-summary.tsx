import { Link } from "react-router";
import { ProductThumb } from "@/components/ui/product-thumb";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { formatPrice } from "@/lib/format";
import { personName } from "@/lib/person-name";
import type { SaleDetail } from "../api/get-sale";

const section = "rounded-2xl border border-stone-200 bg-white p-4 sm:p-5";

/** The item, the two parties and the money of a sale, as its own page shows them. */
export function OrderSummary({ sale }: { sale: SaleDetail }) {
  const m = useMessages();
  const t = m.transactions.order;
  const money = sale.money;
  const bundle = sale.bundle;
  const lines: [string, number][] = [
    ...(bundle
      ? ([
          [m.payments.bundle.subtotal, bundle.subtotalCents],
          [m.payments.bundle.discount(bundle.discountPercent), -bundle.discountCents],
        ] as [string, number][])
      : []),
    [t.price, money.priceCents],
    ...(money.postageCents !== null ? ([[t.postage, money.postageCents]] as [string, number][]) : []),
    [t.total, money.totalCents],
    ...(money.refundedCents > 0 ? ([[t.refunded, money.refundedCents]] as [string, number][]) : []),
    [t.fee, -money.commissionCents],
    [t.sellerReceives, money.sellerReceivesCents],
  ];
  return (
    <>
      <section aria-labelledby="order-item" className={section}>
        <h2 id="order-item" className="mb-3 font-semibold text-stone-900">
          {t.item}
        </h2>
        {bundle ? (
          <BundleItems items={bundle.items} label={m.payments.bundle.bundleOf(bundle.items.length)} />
        ) : (
          <Link
            to={paths.appProduct.href(sale.product.id)}
            className="flex items-center gap-4 rounded-lg hover:bg-stone-50"
          >
            <ProductThumb cover={sale.product.cover} />
            <span className="font-medium text-stone-900">{sale.product.title}</span>
          </Link>
        )}
      </section>
      <section aria-labelledby="order-parties" className={section}>
        <h2 id="order-parties" className="mb-3 font-semibold text-stone-900">
          {t.parties}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-stone-600">{t.buyer}</dt>
          <dd>
            <Link className="underline" to={paths.user.href(sale.buyer.id)}>
              {personName(sale.buyer.displayName)}
            </Link>
          </dd>
          <dt className="text-stone-600">{t.seller}</dt>
          <dd>
            <Link className="underline" to={paths.user.href(sale.seller.id)}>
              {personName(sale.seller.displayName)}
            </Link>
          </dd>
        </dl>
      </section>
      <section aria-labelledby="order-money" className={section}>
        <h2 id="order-money" className="mb-3 font-semibold text-stone-900">
          {t.money}
        </h2>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          {lines.map(([label, cents]) => (
            <div key={label} className="contents">
              <dt className="text-stone-600">{label}</dt>
              <dd className="text-right font-medium text-stone-900 tabular-nums">{formatPrice(cents)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}

/** A bundle's items, each at the price it was bought at before the discount. */
function BundleItems({ items, label }: { items: NonNullable<SaleDetail["bundle"]>["items"]; label: string }) {
  return (
    <>
      <p className="mb-2 text-sm text-stone-700">{label}</p>
      <ul className="space-y-2" aria-label={label}>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={paths.appProduct.href(item.id)} className="flex items-center gap-4 rounded-lg hover:bg-stone-50">
              <ProductThumb cover={item.cover} />
              <span className="flex-1 font-medium text-stone-900">{item.title}</span>
              <span className="text-sm text-stone-700 tabular-nums">{formatPrice(item.priceCents)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
