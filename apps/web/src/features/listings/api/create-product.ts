import type { CreateProductInput } from "@kierto/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { listingKeys } from "./query-keys";

/** Lists an item, or saves it as a draft (`status: "draft"`). */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listing: CreateProductInput) => unwrap(api.products.$post({ json: listing })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
