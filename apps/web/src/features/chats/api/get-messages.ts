import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { reportFailure } from "@/lib/query-errors";
import { refetchFromNow } from "@/lib/refetch-from-now";
import { type ChatMessage, type MessageThread, mergeMessages } from "./message-merge";
import { chatKeys } from "./query-keys";

/** Every message of a chat after `after` (or from the first), following the server's pages. */
async function fetchMessagesAfter(chatId: string, after?: string): Promise<ChatMessage[]> {
  const all: ChatMessage[] = [];
  let cursor = after;
  for (;;) {
    const page = await unwrap(
      api.chats[":id"].messages.$get({ param: { id: chatId }, query: cursor ? { after: cursor } : {} }),
    );
    all.push(...page.items);
    const last = page.items.at(-1);
    if (!page.hasMore || !last) return all;
    cursor = last.id;
  }
}

/**
 * A chat's messages, oldest to newest. A refetch is merged into what is held rather than
 * replacing it, so a message that arrived live while the fetch was under way is not lost.
 */
export const messagesQuery = (chatId: string) =>
  queryOptions({
    queryKey: chatKeys.messages(chatId),
    // The chat page shows it: 'Chat not found', or back to Messages.
    meta: { quiet: true },
    queryFn: async ({ client }): Promise<MessageThread> => {
      const items = await fetchMessagesAfter(chatId);
      return mergeMessages(client.getQueryData<MessageThread>(chatKeys.messages(chatId)), items);
    },
  });

/**
 * Puts messages into a chat's thread if the thread is held. One not held yet may be loading from
 * before these messages were sent, so it loads again; one nobody shows loads whole when opened.
 */
export function addMessages(queryClient: QueryClient, chatId: string, messages: readonly ChatMessage[]) {
  if (!queryClient.getQueryData<MessageThread>(chatKeys.messages(chatId))) {
    void refetchFromNow(queryClient, { queryKey: chatKeys.messages(chatId) });
    return;
  }
  queryClient.setQueryData<MessageThread>(chatKeys.messages(chatId), (thread) =>
    thread ? mergeMessages(thread, messages) : thread,
  );
}

/**
 * After the live channel (re)connects: fetches only what came after the last message held, as
 * the server asks. Should that message be unknown to it, the thread loads whole again.
 */
export async function catchUpMessages(queryClient: QueryClient, chatId: string) {
  const thread = queryClient.getQueryData<MessageThread>(chatKeys.messages(chatId));
  const last = thread?.items.at(-1);
  if (!last) {
    await refetchFromNow(queryClient, { queryKey: chatKeys.messages(chatId) });
    return;
  }
  try {
    addMessages(queryClient, chatId, await fetchMessagesAfter(chatId, last.id));
  } catch (error) {
    // Logged where every failure is; reloading the thread whole repairs it, so no toast.
    reportFailure("Catching up on a chat's messages", error, { quiet: true });
    await queryClient.invalidateQueries({ queryKey: chatKeys.messages(chatId) });
  }
}
