import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useMessages } from "@/i18n";
import { formatDate, formatPrice } from "@/lib/format";
import { listingOffersQuery, saleOffersQuery } from "../api/offers";

/**
 * Offer history, oldest first, each round with its amount, who made it, when, and its outcome.
 * On a listing (its seller, from My Items to the item's page) every buyer's offers; on a sale
 * (its page, for both parties) the offers between its buyer and seller. Nothing when there are none.
 */
export function OfferHistory(props: { productId: string } | { saleId: string }) {
  const t = useMessages().transactions.offers;
  const headingId = useId();
  const query = useQuery("saleId" in props ? saleOffersQuery(props.saleId) : listingOffersQuery(props.productId));
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id={headingId} className="mb-3 font-semibold text-stone-900">
        {"saleId" in props ? t.saleHeading : t.heading}
      </h2>
      <ol className="space-y-1 text-sm text-stone-800">
        {items.map((offer) => (
          <li key={offer.id}>
            {formatDate(offer.createdAt, { dateStyle: "medium", timeStyle: "short" })}:{" "}
            {offer.kind === "offer"
              ? t.offerBy(formatPrice(offer.amountCents), offer.round)
              : t.counterBy(formatPrice(offer.amountCents))}{" "}
            {offer.kind === "offer" ? t.fromBuyer : t.fromSeller} · {t.states[offer.state] ?? offer.state}
          </li>
        ))}
      </ol>
    </section>
  );
}
