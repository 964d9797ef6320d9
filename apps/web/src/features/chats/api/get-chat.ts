import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/lib/api-client";
import { chatKeys } from "./query-keys";

export type ChatDetail = InferResponseType<(typeof api.chats)[":id"]["$get"], 200>;

/** One chat's header and state (sold, blocked, whether one can send); parties only. */
export const chatQuery = (chatId: string) =>
  queryOptions({
    queryKey: chatKeys.detail(chatId),
    // The chat page shows it: 'Chat not found', or back to Messages.
    meta: { quiet: true },
    queryFn: () => unwrap(api.chats[":id"].$get({ param: { id: chatId } })),
  });
