import { lazy, Suspense, useState } from "react";
import { type FavoriteButtonProps, HeartView } from "./heart-view";

const FavoriteToggle = lazy(() => import("./favorite-toggle").then((module) => ({ default: module.FavoriteToggle })));

/**
 * The favourite heart (docs/product-rules.md#favourites Favorite). A guest's heart asks them to
 * log in; the code that changes favourites downloads only for signed-in people, so it stays out
 * of a first visit.
 */
export function FavoriteButton(props: FavoriteButtonProps) {
  const { isFavorite, isOwn, signedIn, variant, onRequireLogin } = props;
  // A click while the code is on its way is kept and made once it arrives, never lost.
  const [clickedEarly, setClickedEarly] = useState(false);
  if (!signedIn) {
    return (
      <HeartView
        isFavorite={isFavorite}
        isOwn={isOwn}
        signedIn={false}
        variant={variant}
        busy={false}
        onToggle={onRequireLogin}
      />
    );
  }
  return (
    <Suspense
      fallback={
        <HeartView
          isFavorite={isFavorite}
          isOwn={isOwn}
          signedIn
          variant={variant}
          busy={clickedEarly}
          onToggle={() => setClickedEarly(true)}
        />
      }
    >
      <FavoriteToggle {...props} clickedEarly={clickedEarly} />
    </Suspense>
  );
}
