import { PRICE_FILTER_MAX, PRICE_FILTER_MIN, PRICE_FILTER_STEP } from "@kierto/shared";
import { Popover, Slider } from "radix-ui";
import { type ReactElement, useEffect, useRef, useState } from "react";
import { useMessages } from "@/i18n";
import { FILTER_DEBOUNCE_MS } from "../../browse/feed-filters";
import { wholeEuros as euros, type PriceRange } from "./price-range";

/**
 * docs/product-rules.md#feed Price filter: 0 to 1000 in steps of 10, two thumbs. The feed changes shortly after a
 * thumb is let go (or moved with the keyboard), not on every pixel of a drag. It opens as it
 * mounts: the pill (price-filter) loads it when clicked.
 */
export function PriceRangePopover({ min, max, onChange, trigger }: PriceRange & { trigger: ReactElement }) {
  const m = useMessages().listings.filters;
  const low = min ?? PRICE_FILTER_MIN;
  const high = max ?? PRICE_FILTER_MAX;
  const [range, setRange] = useState([low, high]);
  useEffect(() => setRange([low, high]), [low, high]);
  // A few arrow-key steps in a row are one change of mind: one history entry, one feed reload.
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  const commit = ([nextLow = PRICE_FILTER_MIN, nextHigh = PRICE_FILTER_MAX]: number[]) => {
    clearTimeout(pending.current);
    pending.current = setTimeout(() => onChange({ minPrice: nextLow, maxPrice: nextHigh }), FILTER_DEBOUNCE_MS);
  };

  const [shownLow = low, shownHigh = high] = range;
  const highText = (value: number) => (value >= PRICE_FILTER_MAX ? m.priceMaxOpen(euros(value)) : euros(value));

  return (
    <Popover.Root defaultOpen>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={8}
          className="z-50 w-72 rounded-2xl border border-stone-200 bg-white p-5 shadow-lg"
        >
          <fieldset>
            <legend className="text-sm font-semibold text-stone-900">{m.price}</legend>
            <p className="mt-1 text-sm text-stone-700" aria-hidden>
              {m.priceRange(euros(shownLow), highText(shownHigh))}
            </p>
            <Slider.Root
              min={PRICE_FILTER_MIN}
              max={PRICE_FILTER_MAX}
              step={PRICE_FILTER_STEP}
              minStepsBetweenThumbs={1}
              value={range}
              onValueChange={setRange}
              onValueCommit={commit}
              className="relative mt-5 mb-2 flex h-5 touch-none items-center select-none"
            >
              <Slider.Track className="relative h-1.5 grow rounded-full bg-stone-200">
                <Slider.Range className="absolute h-full rounded-full bg-brand-700" />
              </Slider.Track>
              <Slider.Thumb
                aria-label={m.priceMin}
                aria-valuetext={euros(shownLow)}
                className="block size-5 rounded-full border-2 border-brand-700 bg-white shadow"
              />
              <Slider.Thumb
                aria-label={m.priceMax}
                aria-valuetext={highText(shownHigh)}
                className="block size-5 rounded-full border-2 border-brand-700 bg-white shadow"
              />
            </Slider.Root>
          </fieldset>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
