import type { CreateProductInput } from "@kierto/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";
import { listingKeys } from "./query-keys";

/** Lists an item, or saves it as a draft (`status: "draft"`). */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: messages.listings.sell.error },
    mutationFn: (listing: CreateProductInput) => unwrap(api.products.$post({ json: listing })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
