import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

/** POST /api/products/{id}/checkout: the provider's hosted payment page to send the buyer to. */
export interface StartedCheckout {
  transactionId: string;
  url: string;
}

/** docs/product-rules.md#payments Checkout: idle -> processing -> the browser leaves for the payment page. */
export function useStartCheckout(productId: string) {
  return useMutation({
    mutationFn: () =>
      apiFetch<StartedCheckout>(`/api/products/${encodeURIComponent(productId)}/checkout`, { method: "POST" }),
  });
}
