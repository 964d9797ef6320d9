import { Heart } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/i18n";
import { cn } from "@/lib/cn";
import { useSetFavorite } from "../api/set-favorite";

interface FavoriteButtonProps {
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

/** The favourite heart (docs/product-rules.md#favourites Favorite), with its toasts. */
export function FavoriteButton({
  productId,
  isFavorite,
  isOwn,
  signedIn,
  onRequireLogin,
  variant = "icon",
}: FavoriteButtonProps) {
  const m = useMessages().favorites;
  const setFavorite = useSetFavorite();
  const busy = setFavorite.isPending;

  const toggle = () => {
    if (!signedIn) return onRequireLogin();
    // A second click waits for the first answer, so the two requests cannot cross.
    if (isOwn || busy) return;
    setFavorite.mutate({ id: productId, favorite: !isFavorite });
  };

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
