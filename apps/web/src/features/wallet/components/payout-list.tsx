import { Badge, type BadgeTone } from "@/components/ui/badge";
import { useMessages } from "@/i18n";
import { formatDate, formatPrice } from "@/lib/format";
import type { WalletPayout } from "../api/wallet-api";

const tones: Record<WalletPayout["state"], BadgeTone> = {
  requested: "muted",
  in_transit: "warning",
  paid: "success",
  failed: "dark",
};

/** The seller's withdrawals, newest first, each with where it stands. */
export function PayoutList({ payouts }: { payouts: WalletPayout[] }) {
  const t = useMessages().wallet.payouts;
  return (
    <section aria-labelledby="wallet-payouts" className="space-y-3">
      <h2 id="wallet-payouts" className="text-lg font-semibold text-stone-900">
        {t.heading}
      </h2>
      {payouts.length === 0 ? (
        <p className="text-sm text-stone-600">{t.empty}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
          {payouts.map((payout) => (
            <li
              key={payout.id}
              className="flex flex-wrap items-start justify-between gap-2 p-4"
              data-payout={payout.state}
            >
              <div>
                <p className="font-semibold text-stone-900 tabular-nums">{formatPrice(payout.amountCents)}</p>
                <p className="text-sm text-stone-600">
                  {formatDate(payout.createdAt)} · {t.to(payout.ibanLast4)}
                </p>
                {payout.state === "failed" && payout.failureCode && (
                  <p className="mt-1 text-sm text-red-800">{t.failure(payout.failureCode)}</p>
                )}
              </div>
              <Badge tone={tones[payout.state]}>{t.states[payout.state]}</Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
