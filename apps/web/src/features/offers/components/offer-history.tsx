import { useQuery } from "@tanstack/react-query";
import { useMessages } from "@/i18n";
import { formatDate, formatPrice } from "@/lib/format";
import { listingOffersQuery } from "../api/offers";

/**
 * A listing's offer history for its seller (from My Items to the item's page): every buyer's
 * offers and the counters, oldest first, each with its state. Nothing when there are none.
 */
export function OfferHistory({ productId }: { productId: string }) {
  const t = useMessages().transactions.offers;
  const query = useQuery(listingOffersQuery(productId));
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="offer-history-heading" className="rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id="offer-history-heading" className="mb-3 font-semibold text-stone-900">
        {t.heading}
      </h2>
      <ol className="space-y-1 text-sm text-stone-800">
        {items.map((offer) => (
          <li key={offer.id}>
            {formatDate(offer.createdAt, { dateStyle: "medium", timeStyle: "short" })}:{" "}
            {offer.kind === "offer"
              ? t.offerBy(formatPrice(offer.amountCents), offer.round)
              : t.counterBy(formatPrice(offer.amountCents))}{" "}
            · {t.states[offer.state] ?? offer.state}
          </li>
        ))}
      </ol>
    </section>
  );
}
