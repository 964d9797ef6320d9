import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";
import type { SaleView } from "./chat-sale";
import { transactionKeys } from "./query-keys";

/** After any step the chat's sale, My Items and the Transactions tab are read again. */
function useSaleMutation<Input, Result extends { sale: SaleView }>(
  chatId: string,
  call: (input: Input) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    // docs/product-rules.md#errors-and-messages: 'Error updating transaction', with the reason under it.
    meta: { errorTitle: messages.transactions.toast.error },
    mutationFn: call,
    onSuccess: (result) => queryClient.setQueryData(transactionKeys.chatSale(chatId), { sale: result.sale }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
  });
}

/** Mark as Sold / Confirm Purchase / Confirm Sale: sets the caller's own flag, starting a hand-over sale if none. */
export function useConfirmSale(chatId: string) {
  return useSaleMutation(chatId, () => unwrap(api.chats[":id"].sale.confirm.$post({ param: { id: chatId } })));
}

/** The other side turns down a hand-over only one of them agreed to. */
export function useDeclineSale(chatId: string) {
  return useSaleMutation(chatId, (transactionId: string) =>
    unwrap(api.sales[":id"].decline.$post({ param: { id: transactionId } })),
  );
}

/** The one side that confirmed a hand-over takes it back. */
export function useWithdrawSale(chatId: string) {
  return useSaleMutation(chatId, (transactionId: string) =>
    unwrap(api.sales[":id"].withdraw.$post({ param: { id: transactionId } })),
  );
}

/** The seller cancels a paid sale with a reason; the buyer is refunded. */
export function useCancelSale(chatId: string) {
  return useSaleMutation(chatId, ({ transactionId, reason }: { transactionId: string; reason: string }) =>
    unwrap(api.sales[":id"].cancel.$post({ param: { id: transactionId }, json: { reason } })),
  );
}

/** The seller asks the buyer, once, for more time to hand the parcel to the carrier. */
export function useAskShipByExtension(chatId: string) {
  return useSaleMutation(chatId, (transactionId: string) =>
    unwrap(api.sales[":id"]["ship-by-extension-request"].$post({ param: { id: transactionId } })),
  );
}

/** The buyer grants 3 or 5 more working days, or none (0). */
export function useAnswerShipByExtension(chatId: string) {
  return useSaleMutation(chatId, ({ transactionId, days }: { transactionId: string; days: 0 | 3 | 5 }) =>
    unwrap(api.sales[":id"]["ship-by-extension-answer"].$post({ param: { id: transactionId }, json: { days } })),
  );
}
