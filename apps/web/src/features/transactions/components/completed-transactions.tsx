import { useQueryClient } from "@tanstack/react-query";
import { Receipt } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ProductThumb } from "@/components/ui/product-thumb";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { formatDate, formatPrice } from "@/lib/format";
import { personName } from "@/lib/person-name";
import {
  type CompletedTransaction,
  completedTransactionsQuery,
  useCompletedTransactions,
} from "../api/get-completed-transactions";

/**
 * docs/product-rules.md#sales Profile Transactions tab: the user's completed sales, each with the other person and
 * an action (the review button, given by the page: `renderAction` gets the sale and a `refresh`
 * to call once it changed it).
 */
export function CompletedTransactions({
  renderAction,
}: {
  renderAction(transaction: CompletedTransaction, refresh: () => void): ReactNode;
}) {
  const m = useMessages();
  const t = m.transactions.completed;
  const queryClient = useQueryClient();
  const list = useCompletedTransactions();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: completedTransactionsQuery.queryKey });

  if (list.isPending) return <p className="py-6 text-center text-stone-600">{m.common.loading}</p>;
  if (list.isError) {
    return (
      <EmptyState icon={Receipt} title={t.loadError}>
        <Button variant="secondary" onClick={() => list.refetch()}>
          {m.common.retry}
        </Button>
      </EmptyState>
    );
  }
  if (list.data.items.length === 0) return <EmptyState icon={Receipt} title={t.empty} body={t.emptyBody} />;

  return (
    <ul aria-label={t.label} className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
      {list.data.items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center gap-4 p-3 sm:flex-nowrap sm:p-4">
          <Link
            to={paths.appProduct.href(item.product.id)}
            className="flex min-w-0 flex-1 items-center gap-4 rounded-lg"
          >
            <ProductThumb cover={item.product.cover} />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-stone-900">{item.product.title}</span>
              <span className="flex items-center gap-1.5 text-sm text-stone-600">
                <Avatar name={item.counterparty.displayName} url={item.counterparty.avatarUrl} size="sm" />
                <span className="truncate">
                  {(item.role === "buyer" ? t.boughtFrom : t.soldTo)(personName(item.counterparty.displayName))}
                </span>
              </span>
              <span className="block text-xs text-stone-500">{t.completedOn(formatDate(item.completedAt))}</span>
            </span>
            <span className="shrink-0 font-semibold text-stone-900">{formatPrice(item.product.priceCents)}</span>
          </Link>
          <div className="shrink-0 max-sm:w-full max-sm:[&>*]:w-full">{renderAction(item, refresh)}</div>
        </li>
      ))}
    </ul>
  );
}
