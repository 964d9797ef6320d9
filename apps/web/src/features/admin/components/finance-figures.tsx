import { cellClass, DataTable, numericCellClass } from "@/components/ui/data-table";
import { useMessages } from "@/i18n";
import { formatPrice } from "@/lib/format";
import type { Finance } from "../api/finance-api";

const FIGURES = [
  "heldForBuyersCents",
  "sellerPendingCents",
  "sellerAvailableCents",
  "sellerDebtCents",
  "payoutsInFlightCents",
  "payoutsFailedCents",
  "commissionEarnedCents",
  "postagePayableCents",
  "protectionCostsCents",
  "providerCashCents",
] as const;

/** Where the money on the platform is, by the ledger: one card a figure, with its count where it has one. */
export function FinanceFigures({ finance }: { finance: Finance }) {
  const t = useMessages().finance;
  const counts: Partial<Record<(typeof FIGURES)[number], string>> = {
    sellerDebtCents: t.sellersInDebt(finance.sellersInDebt),
    payoutsInFlightCents: t.payouts(finance.payoutsInFlight),
    payoutsFailedCents: t.payouts(finance.payoutsFailed),
  };
  return (
    <section aria-label={t.figuresLabel}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {FIGURES.map((key) => (
          <div key={key} className="rounded-2xl border border-stone-200 bg-white p-4">
            <dt className="text-sm text-stone-600">{t.figures[key]}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-stone-900">{formatPrice(finance[key])}</dd>
            {counts[key] ? <dd className="text-sm text-stone-600">{counts[key]}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Commission earned per calendar month, newest first. */
export function CommissionByMonth({ months }: { months: Finance["commissionByMonth"] }) {
  const t = useMessages().finance;
  return (
    <section aria-labelledby="finance-commission" className="space-y-3">
      <h2 id="finance-commission" className="text-xl font-semibold">
        {t.commissionTitle}
      </h2>
      {months.length === 0 ? (
        <p className="text-stone-600">{t.commissionEmpty}</p>
      ) : (
        <DataTable columns={[{ label: t.month }, { label: t.commission, numeric: true }]}>
          {months.map((row) => (
            <tr key={row.month}>
              <th scope="row" className={`${cellClass} font-normal tabular-nums`}>
                {row.month}
              </th>
              <td className={numericCellClass}>{formatPrice(row.cents)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
