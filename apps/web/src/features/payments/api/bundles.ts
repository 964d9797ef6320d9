import type { CheckoutDelivery } from "@kierto/shared";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";

export type BundleBasket = InferResponseType<(typeof api.me.bundles)[":sellerId"]["$get"], 200>;

/** Every cached basket lives under "bundles", so one invalidation refreshes them all. */
export const bundleKeys = {
  all: ["bundles"] as const,
  list: ["bundles", "list"] as const,
  basket: (sellerId: string) => ["bundles", "basket", sellerId] as const,
};

/** The buyer's baskets, one per seller, with their item counts. */
export const basketsQuery = () =>
  queryOptions({
    queryKey: bundleKeys.list,
    queryFn: () => unwrap(api.me.bundles.$get()),
  });

export const useBaskets = (enabled: boolean) => useQuery({ ...basketsQuery(), enabled });

/** One seller's basket as the server prices it. */
export const basketQuery = (sellerId: string) =>
  queryOptions({
    queryKey: bundleKeys.basket(sellerId),
    queryFn: () => unwrap(api.me.bundles[":sellerId"].$get({ param: { sellerId } })),
  });

export const useBasket = (sellerId: string) => useQuery(basketQuery(sellerId));

export function useAddToBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: {
      errorTitle: messages.payments.bundle.failed,
      plainCodes: ["CANNOT_BUNDLE_OWN_ITEM", "ITEM_RESERVED", "ITEM_SOLD", "ITEM_NOT_AVAILABLE", "BUNDLE_FULL"],
    },
    mutationFn: (productId: string) => unwrap(api.me.bundles.items.$post({ json: { productId } })),
    onSuccess: (basket) => queryClient.setQueryData(bundleKeys.basket(basket.seller.id), basket),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bundleKeys.list }),
  });
}

export function useRemoveFromBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: messages.payments.bundle.failed },
    mutationFn: (productId: string) => api.me.bundles.items[":id"].$delete({ param: { id: productId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bundleKeys.all }),
  });
}

/** Pay: the server reserves the items and answers the payment page's address; the browser sends no amount. */
export function useBundleCheckout(sellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: {
      errorTitle: messages.payments.bundle.failed,
      plainCodes: [
        "BUNDLE_ITEM_UNAVAILABLE",
        "BUNDLE_EMPTY",
        "BUNDLE_NO_COMMON_DELIVERY",
        "ITEM_RESERVED",
        "PAYMENT_PROVIDER_UNAVAILABLE",
        "DELIVERY_METHOD_NOT_OFFERED",
        "PICKUP_POINT_UNKNOWN",
        "PICKUP_POINT_TOO_SMALL",
      ],
    },
    mutationFn: (delivery: CheckoutDelivery) =>
      unwrap(api.me.bundles[":sellerId"].checkout.$post({ param: { sellerId }, json: { delivery } })),
    onError: () => queryClient.invalidateQueries({ queryKey: bundleKeys.all }),
  });
}
