import type { PaymentProvider, SaleState } from "@kierto/shared";
import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { transactionKeys } from "./query-keys";

/** GET /api/chats/{chatId}/sale: the chat's current sale between its two parties, as the caller sees it. */
export interface SaleView {
  id: string;
  state: SaleState;
  buyerConfirmed: boolean;
  sellerConfirmed: boolean;
  paymentProvider: PaymentProvider | null;
  amountCents: number | null;
  myRole: "buyer" | "seller";
  completedAt: string | null;
  cancelReason: string | null;
}

export const chatSaleQuery = (chatId: string) =>
  queryOptions({
    queryKey: transactionKeys.chatSale(chatId),
    queryFn: () => apiFetch<{ sale: SaleView | null }>(`/api/chats/${encodeURIComponent(chatId)}/sale`),
  });
