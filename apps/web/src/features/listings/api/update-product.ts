import type { UpdateProductInput } from "@kierto/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";
import { listingKeys } from "./query-keys";

/** Changes one's own listing; `status: "active"` publishes a draft. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: messages.listings.sell.error },
    mutationFn: ({ id, changes }: { id: string; changes: UpdateProductInput }) =>
      unwrap(api.products[":id"].$patch({ param: { id }, json: changes })),
    onSuccess: (product) => {
      queryClient.setQueryData(listingKeys.detail(product.id), product);
      return queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
}
