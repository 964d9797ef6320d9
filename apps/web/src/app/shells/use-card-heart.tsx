import type { ProductCardData } from "@/components/ui/product-card";
import { useSession } from "@/features/auth/session-provider";
import { FavoriteButton } from "@/features/favorites/components/favorite-button";
import { messages } from "@/i18n";
import { useGuestPrompt } from "./use-guest-prompt";

/**
 * The heart a feed draws on each card: the viewer's own listings get none, and a guest who taps
 * it is asked to log in. Feeds take it as their `renderAction`.
 */
export function useCardHeart() {
  const { user } = useSession();
  const promptLogin = useGuestPrompt();
  return (product: ProductCardData) => (
    <FavoriteButton
      productId={product.id}
      isFavorite={product.isFavorite}
      isOwn={product.seller.id === user?.id}
      signedIn={Boolean(user)}
      onRequireLogin={() => promptLogin(messages.favorites.guestPrompt)}
    />
  );
}
