import { REVIEW_RATING_MAX } from "@kierto/shared";
import { Star } from "lucide-react";
import { useId } from "react";
import { useMessages } from "@/i18n";
import { cn } from "@/lib/cn";

/**
 * docs/product-rules.md#reviews Review: 1 to 5 stars. Native radio buttons under the stars, so arrow keys move the
 * rating and a screen reader announces '4 stars, 4 of 5'.
 */
export function StarRatingInput({ value, onChange }: { value: number; onChange(value: number): void }) {
  const m = useMessages().reviews.dialog;
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-stone-800">{m.rating}</legend>
      <div className="flex gap-1">
        {Array.from({ length: REVIEW_RATING_MAX }, (_, index) => {
          const stars = index + 1;
          return (
            <label
              key={stars}
              className="relative cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                // Over the star, invisible: the star is what people see and click.
                className="absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0"
              />
              <span className="sr-only">{m.star(stars)}</span>
              <Star
                aria-hidden
                className={cn("size-8", stars <= value ? "fill-amber-400 text-amber-500" : "text-stone-400")}
              />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
