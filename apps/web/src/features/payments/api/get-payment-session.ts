import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";

/** The sale a payment session paid for, to its buyer only (GET /api/sales/checkout-sessions/{sessionId}). */
export type PaymentSession = InferResponseType<(typeof api.sales)["checkout-sessions"][":sessionId"]["$get"], 200>;

/** While the provider has not yet told us about the payment, look again this often. */
const UNCONFIRMED_REFETCH_MS = 2000;

export const paymentSessionQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ["payments", "session", sessionId],
    // docs/product-rules.md#errors-and-messages: 'Unable to fetch transaction details'; the page falls back to the generic confirmation.
    meta: { errorTitle: messages.payments.success.fetchError },
    queryFn: () => unwrap(api.sales["checkout-sessions"][":sessionId"].$get({ param: { sessionId } })),
    retry: false,
    refetchInterval: (query) => (query.state.data?.transaction.state === "reserved" ? UNCONFIRMED_REFETCH_MS : false),
  });
