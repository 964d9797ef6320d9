import { useCallback, useState } from "react";
import { type SendMessageInput, useSendMessage } from "./api/send-message";
import { newClientId } from "./client-id";

/** A message typed here that the server has not confirmed yet. */
export interface OutgoingMessage extends SendMessageInput {
  createdAt: string;
  status: "sending" | "failed";
}

/**
 * The optimistic side of sending: a typed message shows at once, marked sending; once stored
 * it is the thread's own copy that shows. A failed one stays, with its text, to be retried
 * under the same client id (never stored twice) or discarded.
 */
export function useOutbox(chatId: string) {
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);

  const update = useCallback((clientId: string, change: Partial<OutgoingMessage> | null) => {
    setOutgoing((list) =>
      change === null
        ? list.filter((item) => item.clientId !== clientId)
        : list.map((item) => (item.clientId === clientId ? { ...item, ...change } : item)),
    );
  }, []);

  const mutation = useSendMessage(chatId, {
    onSent: (input) => update(input.clientId, null),
    // 'Error sending message' comes from the mutation; the text stays, marked Not sent.
    onFailed: (input) => update(input.clientId, { status: "failed" }),
  });

  const send = (content: string) => {
    const input = { content, clientId: newClientId() };
    setOutgoing((list) => [...list, { ...input, createdAt: new Date().toISOString(), status: "sending" }]);
    mutation.mutate(input);
  };

  const retry = (clientId: string) => {
    const item = outgoing.find((candidate) => candidate.clientId === clientId);
    if (!item) return;
    update(clientId, { status: "sending" });
    mutation.mutate({ content: item.content, clientId });
  };

  const discard = (clientId: string) => update(clientId, null);

  return { outgoing, send, retry, discard };
}
