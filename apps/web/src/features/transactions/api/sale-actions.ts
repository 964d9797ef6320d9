import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { SaleView } from "./chat-sale";
import { transactionKeys } from "./query-keys";

/** What a confirmation did (docs/product-rules.md#sales): started the sale, set one side, or completed it. */
export type ConfirmOutcome = "initiated" | "confirmed" | "completed";

/** After any step the chat's sale, My Items and the Transactions tab are read again. */
function useSaleMutation<Input, Result extends { sale: SaleView }>(
  chatId: string,
  call: (input: Input) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => queryClient.setQueryData(transactionKeys.chatSale(chatId), { sale: result.sale }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
  });
}

/** POST /api/chats/{chatId}/sale/confirm: sets the caller's own flag, starting a hand-over sale if none. */
export function useConfirmSale(chatId: string) {
  return useSaleMutation(chatId, () =>
    apiFetch<{ sale: SaleView; outcome: ConfirmOutcome }>(`/api/chats/${encodeURIComponent(chatId)}/sale/confirm`, {
      method: "POST",
    }),
  );
}

/** POST /api/transactions/{id}/withdraw: the one side that confirmed a hand-over takes it back. */
export function useWithdrawSale(chatId: string) {
  return useSaleMutation(chatId, (transactionId: string) =>
    apiFetch<{ sale: SaleView }>(`/api/transactions/${encodeURIComponent(transactionId)}/withdraw`, {
      method: "POST",
    }),
  );
}

/** POST /api/transactions/{id}/cancel: the seller cancels a paid sale with a reason; the buyer is refunded. */
export function useCancelSale(chatId: string) {
  return useSaleMutation(chatId, ({ transactionId, reason }: { transactionId: string; reason: string }) =>
    apiFetch<{ sale: SaleView }>(`/api/transactions/${encodeURIComponent(transactionId)}/cancel`, {
      json: { reason },
    }),
  );
}
