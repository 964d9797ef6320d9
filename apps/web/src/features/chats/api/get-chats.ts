import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/lib/api-client";
import { chatKeys } from "./query-keys";

export type ChatSummary = InferResponseType<typeof api.chats.$get, 200>["items"][number];

/** docs/product-rules.md#chats-and-messages Chats: the user's conversations as buyer or seller, newest activity first. */
export const chatsQuery = queryOptions({
  queryKey: chatKeys.list(),
  // The list shows the failure with a Try again.
  meta: { quiet: true },
  queryFn: () => unwrap(api.chats.$get()),
});
