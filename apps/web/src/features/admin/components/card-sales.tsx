import { useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cellClass, DataTable, numericCellClass } from "@/components/ui/data-table";
import { Field } from "@/components/ui/field";
import { useMessages } from "@/i18n";
import { formatDate, formatPrice } from "@/lib/format";
import { type FinanceSale, useCardSales } from "../api/finance-api";
import { useDebouncedValue } from "../use-debounced-value";
import { RefundSaleDialog } from "./refund-sale-dialog";

const REFUNDABLE = new Set(["paid", "delivered", "completed"]);

/**
 * Card sales an admin can look up by id, title or e-mail, with where each one's money stands, and
 * a refund for one the buyer should have back (ADR 0050).
 */
export function CardSales() {
  const t = useMessages().finance.sales;
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), 300);
  const sales = useCardSales(q);
  const [refunding, setRefunding] = useState<FinanceSale | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section aria-labelledby="finance-sales" className="space-y-3">
      <h2 id="finance-sales" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        {t.title}
      </h2>
      <p className="text-stone-600">{t.intro}</p>
      <Field
        label={t.search}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="max-w-sm"
      />
      {sales.isError ? (
        <p className="text-red-700">{t.loadError}</p>
      ) : sales.data && sales.data.sales.length === 0 ? (
        <p className="text-stone-600">{t.empty}</p>
      ) : sales.data ? (
        <DataTable
          columns={[
            { label: t.item },
            { label: t.parties },
            { label: t.amount, numeric: true },
            { label: t.money },
            { label: <span className="sr-only">{t.actions}</span> },
          ]}
        >
          {sales.data.sales.map((sale) => (
            <tr key={sale.id} className="align-top">
              <th scope="row" className={`${cellClass} font-normal`}>
                <span className="font-medium">{sale.product.title}</span>
                <br />
                <span className="text-stone-600">{formatDate(sale.createdAt)}</span>
              </th>
              <td className={cellClass}>
                {t.buyer(sale.buyer.displayName, sale.buyer.email)}
                <br />
                {t.seller(sale.seller.displayName, sale.seller.email)}
              </td>
              <td className={numericCellClass}>{formatPrice(sale.amountCents ?? 0)}</td>
              <td className={cellClass}>
                <Badge tone={sale.moneyStage === "refunded" ? "muted" : "neutral"}>{t.stages[sale.moneyStage]}</Badge>
              </td>
              <td className={`${cellClass} text-right`}>
                {REFUNDABLE.has(sale.state) && sale.moneyStage !== "refunded" ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t.refundLabel(sale.product.title)}
                    onClick={() => setRefunding(sale)}
                  >
                    {t.refund}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </DataTable>
      ) : null}
      {refunding ? (
        <RefundSaleDialog
          sale={refunding}
          onOpenChange={(open) => !open && setRefunding(null)}
          returnFocus={() => heading.current?.focus()}
        />
      ) : null}
    </section>
  );
}
