import type { CreateReviewInput } from "@kierto/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";
import { reviewKeys } from "./query-keys";

/** docs/product-rules.md#reviews: after completion each party may leave one review of the other. */
export function useCreateReview(transactionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: messages.reviews.toast.error },
    mutationFn: (input: CreateReviewInput) =>
      unwrap(api.sales[":id"].reviews.$post({ param: { id: transactionId }, json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
