import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";
import { listingKeys } from "./query-keys";

/** Deletes one's own listing with its photos; every list that showed it reloads. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: messages.listings.deleteDialog.error },
    mutationFn: (id: string) => unwrap(api.products[":id"].$delete({ param: { id } })),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: listingKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
}
