import { asksToPayOutsideKierto, type MessageKind, type ShipmentEventKind } from "@kierto/shared";
import { AlertCircle, Ban, CalendarClock, Clock, Package, ShieldAlert } from "lucide-react";
import { useMessages } from "@/i18n";
import { cn } from "@/lib/cn";
import { formatPrice } from "@/lib/format";
import { formatFullDateTime, formatMessageTime } from "../chat-dates";

export interface BubbleMessage {
  key: string;
  mine: boolean;
  content: string;
  createdAt: string;
  /** Set while the message is only on this device. */
  pending?: "sending" | "failed";
  /** A notice the sale posted (its text from the catalogue), rather than words a person typed. */
  kind?: MessageKind;
  params?: { amountCents?: number; parcelEvent?: ShipmentEventKind; extensionDays?: 0 | 3 | 5 } | null;
}

/** A notice's sentence in the reader's language, from its stored parameters. */
export function useNoticeText() {
  const m = useMessages().chats.chat;
  return (message: BubbleMessage) => {
    if (message.kind === "parcel_update") {
      const event = message.params?.parcelEvent;
      return event ? m.parcelUpdate[event] : message.content;
    }
    if (message.kind === "ship_by_extension_requested") {
      return message.mine ? m.shipByExtension.requestedByMe : m.shipByExtension.requestedBySeller;
    }
    if (message.kind === "ship_by_extension_answered") {
      const days = message.params?.extensionDays ?? 0;
      return days === 0 ? m.shipByExtension.declined : m.shipByExtension.granted(days);
    }
    if (message.kind !== "sale_cancelled") return message.content;
    const amount = formatPrice(message.params?.amountCents ?? 0);
    return message.mine ? m.saleCancelled.byMe(amount) : m.saleCancelled.bySeller(amount);
  };
}

/** A notice from the sale, centred across the conversation like a day heading. */
function SaleNotice({ message }: { message: BubbleMessage }) {
  const m = useMessages().chats.chat;
  const text = useNoticeText();
  const parcel = message.kind === "parcel_update";
  const shipBy = message.kind === "ship_by_extension_requested" || message.kind === "ship_by_extension_answered";
  const title = parcel ? m.parcelUpdate.title : shipBy ? m.shipByExtension.title : m.saleCancelled.title;
  const Icon = parcel ? Package : shipBy ? CalendarClock : Ban;
  return (
    <li className="mt-3 flex justify-center">
      <div
        role="note"
        aria-label={title}
        className="max-w-[90%] rounded-xl bg-amber-50 px-4 py-2.5 text-center text-sm text-amber-950 ring-1 ring-amber-200 sm:max-w-[75%]"
      >
        <p className="flex items-center justify-center gap-1.5 font-semibold">
          <Icon aria-hidden className="size-4" />
          {title}
        </p>
        <p className="mt-1">{text(message)}</p>
        {message.kind === "sale_cancelled" && (
          <p className="mt-1 break-words whitespace-pre-wrap text-amber-900">
            <span className="font-medium">{m.saleCancelled.reason}</span> {message.content}
          </p>
        )}
        <p className="mt-0.5 text-[0.6875rem] leading-4 text-amber-800">
          <time dateTime={message.createdAt} title={formatFullDateTime(message.createdAt)}>
            {formatMessageTime(message.createdAt)}
          </time>
        </p>
      </div>
    </li>
  );
}

/** Under a message asking to be paid outside Kierto, for both parties; the message itself is not held back. */
function PayOutsideNotice() {
  const m = useMessages().chats.chat.payOutside;
  return (
    <div
      role="note"
      aria-label={m.title}
      className="mt-1.5 max-w-[85%] rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200 sm:max-w-[70%]"
    >
      <p className="flex items-center gap-1.5 font-semibold">
        <ShieldAlert aria-hidden className="size-4 shrink-0" />
        {m.title}
      </p>
      <p className="mt-0.5">{m.body}</p>
    </div>
  );
}

/**
 * One message: the person's own on the right in the brand colour, the other's on the left.
 * `joined` tightens a run of messages from one sender, the way chat apps group them.
 */
export function MessageBubble({
  message,
  senderName,
  joinedAbove,
  joinedBelow,
  onRetry,
  onDiscard,
}: {
  message: BubbleMessage;
  senderName: string;
  joinedAbove: boolean;
  joinedBelow: boolean;
  onRetry?: () => void;
  onDiscard?: () => void;
}) {
  const m = useMessages().chats.chat;
  const { mine, pending } = message;
  if (message.kind && message.kind !== "text") return <SaleNotice message={message} />;
  return (
    <li className={cn("flex flex-col", mine ? "items-end" : "items-start", joinedAbove ? "mt-0.5" : "mt-3")}>
      <div
        className={cn(
          "max-w-[85%] rounded-2xl px-3.5 pt-2 pb-1.5 shadow-sm sm:max-w-[70%]",
          pending === "failed"
            ? "bg-red-50 text-red-950 ring-1 ring-red-300"
            : mine
              ? "bg-brand-700 text-white"
              : "bg-white text-stone-900 ring-1 ring-stone-200",
          mine && joinedBelow && "rounded-br-md",
          mine && joinedAbove && "rounded-tr-md",
          !mine && joinedBelow && "rounded-bl-md",
          !mine && joinedAbove && "rounded-tl-md",
          !joinedBelow && (mine ? "rounded-br-sm" : "rounded-bl-sm"),
        )}
      >
        <span className="sr-only">{mine ? `${m.you}: ` : `${senderName}: `}</span>
        <p className="break-words whitespace-pre-wrap">{message.content}</p>
        <p
          className={cn(
            "mt-0.5 flex items-center justify-end gap-1 text-[0.6875rem] leading-4",
            mine && pending !== "failed" ? "text-brand-100" : "text-stone-500",
          )}
        >
          {pending === "sending" ? (
            <>
              <Clock aria-hidden className="size-3" />
              {m.sending}
            </>
          ) : pending === "failed" ? (
            <span className="flex items-center gap-1 font-medium text-red-800">
              <AlertCircle aria-hidden className="size-3" />
              {m.notSent}
            </span>
          ) : (
            <time dateTime={message.createdAt} title={formatFullDateTime(message.createdAt)}>
              {formatMessageTime(message.createdAt)}
            </time>
          )}
        </p>
      </div>
      {asksToPayOutsideKierto(message.content) && <PayOutsideNotice />}
      {pending === "failed" && (onRetry || onDiscard) && (
        <div className="mt-1 flex gap-3 text-sm">
          {onRetry && (
            <button type="button" onClick={onRetry} className="rounded font-semibold text-brand-800 hover:underline">
              {m.retry}
            </button>
          )}
          {onDiscard && (
            <button type="button" onClick={onDiscard} className="rounded text-stone-600 hover:underline">
              {m.discard}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
