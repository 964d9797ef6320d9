import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { withFavorite } from "./favorite-cache";

/** Every cached query that holds listings (feed pages, a product, My Items, Favorites). */
const listingQueries = { queryKey: ["products"] };

function showFavorite(queryClient: QueryClient, id: string, value: boolean) {
  queryClient.setQueriesData(listingQueries, (data: unknown) => withFavorite(data, id, value));
}

/**
 * docs/product-rules.md#favourites Favorite: the heart changes at once everywhere the listing is shown, and changes back
 * with 'Error updating favorites' if the server refuses.
 */
export function useSetFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: messages.favorites.error },
    mutationFn: ({ id, favorite }: { id: string; favorite: boolean }) => {
      const route = api.products[":id"].favorite;
      return unwrap(favorite ? route.$put({ param: { id } }) : route.$delete({ param: { id } }));
    },
    onMutate: async ({ id, favorite }) => {
      await queryClient.cancelQueries(listingQueries);
      showFavorite(queryClient, id, favorite);
    },
    onError: (_error, { id, favorite }) => showFavorite(queryClient, id, !favorite),
    onSuccess: (_, { favorite }) => {
      toast.success(favorite ? messages.favorites.added : messages.favorites.removed);
    },
    // The Favorites list gains or loses a row; it reloads when next shown.
    onSettled: () => queryClient.invalidateQueries({ ...listingQueries, refetchType: "none" }),
  });
}
