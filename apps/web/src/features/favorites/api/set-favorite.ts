import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";

/** Every cached query that holds listings (feed pages, a product, My Items, Favorites). */
const listingQueries = { queryKey: ["products"] };

/** A copy of `data` where the listing `id` has `isFavorite: value`; untouched parts keep their identity. */
function withFavorite(data: unknown, id: string, value: boolean): unknown {
  if (Array.isArray(data)) {
    const next = data.map((item) => withFavorite(item, id, value));
    return next.some((item, index) => item !== data[index]) ? next : data;
  }
  if (data && typeof data === "object") {
    const record = data as Record<string, unknown>;
    if (record.id === id && typeof record.isFavorite === "boolean") {
      return record.isFavorite === value ? data : { ...record, isFavorite: value };
    }
    let changed = false;
    const next: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(record)) {
      next[key] = withFavorite(item, id, value);
      if (next[key] !== item) changed = true;
    }
    return changed ? next : data;
  }
  return data;
}

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
    mutationFn: ({ id, favorite }: { id: string; favorite: boolean }) => {
      const route = api.products[":id"].favorite;
      return unwrap(favorite ? route.$put({ param: { id } }) : route.$delete({ param: { id } }));
    },
    onMutate: async ({ id, favorite }) => {
      await queryClient.cancelQueries(listingQueries);
      showFavorite(queryClient, id, favorite);
    },
    onError: (error, { id, favorite }) => {
      console.error("Updating a favourite failed", error);
      showFavorite(queryClient, id, !favorite);
      toast.error(messages.favorites.error);
    },
    onSuccess: (_, { favorite }) => {
      toast.success(favorite ? messages.favorites.added : messages.favorites.removed);
    },
    // The Favorites list gains or loses a row; it reloads when next shown.
    onSettled: () => queryClient.invalidateQueries({ ...listingQueries, refetchType: "none" }),
  });
}
