import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { chatKeys } from "./query-keys";

/**
 * Marks the open chat read up to its newest message; the server also marks its new-message
 * notification read and tells the bell over the live channel.
 */
export function useMarkChatRead(chatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.chats[":id"].read.$post({ param: { id: chatId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.list() }),
    // Tolerated: the next message or visit marks it read.
    meta: { quiet: true },
  });
}
