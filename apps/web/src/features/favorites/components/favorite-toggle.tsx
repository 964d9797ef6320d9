import { useEffect, useRef } from "react";
import { useSetFavorite } from "../api/set-favorite";
import { type FavoriteButtonProps, HeartView } from "./heart-view";

/** A signed-in person's heart: sets and clears the favourite, with its toasts. */
export function FavoriteToggle({
  productId,
  isFavorite,
  isOwn,
  variant,
  clickedEarly,
}: Omit<FavoriteButtonProps, "signedIn" | "onRequireLogin"> & {
  /** The heart was clicked before this code arrived: the click is made now, once. */
  clickedEarly: boolean;
}) {
  const setFavorite = useSetFavorite();
  const busy = setFavorite.isPending;
  const toggle = () => {
    // A second click waits for the first answer, so the two requests cannot cross.
    if (isOwn || busy) return;
    setFavorite.mutate({ id: productId, favorite: !isFavorite });
  };
  const earlyClickMade = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the click made while loading, once, on arrival.
  useEffect(() => {
    if (clickedEarly && !earlyClickMade.current) {
      earlyClickMade.current = true;
      toggle();
    }
  }, []);
  return <HeartView isFavorite={isFavorite} isOwn={isOwn} signedIn variant={variant} busy={busy} onToggle={toggle} />;
}
