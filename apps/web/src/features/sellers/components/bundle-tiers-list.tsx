import type { BundleTier } from "@kierto/shared";
import { Package } from "lucide-react";
import { useMessages } from "@/i18n";

/** A seller's bundle discounts on their page; nothing when they offer none. */
export function BundleTiersList({ tiers }: { tiers: BundleTier[] }) {
  const t = useMessages().sellers.bundleTiers;
  if (tiers.length === 0) return null;
  return (
    <section
      aria-labelledby="bundle-discounts-heading"
      className="mb-6 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <h2 id="bundle-discounts-heading" className="mb-2 flex items-center gap-2 font-semibold text-stone-900">
        <Package aria-hidden className="size-4" />
        {t.heading}
      </h2>
      <ul className="flex flex-wrap gap-2 text-sm text-stone-800">
        {tiers.map((tier) => (
          <li key={tier.minItems} className="rounded-full bg-brand-50 px-3 py-1">
            {t.tier(tier.minItems, tier.percent)}
          </li>
        ))}
      </ul>
    </section>
  );
}
