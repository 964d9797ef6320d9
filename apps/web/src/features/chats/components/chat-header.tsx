import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { formatPrice } from "@/lib/format";
import { personName } from "@/lib/person-name";
import type { ChatDetail } from "../api/get-chat";
import { PartyAvatar } from "./party-avatar";
import { ProductThumb } from "./product-thumb";

/**
 * docs/product-rules.md#chats-and-messages Chat header: the item (photo, title, price, SOLD) and the other person, with a way
 * back to Messages and the conversation's actions (the moderation menu).
 */
export function ChatHeader({ chat, actions }: { chat: ChatDetail; actions?: ReactNode }) {
  const m = useMessages().chats.chat;
  const { product, otherParty } = chat;
  const sold = product.status === "sold";
  const deleted = product.status === "deleted";
  // The seller's own listing page sends its owner away (docs/product-rules.md#chats-and-messages Product detail): only the
  // buyer gets a link, and only while the listing exists.
  const itemHref = chat.role === "buyer" && !deleted ? paths.appProduct.href(product.id) : null;

  return (
    <header className="flex items-center gap-2 border-b border-stone-200 bg-white px-2 py-2.5 sm:gap-3 sm:px-4">
      <Link
        to={paths.chats.href}
        aria-label={m.backToMessages}
        title={m.backToMessages}
        className="flex size-10 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100"
      >
        <ArrowLeft aria-hidden className="size-5" />
      </Link>

      {itemHref ? (
        <Link to={itemHref} tabIndex={-1} aria-hidden className="shrink-0 rounded-lg">
          <ProductThumb product={product} className="size-12" />
        </Link>
      ) : (
        <ProductThumb product={product} className="size-12" />
      )}

      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 items-center gap-2">
          <h1 className="truncate text-base font-semibold text-stone-900">
            {itemHref ? (
              <Link to={itemHref} className="rounded hover:underline">
                {product.title}
              </Link>
            ) : (
              product.title
            )}
          </h1>
          {sold && <Badge tone="dark">{m.sold}</Badge>}
          {deleted && <Badge tone="muted">{m.deleted}</Badge>}
        </div>
        <div className="flex min-w-0 items-center gap-2 text-sm">
          <span className="shrink-0 font-semibold text-stone-900">{formatPrice(product.priceCents)}</span>
          <span aria-hidden className="text-stone-400">
            ·
          </span>
          <Link
            to={paths.user.href(otherParty.id)}
            className="flex min-w-0 items-center gap-1.5 rounded text-stone-700 hover:text-brand-800 hover:underline"
          >
            <PartyAvatar party={otherParty} size="xs" />
            <span className="truncate">{personName(otherParty.displayName)}</span>
          </Link>
        </div>
      </div>

      {actions && <div className="shrink-0">{actions}</div>}
    </header>
  );
}
