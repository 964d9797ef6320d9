import { REALTIME_RECONNECT_DELAYS_MS } from "@kierto/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messages } from "@/i18n";
import { ApiError, api, unwrap } from "@/lib/api-client";
import { addMessages } from "./get-messages";
import type { ChatMessage } from "./message-merge";
import { chatKeys } from "./query-keys";

export interface SendMessageInput {
  content: string;
  /** Picked once per typed message and sent again on every retry: the server stores it once. */
  clientId: string;
}

/** Tried again after 1 s and 2 s, as the live channel does; then the person decides. */
const TRANSIENT_RETRIES = 2;
const FALLBACK_RETRY_DELAY_MS = 5000;

/** A dropped connection or a server hiccup may pass; a refusal (4xx) will not. */
function isTransient(error: unknown) {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/**
 * Sends one message. Sends of a chat go out one after another, so they arrive in the order
 * typed; a send that failed in transit is retried with the same client id, so it never lands
 * twice. The stored message joins the thread as soon as the server answers.
 */
export function useSendMessage(
  chatId: string,
  handlers: {
    onSent(input: SendMessageInput, message: ChatMessage): void;
    onFailed(input: SendMessageInput, error: unknown): void;
  },
) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `send-message:${chatId}` },
    meta: { errorTitle: messages.chats.toast.sendError },
    mutationFn: (input: SendMessageInput) =>
      unwrap(api.chats[":id"].messages.$post({ param: { id: chatId }, json: input })),
    retry: (failures, error) => isTransient(error) && failures < TRANSIENT_RETRIES,
    retryDelay: (failures) => REALTIME_RECONNECT_DELAYS_MS[failures] ?? FALLBACK_RETRY_DELAY_MS,
    onSuccess: (message, input) => {
      addMessages(queryClient, chatId, [message]);
      handlers.onSent(input, message);
      void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    },
    onError: (error, input) => {
      handlers.onFailed(input, error);
      // Blocked or sold meanwhile: the chat's state shows why, with the input closed.
      if (error instanceof ApiError && error.status === 403) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.detail(chatId) });
      }
    },
  });
}
