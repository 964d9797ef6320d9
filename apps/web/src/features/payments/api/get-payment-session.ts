import type { Category, Condition, Size } from "@kierto/shared";
import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

/** GET /api/payments/sessions/{sessionId}: the sale a payment session paid for, to its buyer only. */
export interface PaymentSession {
  transaction: {
    id: string;
    state: string;
    amountCents: number;
    commissionCents: number;
    product: {
      id: string;
      title: string;
      priceCents: number;
      size: Size;
      condition: Condition | null;
      category: Category;
      cover: { cardUrl: string; fullUrl: string } | null;
    };
    seller: { id: string; displayName: string; city: string | null };
  };
}

/** While the provider has not yet told us about the payment, look again this often. */
const UNCONFIRMED_REFETCH_MS = 2000;

export const paymentSessionQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ["payments", "session", sessionId],
    queryFn: () => apiFetch<PaymentSession>(`/api/payments/sessions/${encodeURIComponent(sessionId)}`),
    retry: false,
    refetchInterval: (query) => (query.state.data?.transaction.state === "reserved" ? UNCONFIRMED_REFETCH_MS : false),
  });
