import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { listingKeys } from "./query-keys";

/** Deletes one's own listing with its photos; every list that showed it reloads. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.products[":id"].$delete({ param: { id } })),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: listingKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
}
