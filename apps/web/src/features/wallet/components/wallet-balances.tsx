import { useMessages } from "@/i18n";
import { formatPrice } from "@/lib/format";
import type { Wallet } from "../api/wallet-api";

/** The seller's four figures: pending, available, on its way and paid out. */
export function WalletBalances({ balances }: { balances: Wallet["balances"] }) {
  const t = useMessages().wallet;
  const figures = [
    { label: t.balances.available, hint: t.balances.availableHint, cents: balances.availableCents, strong: true },
    { label: t.balances.pending, hint: t.balances.pendingHint, cents: balances.pendingCents },
    { label: t.balances.inTransit, hint: t.balances.inTransitHint, cents: balances.inTransitCents },
    { label: t.balances.paidOut, hint: t.balances.paidOutHint, cents: balances.paidOutCents },
  ];
  return (
    <section aria-label={t.balancesLabel}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className={
              figure.strong
                ? "rounded-xl border border-brand-200 bg-brand-50 p-4"
                : "rounded-xl border border-stone-200 bg-white p-4"
            }
          >
            <dt className="text-sm font-medium text-stone-700">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-stone-900 tabular-nums">{formatPrice(figure.cents)}</dd>
            <dd className="mt-1 text-xs text-stone-600">{figure.hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
