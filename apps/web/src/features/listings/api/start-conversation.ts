import { useMutation } from "@tanstack/react-query";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";

/**
 * 'Message Seller' (docs/product-rules.md#listings Product detail): opens the buyer's chat about this listing, which
 * the server creates the first time and returns as it is afterwards.
 */
export function useStartConversation() {
  return useMutation({
    meta: { errorTitle: messages.listings.product.errorStartingConversation, plainCodes: ["CANNOT_MESSAGE_SELF"] },
    mutationFn: (productId: string) => unwrap(api.chats.$post({ json: { productId } })),
  });
}
