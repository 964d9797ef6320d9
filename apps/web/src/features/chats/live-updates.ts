import type { QueryClient } from "@tanstack/react-query";
import { refetchFromNow } from "@/lib/refetch-from-now";
import { addMessages, catchUpMessages } from "./api/get-messages";
import type { ChatMessage } from "./api/message-merge";
import { chatKeys } from "./api/query-keys";

/**
 * How the chats feature follows the live channel: a new message joins its thread at once and
 * the conversation list refreshes; a changed chat (blocked, read elsewhere) refreshes; after
 * every (re)connection whatever may have been missed is fetched: the open chats' newer
 * messages, the list and the chats' states.
 */
export function chatLiveUpdates(queryClient: QueryClient) {
  return {
    ready() {
      void refetchFromNow(queryClient, { queryKey: chatKeys.list() });
      void refetchFromNow(queryClient, { queryKey: chatKeys.details() });
      for (const query of queryClient.getQueryCache().findAll({ queryKey: chatKeys.allMessages() })) {
        const chatId = query.queryKey[2];
        if (typeof chatId !== "string") continue;
        if (query.getObserversCount() > 0) void catchUpMessages(queryClient, chatId);
        // A thread nobody shows now loads whole when opened again.
        else void queryClient.invalidateQueries({ queryKey: query.queryKey, refetchType: "none" });
      }
    },
    message({ chatId, message }: { chatId: string; message: ChatMessage }) {
      addMessages(queryClient, chatId, [message]);
      void refetchFromNow(queryClient, { queryKey: chatKeys.list() });
    },
    chat({ chatId }: { chatId: string }) {
      void refetchFromNow(queryClient, { queryKey: chatKeys.detail(chatId) });
      void refetchFromNow(queryClient, { queryKey: chatKeys.list() });
    },
    /** A sale in a chat moved on: the item may now be sold and the chat read-only. */
    sale({ chatId }: { chatId?: string | null }) {
      if (chatId) void refetchFromNow(queryClient, { queryKey: chatKeys.detail(chatId) });
      void refetchFromNow(queryClient, { queryKey: chatKeys.list() });
    },
  };
}
