import { ArrowDown, MessageCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useMessages } from "@/i18n";
import { groupByDay, sameRun } from "../message-days";
import { useStickToBottom } from "../use-stick-to-bottom";
import { type BubbleMessage, MessageBubble, useNoticeText } from "./message-bubble";

/**
 * The conversation, oldest to newest and grouped by day, kept scrolled to the newest message.
 * Messages from the other person are read out by screen readers as they arrive.
 */
export function MessageList({
  messages,
  otherPartyName,
  onRetry,
  onDiscard,
}: {
  messages: BubbleMessage[];
  otherPartyName: string;
  onRetry?: (key: string) => void;
  onDiscard?: (key: string) => void;
}) {
  const m = useMessages().chats.chat;
  const last = messages.at(-1);
  const { ref, onScroll, unseen, scrollToBottom } = useStickToBottom(messages.length, last?.mine ?? false);
  const announcement = useIncomingAnnouncement(messages, otherPartyName);

  return (
    <div className="relative min-h-0 flex-1">
      <section
        ref={ref}
        onScroll={onScroll}
        // Scrollable regions must be reachable by keyboard (WCAG 2.1.1).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable so keys can scroll it.
        tabIndex={0}
        aria-label={m.conversationLabel(otherPartyName)}
        className="h-full overflow-y-auto overscroll-contain bg-stone-50 focus-visible:-outline-offset-4"
      >
        {/* One box around the content, so its growth can be watched (use-stick-to-bottom). */}
        <div className="flex min-h-full flex-col px-3 pt-2 pb-4 sm:px-5">
          {messages.length === 0 ? (
            <div className="flex flex-1 flex-col items-center justify-center px-6 py-10 text-center">
              <span className="mb-3 flex size-12 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-stone-200">
                <MessageCircle aria-hidden className="size-6" />
              </span>
              <p className="font-semibold text-stone-900">{m.empty}</p>
              <p className="mt-1 text-sm text-stone-600">{m.emptyBody}</p>
            </div>
          ) : (
            groupByDay(messages).map((day) => (
              <div key={day.key}>
                <h2 className="sticky top-0 z-10 flex justify-center py-2">
                  <span className="rounded-full bg-white/90 px-3 py-0.5 text-xs font-medium text-stone-600 shadow-sm ring-1 ring-stone-200 backdrop-blur">
                    {day.heading}
                  </span>
                </h2>
                <ol>
                  {day.messages.map((message, i) => (
                    <MessageBubble
                      key={message.key}
                      message={message}
                      senderName={otherPartyName}
                      joinedAbove={sameRun(day.messages[i - 1], message)}
                      joinedBelow={sameRun(message, day.messages[i + 1])}
                      onRetry={onRetry && (() => onRetry(message.key))}
                      onDiscard={onDiscard && (() => onDiscard(message.key))}
                    />
                  ))}
                </ol>
              </div>
            ))
          )}
        </div>
      </section>

      {unseen > 0 && (
        <button
          type="button"
          onClick={scrollToBottom}
          className="absolute bottom-3 left-1/2 flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-stone-900 px-3.5 py-1.5 text-sm font-medium text-white shadow-lg hover:bg-stone-800"
        >
          <ArrowDown aria-hidden className="size-4" />
          {m.newMessages(unseen)}
        </button>
      )}

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

/** The text of the newest message from the other person that arrived while the chat was open. */
function useIncomingAnnouncement(messages: BubbleMessage[], senderName: string) {
  const [text, setText] = useState("");
  const noticeText = useNoticeText();
  const lastIncoming = messages.findLast((message) => !message.mine);
  const incomingText = lastIncoming ? noticeText(lastIncoming) : "";
  const seen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    const key = lastIncoming?.key ?? null;
    // What was there on opening is history, not news.
    if (seen.current === undefined) {
      seen.current = key;
      return;
    }
    if (key === seen.current || !lastIncoming) return;
    seen.current = key;
    setText(`${senderName}: ${incomingText}`);
  }, [lastIncoming, senderName, incomingText]);
  return text;
}
