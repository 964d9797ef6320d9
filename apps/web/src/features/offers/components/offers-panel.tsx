import { offerMinimumCents } from "@kierto/shared";
import { useQuery } from "@tanstack/react-query";
import { HandCoins } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/i18n";
import { formatDate, formatPrice } from "@/lib/format";
import { toast } from "@/lib/toast";
import { chatOffersQuery, type Offer, useAnswerOffer, useCounterOffer, useMakeOffer } from "../api/offers";
import { AmountForm } from "./amount-form";

const when = (iso: string) => formatDate(iso, { dateStyle: "medium", timeStyle: "short" });

/**
 * The offers between a chat's buyer and seller as cards with their expiry, and what the reader
 * may do next: the buyer makes an offer, accepts or declines a counter, withdraws their own open
 * offer; the seller accepts, declines or counters. The server decides what is allowed; the panel
 * offers only what the reader's side of each card can do.
 */
export function OffersPanel({
  chatId,
  productId,
  role,
  priceCents,
  offerFloorCents,
  itemForSale,
  startOpen,
}: {
  chatId: string;
  productId: string;
  role: "buyer" | "seller";
  priceCents: number;
  offerFloorCents: number | null;
  itemForSale: boolean;
  /** Came from the product page's Make an offer: the form is open. */
  startOpen: boolean;
}) {
  const t = useMessages().transactions.offers;
  const query = useQuery(chatOffersQuery(chatId));
  const make = useMakeOffer(productId);
  const [making, setMaking] = useState(startOpen);
  const items = query.data?.items ?? [];
  // An offer on a bundle that begins with this item does not stand in the way of one on the item.
  const onListing = items.filter((offer) => offer.bundleCents === null);
  const open = onListing.some((offer) => offer.state === "open");
  const held = onListing.some((offer) => offer.state === "accepted");
  useEffect(() => setMaking(startOpen), [startOpen]);

  if (items.length === 0 && !(role === "buyer" && itemForSale)) return null;
  const canMake = role === "buyer" && itemForSale && !open && !held;

  return (
    <section aria-labelledby="offers-heading" className="border-b border-stone-200 bg-stone-50 px-4 py-3">
      <h2 id="offers-heading" className="flex items-center gap-2 text-sm font-semibold text-stone-900">
        <HandCoins aria-hidden className="size-4" />
        {t.heading}
      </h2>
      {items.length > 0 && (
        <ol className="mt-2 space-y-2">
          {items.map((offer) => (
            <OfferCard key={offer.id} offer={offer} role={role} priceCents={priceCents} />
          ))}
        </ol>
      )}
      {canMake && !making && (
        <Button variant="secondary" className="mt-2" onClick={() => setMaking(true)}>
          {t.makeOffer}
        </Button>
      )}
      {canMake && making && (
        <div className="mt-2">
          <AmountForm
            label={t.amountLabel}
            hint={t.minimumHint(formatPrice(offerMinimumCents(priceCents, offerFloorCents)), formatPrice(priceCents))}
            submitLabel={t.send}
            pending={make.isPending}
            onSubmit={(amountCents) =>
              make.mutate(amountCents, {
                onSuccess: () => {
                  setMaking(false);
                  toast.success(t.sent);
                },
              })
            }
            onCancel={() => setMaking(false)}
          />
        </div>
      )}
    </section>
  );
}

function OfferCard({ offer, role, priceCents }: { offer: Offer; role: "buyer" | "seller"; priceCents: number }) {
  const t = useMessages().transactions.offers;
  const answer = useAnswerOffer();
  const counter = useCounterOffer();
  const [countering, setCountering] = useState(false);
  const amount = formatPrice(offer.amountCents);
  // The seller answers the buyer's offer, the buyer the seller's counter.
  const mine = (offer.kind === "offer") === (role === "buyer");
  const isOpen = offer.state === "open";
  const done = () => toast.success(t.answered);

  return (
    <li className="rounded-xl border border-stone-200 bg-white p-3 text-sm">
      <p className="font-medium text-stone-900">
        {offer.kind === "offer" ? t.offerBy(amount, offer.round) : t.counterBy(amount)}
        <span className="ml-2 text-stone-600">· {t.states[offer.state] ?? offer.state}</span>
      </p>
      {offer.items.length > 0 && <BundleItems offer={offer} />}
      {isOpen && <p className="text-stone-600">{t.expires(when(offer.expiresAt))}</p>}
      {offer.state === "accepted" && offer.heldUntil && (
        <p className="text-stone-700">{t.heldUntil(when(offer.heldUntil))}</p>
      )}
      {isOpen && (
        <div className="mt-2 flex flex-wrap gap-2">
          {!mine && (
            <>
              <Button onClick={() => answer.mutate({ id: offer.id, action: "accept" }, { onSuccess: done })}>
                {t.accept}
              </Button>
              <Button
                variant="secondary"
                onClick={() => answer.mutate({ id: offer.id, action: "decline" }, { onSuccess: done })}
              >
                {t.decline}
              </Button>
              {role === "seller" && offer.kind === "offer" && (
                <Button variant="secondary" onClick={() => setCountering(true)}>
                  {t.counter}
                </Button>
              )}
            </>
          )}
          {mine && role === "buyer" && (
            <Button
              variant="secondary"
              onClick={() => answer.mutate({ id: offer.id, action: "withdraw" }, { onSuccess: done })}
            >
              {t.withdraw}
            </Button>
          )}
        </div>
      )}
      {isOpen && countering && (
        <div className="mt-2">
          <AmountForm
            label={t.counterLabel}
            hint={t.minimumHint(formatPrice(offer.amountCents + 1), formatPrice(offer.bundleCents ?? priceCents))}
            submitLabel={t.sendCounter}
            pending={counter.isPending}
            onSubmit={(amountCents) =>
              counter.mutate(
                { id: offer.id, amountCents },
                {
                  onSuccess: () => {
                    setCountering(false);
                    done();
                  },
                },
              )
            }
            onCancel={() => setCountering(false)}
          />
        </div>
      )}
    </li>
  );
}

/** An offer on a bundle names its items and the bundle's price after the tier discount. */
function BundleItems({ offer }: { offer: Offer }) {
  const t = useMessages().transactions.offers.bundle;
  return (
    <div className="mt-1 text-stone-700">
      <p>{t.total(formatPrice(offer.bundleCents ?? 0))}</p>
      <ul aria-label={t.items} className="mt-1 list-disc pl-5">
        {offer.items.map((item) => (
          <li key={item.productId}>
            {item.title} · {formatPrice(item.priceCents)}
          </li>
        ))}
      </ul>
    </div>
  );
}
