import type { CheckoutDelivery } from "@kierto/shared";
import { useMutation } from "@tanstack/react-query";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";

/** docs/product-rules.md#payments Checkout: idle -> processing -> the browser leaves for the payment page the answer names. */
export function useStartCheckout(productId: string) {
  return useMutation({
    // docs/product-rules.md#errors-and-messages: the reason when it is the item's or the provider's, else 'Failed to start checkout'.
    meta: {
      errorTitle: messages.payments.checkout.failed,
      plainCodes: [
        "CANNOT_BUY_OWN_ITEM",
        "ITEM_RESERVED",
        "ITEM_SOLD",
        "ITEM_NOT_AVAILABLE",
        "PAYMENT_PROVIDER_UNAVAILABLE",
        "DELIVERY_METHOD_NOT_OFFERED",
        "PICKUP_POINT_UNKNOWN",
        "PICKUP_POINT_TOO_SMALL",
      ],
    },
    mutationFn: (delivery: CheckoutDelivery) =>
      unwrap(api.products[":id"].checkout.$post({ param: { id: productId }, json: { delivery } })),
  });
}
