import { ChevronDown } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useMessages } from "@/i18n";
import { cn } from "@/lib/cn";
import { isMaxApplied, isMinApplied } from "../../browse/feed-filters";
import { activePillClass, pillClass } from "./filter-pills";
import { type PriceRange, wholeEuros } from "./price-range";

const loadPopover = () => import("./price-range-popover");
const PriceRangePopover = lazy(() => loadPopover().then((module) => ({ default: module.PriceRangePopover })));

/**
 * docs/product-rules.md#feed Price filter. The pill is on the first view; the popover with its
 * slider (and the positioning library under it) is downloaded when someone shows interest in it,
 * and opens as it arrives.
 */
export function PriceFilter({ min, max, onChange }: PriceRange) {
  const m = useMessages().listings.filters;
  const [wanted, setWanted] = useState(false);
  const minOn = isMinApplied(min);
  const maxOn = isMaxApplied(max);
  const summary =
    minOn && maxOn
      ? m.priceRange(wholeEuros(min), wholeEuros(max))
      : minOn
        ? m.priceFrom(wholeEuros(min))
        : maxOn
          ? m.priceUpTo(wholeEuros(max))
          : m.price;

  // Until the popover is there, the pill says itself what Radix's trigger will say.
  const pill = (standIn: boolean, onClick?: () => void) => (
    <button
      type="button"
      aria-haspopup={standIn ? "dialog" : undefined}
      aria-expanded={standIn ? false : undefined}
      className={cn(
        pillClass,
        "inline-flex shrink-0 items-center gap-1 pr-2.5 pl-3.5",
        (minOn || maxOn) && activePillClass,
      )}
      aria-label={minOn || maxOn ? `${m.price}: ${summary}` : m.price}
      onPointerEnter={loadPopover}
      onFocus={loadPopover}
      onClick={onClick}
    >
      {summary}
      <ChevronDown aria-hidden className="size-4 text-stone-500" />
    </button>
  );

  if (!wanted) return pill(true, () => setWanted(true));
  return (
    <Suspense fallback={pill(true)}>
      <PriceRangePopover min={min} max={max} onChange={onChange} trigger={pill(false)} />
    </Suspense>
  );
}
