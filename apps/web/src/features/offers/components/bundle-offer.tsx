import { HandCoins } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/i18n";
import { formatDate, formatPrice } from "@/lib/format";
import { toast } from "@/lib/toast";
import { useMakeBundleOffer } from "../api/offers";
import { AmountForm } from "./amount-form";

/** What the bundle page knows of an offer on its items (the server's basket view). */
export interface BundleOfferState {
  sellerId: string;
  productIds: string[];
  itemsCents: number;
  /** Null when the bundle takes no offers (an item takes none, or fewer than two can be bought). */
  minimumCents: number | null;
  offer: {
    kind: "offer" | "counter";
    state: "open" | "accepted";
    amountCents: number;
    heldUntil: string | null;
  } | null;
}

/**
 * docs/product-rules.md#offers-and-bundles An offer on the bundle's total, on the bundle page: the form, or where the buyer's
 * offer stands. The answers happen in the chat with the seller, where the offer shows as a card
 * listing its items; an accepted total is what the page's Pay charges.
 */
export function BundleOffer({ bundle, onChanged }: { bundle: BundleOfferState; onChanged(): void }) {
  const offers = useMessages().transactions.offers;
  const t = offers.bundle;
  const make = useMakeBundleOffer(bundle.sellerId);
  const [making, setMaking] = useState(false);
  const { offer } = bundle;
  if (offer) {
    const amount = formatPrice(offer.amountCents);
    const text =
      offer.state === "accepted"
        ? t.accepted(amount, formatDate(offer.heldUntil ?? "", { dateStyle: "medium", timeStyle: "short" }))
        : offer.kind === "counter"
          ? t.countered(amount)
          : t.open(amount);
    return (
      <p role="status" className="flex gap-2 rounded-2xl border border-stone-200 bg-white p-4 text-sm text-stone-800">
        <HandCoins aria-hidden className="mt-0.5 size-4 shrink-0" />
        {text}
      </p>
    );
  }
  if (bundle.minimumCents === null) return null;
  if (!making) {
    return (
      <Button variant="secondary" className="w-full" onClick={() => setMaking(true)}>
        <HandCoins aria-hidden className="size-4" />
        {t.make}
      </Button>
    );
  }
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4">
      <AmountForm
        label={t.amountLabel}
        hint={t.hint(formatPrice(bundle.minimumCents), formatPrice(bundle.itemsCents))}
        submitLabel={offers.send}
        pending={make.isPending}
        onSubmit={(amountCents) =>
          make.mutate(
            { amountCents, productIds: bundle.productIds },
            {
              onSuccess: () => {
                setMaking(false);
                toast.success(offers.sent);
              },
              onSettled: onChanged,
            },
          )
        }
        onCancel={() => setMaking(false)}
      />
    </div>
  );
}
