import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { withoutItem } from "./favorite-cache";
import type { favoritesQuery } from "./get-favorites";
import { favoriteKeys } from "./query-keys";

type FavoritesData = Awaited<ReturnType<NonNullable<(typeof favoritesQuery)["queryFn"]>>>;

/** docs/product-rules.md#favourites Favorites: the heart removes the item from the list at once ('Error removing favorite' if refused). */
export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: messages.favorites.removeError },
    mutationFn: (id: string) => unwrap(api.products[":id"].favorite.$delete({ param: { id } })),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: favoriteKeys.list });
      const before = queryClient.getQueryData<FavoritesData>(favoriteKeys.list);
      if (before) {
        queryClient.setQueryData<FavoritesData>(favoriteKeys.list, withoutItem(before, id));
      }
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) queryClient.setQueryData(favoriteKeys.list, context.before);
    },
    onSuccess: () => toast.success(messages.favorites.removed),
    // Hearts elsewhere (feed, product page) show the change when next shown.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["products"], refetchType: "none" }),
  });
}
