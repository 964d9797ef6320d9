import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { ProductThumb } from "@/components/ui/product-thumb";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { formatDate, formatPrice } from "@/lib/format";
import { personName } from "@/lib/person-name";
import type { MyTransaction } from "../api/get-my-transactions";

/** Purchases, Pending or Sales: one row per real transaction, or the tab's empty state. */
export function TransactionList({
  items,
  emptyText,
  emptyIcon,
}: {
  items: MyTransaction[];
  emptyText: string;
  emptyIcon: LucideIcon;
}) {
  const messages = useMessages();
  const m = messages.myItems.transaction;
  const bundleText = messages.payments.bundle;
  if (items.length === 0) return <EmptyState icon={emptyIcon} title={emptyText} />;
  return (
    <ul className="divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white">
      {items.map((item) => {
        const other = personName(item.role === "buyer" ? item.seller.displayName : item.buyer.displayName);
        const done = Boolean(item.completedAt);
        const party =
          item.role === "buyer" ? (done ? m.boughtFrom : m.buyingFrom)(other) : (done ? m.soldTo : m.sellingTo)(other);
        const myFlag = item.role === "buyer" ? item.buyerConfirmed : item.sellerConfirmed;
        const refunded = item.state === "refunded";
        const status = refunded
          ? m.refunded
          : done
            ? m.completed
            : item.state === "reserved"
              ? m.paymentPending
              : myFlag
                ? m.awaitingOther
                : m.awaitingYou;
        return (
          <li key={item.id}>
            <Link to={paths.sale.href(item.id)} className="flex items-center gap-4 p-3 hover:bg-stone-50 sm:p-4">
              <ProductThumb cover={item.product.cover} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-stone-900">
                  {item.bundle ? bundleText.bundleOf(item.bundle.items.length) : item.product.title}
                </span>
                {item.bundle && (
                  <span className="block truncate text-sm text-stone-700">
                    {item.bundle.items.map((bundled) => bundled.title).join(", ")}
                  </span>
                )}
                <span className="block truncate text-sm text-stone-600">{party}</span>
                <span className="block text-xs text-stone-500">
                  {done && item.completedAt
                    ? m.completedOn(formatDate(item.completedAt))
                    : m.startedOn(formatDate(item.createdAt))}
                </span>
              </span>
              <span className="flex shrink-0 flex-col items-end gap-1">
                <span className="font-semibold text-stone-900">
                  {formatPrice(item.amountCents ?? item.product.priceCents)}
                </span>
                <Badge tone={refunded ? "muted" : done ? "success" : "warning"}>{status}</Badge>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
