import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/lib/api-client";
import { transactionKeys } from "./query-keys";

/** The chat's current sale between its two parties, as the caller sees it (GET /api/chats/{id}/sale). */
export type SaleView = NonNullable<InferResponseType<(typeof api.chats)[":id"]["sale"]["$get"], 200>["sale"]>;

export const chatSaleQuery = (chatId: string) =>
  queryOptions({
    queryKey: transactionKeys.chatSale(chatId),
    // docs/product-rules.md#errors-and-messages: only logged; the chat works without its sale.
    meta: { quiet: true },
    queryFn: () => unwrap(api.chats[":id"].sale.$get({ param: { id: chatId } })),
  });
