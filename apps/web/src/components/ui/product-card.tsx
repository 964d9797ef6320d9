import type { InferResponseType } from "hono/client";
import { ImageOff } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useMessages } from "@/i18n";
import type { api } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { formatPrice } from "@/lib/format";
import { Badge, type BadgeTone } from "./badge";

/** A listing as the feed, My Items, Favorites and seller pages receive it (the server's ProductCard). */
export type ProductCardData = InferResponseType<typeof api.products.$get, 200>["items"][number];

/**
 * The server's card-size photo is 480 px wide (about 2x the widest grid column); these are its
 * proportions, so the browser reserves the slot before the photo arrives.
 */
const CARD_PHOTO_WIDTH = 480;
const CARD_PHOTO_HEIGHT = 640;

const statusTones: Record<ProductCardData["status"], BadgeTone> = { active: "success", draft: "warning", sold: "dark" };

/**
 * docs/product-rules.md#feed Product status on a card: active shows the heart (`action`) and the condition badge;
 * sold shows a SOLD overlay, is dimmed and has no heart; a draft shows a Draft badge. An active
 * listing a sale holds (a checkout, a paid sale the buyer has not confirmed yet, an agreed
 * hand-over) shows a Reserved badge: it is not sold until that sale completes.
 */
export function ProductCard({
  product,
  href,
  action,
  footer,
  meta,
  titleAs: Title = "h3",
  showStatus = false,
  eyebrow,
  actionOnAnyStatus = false,
}: {
  product: Pick<ProductCardData, "id" | "title" | "priceCents" | "size" | "condition" | "status" | "cover" | "brand"> &
    Partial<Pick<ProductCardData, "reserved" | "shippingFromCents">>;
  href: string;
  /** The heart; shown on active listings only. */
  action?: ReactNode;
  /** Controls under the card (My Items). */
  footer?: ReactNode;
  /** An extra line under the size (Favorites: the seller). */
  meta?: ReactNode;
  titleAs?: "h2" | "h3";
  /** A status badge on every card (My Items), not only on drafts. */
  showStatus?: boolean;
  /** A small label above the title (Favorites: the category). */
  eyebrow?: string;
  /** Show `action` on sold listings too (Favorites: removing a sold item's heart). */
  actionOnAnyStatus?: boolean;
}) {
  const m = useMessages();
  const { status, cover } = product;
  const sold = status === "sold";
  return (
    <article className="group relative flex flex-col">
      <Link to={href} className="block rounded-xl">
        <div
          className={cn(
            "relative aspect-[3/4] overflow-hidden rounded-xl bg-stone-100",
            sold && "opacity-60 grayscale-[40%]",
          )}
        >
          {cover ? (
            <img
              src={cover.cardUrl}
              alt={product.title}
              width={CARD_PHOTO_WIDTH}
              height={CARD_PHOTO_HEIGHT}
              loading="lazy"
              decoding="async"
              className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
            />
          ) : (
            <span className="flex size-full flex-col items-center justify-center gap-2 text-stone-600">
              <ImageOff aria-hidden className="size-8 text-stone-400" />
              <span className="text-xs">{m.listings.card.noPhoto}</span>
            </span>
          )}
          {sold && (
            <span className="absolute inset-0 flex items-center justify-center bg-stone-900/35">
              <span className="rounded-md bg-white px-3 py-1 text-sm font-bold tracking-[0.2em] text-stone-900">
                {m.listings.card.sold}
              </span>
            </span>
          )}
          {showStatus && (
            <span className="absolute top-2 left-2">
              <Badge tone={statusTones[status]}>{m.options.status[status]}</Badge>
            </span>
          )}
          <span className="absolute bottom-2 left-2 flex gap-1">
            {status === "draft" && !showStatus && <Badge tone="warning">{m.listings.card.draft}</Badge>}
            {status === "active" && product.reserved && <Badge tone="warning">{m.listings.card.reserved}</Badge>}
            {status === "active" && product.condition && <Badge>{m.options.condition[product.condition]}</Badge>}
          </span>
        </div>
        {/* Only the photo is dimmed when sold: the text keeps its contrast (WCAG 1.4.3). */}
        <div className="mt-2 space-y-0.5 px-0.5">
          {eyebrow && <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{eyebrow}</p>}
          <p className={cn("font-semibold", sold ? "text-stone-600 line-through" : "text-stone-900")}>
            {formatPrice(product.priceCents)}
          </p>
          <Title className="truncate text-sm text-stone-800">{product.title}</Title>
          <p className="truncate text-xs text-stone-600">
            {m.listings.card.sizeLabel(m.options.size(product.size))}
            {product.brand && ` · ${product.brand}`}
          </p>
          {product.shippingFromCents != null && !sold && (
            <p className="truncate text-xs text-stone-600">
              {m.listings.card.shippingFrom(formatPrice(product.shippingFromCents))}
            </p>
          )}
          {meta}
        </div>
      </Link>
      {(status === "active" || actionOnAnyStatus) && action && <div className="absolute top-2 right-2">{action}</div>}
      {footer && <div className="mt-2">{footer}</div>}
    </article>
  );
}

/** The same shape as a card, pulsing, while the listings load (docs/product-rules.md#feed: 12 of them). */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden className="animate-pulse">
      <div className="aspect-[3/4] rounded-xl bg-stone-200" />
      <div className="mt-2 space-y-1.5 px-0.5">
        <div className="h-4 w-16 rounded bg-stone-200" />
        <div className="h-3.5 w-4/5 rounded bg-stone-200" />
        <div className="h-3 w-1/2 rounded bg-stone-200" />
      </div>
    </div>
  );
}

/** docs/product-rules.md#feed: 2, 3, 4 or 5 columns by breakpoint. */
export const productGridClass =
  "grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 sm:gap-x-4 lg:grid-cols-4 xl:grid-cols-5";
