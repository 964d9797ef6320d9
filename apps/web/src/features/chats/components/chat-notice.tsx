import { Ban, type LucideIcon, Tag, Trash2 } from "lucide-react";
import { useMessages } from "@/i18n";
import { cn } from "@/lib/cn";
import type { ChatDetail } from "../api/get-chat";

function Banner({
  icon: Icon,
  title,
  body,
  className,
}: {
  icon: LucideIcon;
  title: string;
  body: string;
  className: string;
}) {
  return (
    <div role="status" className={cn("flex items-start gap-3 border-b px-4 py-3", className)}>
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="text-sm">{body}</p>
      </div>
    </div>
  );
}

/** docs/product-rules.md#chats-and-messages Chat banners: why this conversation can no longer be written to. */
export function ChatNotices({ chat }: { chat: ChatDetail }) {
  const m = useMessages().chats.chat;
  return (
    <>
      {chat.blocked && (
        <Banner
          icon={Ban}
          title={m.blockedBanner}
          body={m.blockedBannerBody}
          className="border-red-200 bg-red-50 text-red-900"
        />
      )}
      {/* A paid sale's parties still write to arrange the hand-over; the sale panel says where it stands. */}
      {chat.product.status === "sold" && !chat.canSend && (
        <Banner
          icon={Tag}
          title={m.soldBanner}
          body={m.soldBannerBody}
          className="border-amber-200 bg-amber-50 text-amber-950"
        />
      )}
      {/* Another buyer paid and has not confirmed receipt yet: reserved for them, not sold. */}
      {chat.reservedForAnother && !chat.canSend && (
        <Banner
          icon={Tag}
          title={m.reservedBanner}
          body={m.reservedBannerBody}
          className="border-amber-200 bg-amber-50 text-amber-950"
        />
      )}
      {chat.product.status === "deleted" && (
        <Banner
          icon={Trash2}
          title={m.deletedBanner}
          body={m.deletedBannerBody}
          className="border-stone-300 bg-stone-100 text-stone-900"
        />
      )}
    </>
  );
}
