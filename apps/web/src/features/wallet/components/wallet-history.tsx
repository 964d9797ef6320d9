import { Link } from "react-router";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { formatDate, formatPrice } from "@/lib/format";
import type { WalletEntry } from "../api/wallet-api";

/** Money into the seller's balance reads +, money out of it (a refund, a withdrawal) reads -. */
function signedAmount(entry: WalletEntry) {
  const total = entry.pendingCents + entry.availableCents + entry.inTransitCents;
  if (entry.kind === "payout_requested" || entry.kind === "payout_paid") return -entry.amountCents;
  if (entry.kind === "payout_failed") return entry.amountCents;
  return total;
}

/** Every movement of the seller's money, newest first, each with its sale's item. */
export function WalletHistory({ entries, limit }: { entries: WalletEntry[]; limit: number }) {
  const t = useMessages().wallet.history;
  return (
    <section aria-labelledby="wallet-history" className="space-y-3">
      <h2 id="wallet-history" className="text-lg font-semibold text-stone-900">
        {t.heading}
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-stone-600">{t.empty}</p>
      ) : (
        <>
          <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {entries.map((entry) => {
              const amount = signedAmount(entry);
              return (
                <li key={entry.id} className="flex items-start justify-between gap-3 p-4">
                  <div className="min-w-0">
                    <p className="font-medium text-stone-900">{t.kinds[entry.kind]}</p>
                    <p className="truncate text-sm text-stone-600">
                      {formatDate(entry.createdAt)}
                      {entry.sale?.productId && (
                        <>
                          {" · "}
                          <Link
                            to={paths.appProduct.href(entry.sale.productId)}
                            className="text-brand-800 underline underline-offset-2"
                          >
                            {entry.sale.productTitle}
                          </Link>
                        </>
                      )}
                    </p>
                  </div>
                  <p
                    className={
                      amount < 0
                        ? "font-semibold text-stone-700 tabular-nums"
                        : "font-semibold text-emerald-800 tabular-nums"
                    }
                  >
                    {amount > 0 ? "+" : amount < 0 ? "−" : ""}
                    {formatPrice(Math.abs(amount))}
                  </p>
                </li>
              );
            })}
          </ul>
          {entries.length >= limit && <p className="text-sm text-stone-600">{t.latest(limit)}</p>}
        </>
      )}
    </section>
  );
}
