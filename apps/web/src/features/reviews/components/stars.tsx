import { REVIEW_RATING_MAX } from "@kierto/shared";
import { Star } from "lucide-react";
import { useMessages } from "@/i18n";
import { cn } from "@/lib/cn";

/** A review's rating as five stars, read out as 'n out of 5 stars'. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const m = useMessages().reviews.list;
  return (
    <span role="img" aria-label={m.stars(rating)} className={cn("inline-flex gap-0.5", className)}>
      {Array.from({ length: REVIEW_RATING_MAX }, (_, index) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, not items.
          key={index}
          aria-hidden
          className={cn("size-4", index < rating ? "fill-amber-400 text-amber-500" : "text-stone-300")}
        />
      ))}
    </span>
  );
}
