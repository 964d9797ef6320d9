import { useQuery } from "@tanstack/react-query";
import { MessageSquareOff, WifiOff } from "lucide-react";
import { type ReactNode, useEffect, useMemo } from "react";
import { Link, Navigate } from "react-router";
import { Button } from "@/components/ui/button";
import { CenteredLoading } from "@/components/ui/centered-loading";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { ApiError } from "@/lib/api-client";
import { personName } from "@/lib/person-name";
import { offerPush } from "@/lib/push-offer";
import { usePageTitle } from "@/lib/use-page-title";
import { type ChatDetail, chatQuery } from "../api/get-chat";
import { messagesQuery } from "../api/get-messages";
import { useMarkChatRead } from "../api/mark-chat-read";
import type { ChatMessage } from "../api/message-merge";
import { useDocumentVisible } from "../use-document-visible";
import { type OutgoingMessage, useOutbox } from "../use-outbox";
import { ChatHeader } from "./chat-header";
import { ChatNotices } from "./chat-notice";
import type { BubbleMessage } from "./message-bubble";
import { MessageComposer } from "./message-composer";
import { MessageList } from "./message-list";

/** A missing chat, someone else's (the server answers 404 to both) or a malformed id. */
function isNotFound(error: unknown) {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * docs/product-rules.md#chats-and-messages Chat: the item and the other person, the conversation and the input. 'Chat not
 * found' for a chat that is not there or not one's own; any other failure to load it goes back
 * to Messages (docs/product-rules.md#errors-and-messages).
 */
export function ChatView({
  chatId,
  actions,
  salePanel,
  connectionLost = false,
}: {
  chatId: string;
  /** The header's menu (moderation), given the loaded chat. */
  actions?: (chat: ChatDetail) => ReactNode;
  /** The sale between the two people (its button and state), under the header. */
  salePanel?: (chat: ChatDetail) => ReactNode;
  /** The live channel is down: new messages may show late until it is back. */
  connectionLost?: boolean;
}) {
  const m = useMessages();
  const chat = useQuery(chatQuery(chatId));
  const thread = useQuery(messagesQuery(chatId));

  if (chat.isError || thread.isError) {
    const error = chat.error ?? thread.error;
    if (isNotFound(error)) return <ChatNotFound />;
    return <Navigate to={paths.chats.href} replace />;
  }
  if (chat.isPending || thread.isPending) return <CenteredLoading />;

  return (
    <LoadedChat
      chat={chat.data}
      messages={thread.data.items}
      actions={actions?.(chat.data)}
      salePanel={salePanel?.(chat.data)}
      connectionLost={connectionLost}
      title={m.chats.chat.conversationLabel(personName(chat.data.otherParty.displayName))}
    />
  );
}

function LoadedChat({
  chat,
  messages,
  actions,
  salePanel,
  connectionLost,
  title,
}: {
  chat: ChatDetail;
  messages: ChatMessage[];
  actions: ReactNode;
  salePanel: ReactNode;
  connectionLost: boolean;
  title: string;
}) {
  const m = useMessages();
  usePageTitle(`${title} · ${chat.product.title}`);
  const { outgoing, send, retry, discard } = useOutbox(chat.id);
  const bubbles = useBubbles(messages, outgoing);
  useMarkReadWhileOpen(chat.id, messages);

  return (
    <div className="-mx-4 -my-6 flex h-[calc(100dvh-10rem)] min-h-[22rem] flex-col overflow-hidden bg-white sm:mx-0 sm:my-0 sm:h-[calc(100dvh-8rem)] sm:rounded-2xl sm:border sm:border-stone-200 sm:shadow-sm md:h-[calc(100dvh-7rem)] lg:mx-auto lg:max-w-3xl">
      <ChatHeader chat={chat} actions={actions} />
      <ChatNotices chat={chat} />
      {salePanel}
      <MessageList
        messages={bubbles}
        otherPartyName={personName(chat.otherParty.displayName)}
        onRetry={chat.canSend ? retry : undefined}
        onDiscard={discard}
      />
      {connectionLost && (
        <p role="status" className="flex items-center justify-center gap-2 bg-stone-800 px-4 py-1.5 text-xs text-white">
          <WifiOff aria-hidden className="size-3.5" />
          {m.chats.chat.reconnecting}
        </p>
      )}
      <MessageComposer
        disabled={!chat.canSend}
        onSend={(content) => {
          const firstOfMine = !messages.some((message) => message.mine) && outgoing.length === 0;
          send(content);
          // Having written, the person waits for an answer: the moment push is worth offering.
          if (firstOfMine) offerPush("chat");
        }}
      />
    </div>
  );
}

/** The thread as bubbles: the stored messages, then those still on their way. */
function useBubbles(thread: ChatMessage[], outgoing: OutgoingMessage[]): BubbleMessage[] {
  return useMemo(() => {
    const stored = new Set(thread.flatMap((message) => (message.clientId ? [message.clientId] : [])));
    const list: BubbleMessage[] = thread.map((message) => ({
      key: message.id,
      mine: message.mine,
      content: message.content,
      createdAt: message.createdAt,
      kind: message.kind,
      params: message.params,
    }));
    for (const item of outgoing) {
      if (stored.has(item.clientId)) continue;
      list.push({
        key: item.clientId,
        mine: true,
        content: item.content,
        createdAt: item.createdAt,
        pending: item.status,
      });
    }
    return list;
  }, [thread, outgoing]);
}

/** While the chat is open and visible, what the other person writes is read (docs/product-rules.md#chats-and-messages Notification). */
function useMarkReadWhileOpen(chatId: string, messages: ChatMessage[]) {
  const visible = useDocumentVisible();
  const { mutate } = useMarkChatRead(chatId);
  const lastIncoming = messages.findLast((message) => !message.mine)?.id;
  useEffect(() => {
    if (visible && lastIncoming) mutate();
  }, [visible, lastIncoming, mutate]);
}

function ChatNotFound() {
  const m = useMessages().chats.chat;
  usePageTitle(m.notFound);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
      <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-stone-100 text-stone-500">
        <MessageSquareOff aria-hidden className="size-7" />
      </span>
      <h1 className="text-lg font-semibold text-stone-900">{m.notFound}</h1>
      <p className="mt-1 text-sm text-stone-600">{m.notFoundBody}</p>
      <Button asChild className="mt-5">
        <Link to={paths.chats.href}>{m.backToMessages}</Link>
      </Button>
    </div>
  );
}
