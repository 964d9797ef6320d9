import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

/** docs/product-rules.md#payments Checkout: idle -> processing -> the browser leaves for the payment page the answer names. */
export function useStartCheckout(productId: string) {
  return useMutation({
    mutationFn: () => unwrap(api.products[":id"].checkout.$post({ param: { id: productId } })),
  });
}
