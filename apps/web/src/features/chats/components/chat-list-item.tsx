import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { cn } from "@/lib/cn";
import { formatPrice } from "@/lib/format";
import { personName } from "@/lib/person-name";
import type { ChatSummary } from "../api/get-chats";
import { formatFullDateTime, formatListDate } from "../chat-dates";
import { PartyAvatar } from "./party-avatar";
import { ProductThumb } from "./product-thumb";

/** One conversation in Messages: the item, the other person, the last message and unread state. */
export function ChatListItem({ chat }: { chat: ChatSummary }) {
  const m = useMessages().chats.list;
  const { product, otherParty, lastMessage, unreadCount } = chat;
  const unread = unreadCount > 0;
  const when = lastMessage?.createdAt ?? chat.lastActivityAt;

  return (
    <Link
      to={paths.appChat.href(chat.id)}
      className={cn(
        "flex gap-3 px-4 py-3.5 transition-colors hover:bg-stone-50 focus-visible:-outline-offset-2 sm:gap-4 sm:px-5",
        unread && "bg-brand-50/60",
      )}
    >
      <span className="relative shrink-0">
        <ProductThumb product={product} className="size-14 sm:size-16" />
        <PartyAvatar party={otherParty} size="sm" className="absolute -right-1.5 -bottom-1.5 ring-2 ring-white" />
      </span>

      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-baseline justify-between gap-3">
          <span className={cn("truncate text-stone-900", unread ? "font-bold" : "font-semibold")}>
            {personName(otherParty.displayName)}
          </span>
          <time
            dateTime={when}
            title={formatFullDateTime(when)}
            className={cn("shrink-0 text-xs", unread ? "font-semibold text-brand-800" : "text-stone-500")}
          >
            {formatListDate(when)}
          </time>
        </span>

        <span className="flex min-w-0 items-center gap-1.5 text-sm text-stone-600">
          <span className="truncate">{product.title}</span>
          <span aria-hidden>·</span>
          <span className="shrink-0 font-medium text-stone-800">{formatPrice(product.priceCents)}</span>
          {product.status === "sold" && (
            <Badge tone="dark" className="ml-1 px-1.5 text-[0.6875rem]">
              {m.sold}
            </Badge>
          )}
          {product.status === "deleted" && (
            <Badge tone="muted" className="ml-1 px-1.5 text-[0.6875rem]">
              {m.deleted}
            </Badge>
          )}
          {chat.blocked && (
            <Badge tone="muted" className="ml-1 px-1.5 text-[0.6875rem]">
              {m.blocked}
            </Badge>
          )}
        </span>

        <span className="mt-0.5 flex items-center justify-between gap-3">
          <span className={cn("truncate text-sm", unread ? "font-medium text-stone-900" : "text-stone-600")}>
            {lastMessage ? (
              <>
                {lastMessage.mine && <span className="text-stone-500">{m.you}</span>}
                {lastMessage.kind === "sale_cancelled"
                  ? m.saleCancelled
                  : lastMessage.kind === "parcel_update"
                    ? m.parcelUpdate
                    : lastMessage.kind === "ship_by_extension_requested" ||
                        lastMessage.kind === "ship_by_extension_answered"
                      ? m.shipByExtension
                      : lastMessage.content}
              </>
            ) : (
              <span className="italic text-stone-500">{m.noMessagesYet}</span>
            )}
          </span>
          {unread && (
            <span className="flex min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs leading-5 font-semibold text-white">
              <span aria-hidden>{unreadCount > 99 ? "99+" : unreadCount}</span>
              <span className="sr-only">{m.unread(unreadCount)}</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}
