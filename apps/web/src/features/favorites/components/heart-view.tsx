import { Heart } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/i18n";
import { cn } from "@/lib/cn";

export interface FavoriteButtonProps {
  productId: string;
  isFavorite: boolean;
  /** docs/product-rules.md#favourites Ownership: the heart is disabled on one's own listing. */
  isOwn: boolean;
  signedIn: boolean;
  /** Guests are asked to log in instead (docs/product-rules.md#favourites Product detail). */
  onRequireLogin(): void;
  /** `icon` sits on a card's photo; `full` is the product page's labelled button. */
  variant?: "icon" | "full";
}

/**
 * The heart as it looks (docs/product-rules.md#favourites Favorite); `onToggle` is what a click does
 * and `busy` shows a change on its way.
 */
export function HeartView({
  isFavorite,
  isOwn,
  signedIn,
  variant = "icon",
  busy,
  onToggle: toggle,
}: Omit<FavoriteButtonProps, "productId" | "onRequireLogin"> & { busy: boolean; onToggle(): void }) {
  const m = useMessages().favorites;
  const label = isOwn ? m.ownItem : isFavorite ? m.remove : m.add;
  const heart = (
    <Heart
      aria-hidden
      className={cn("size-5 transition-transform", isFavorite && "fill-red-600 text-red-600", busy && "scale-90")}
    />
  );

  if (variant === "full") {
    return (
      <Button
        variant="secondary"
        size="lg"
        className="w-full"
        onClick={toggle}
        disabled={isOwn}
        title={isOwn ? m.ownItem : undefined}
      >
        {heart}
        {!signedIn ? m.logInToSave : isFavorite ? m.remove : m.add}
      </Button>
    );
  }

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={isOwn}
      aria-label={label}
      title={label}
      className={cn(
        "flex size-9 items-center justify-center rounded-full bg-white/95 text-stone-700 shadow-sm ring-1 ring-stone-900/5 transition",
        "hover:scale-105 hover:text-red-600 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:scale-100 disabled:hover:text-stone-700",
      )}
    >
      {heart}
    </button>
  );
}
