import { ChevronRight, HandCoins, Info, MessageCircle, Pencil, ShoppingBag, Truck } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PhoneActionBar, PhoneActionBarSpace } from "@/components/ui/phone-action-bar";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { formatDate, formatPrice } from "@/lib/format";
import type { ProductDetail } from "../../api/get-product";
import { useStartConversation } from "../../api/start-conversation";
import { filtersSearch } from "../../browse/use-feed-filters";
import { DeleteListingButton } from "./delete-listing-button";
import { Gallery } from "./gallery";
import { ProductAttributes } from "./product-attributes";
import { SellerCard } from "./seller-card";

/**
 * docs/product-rules.md#listings Product detail. Guests see Buy Now and log-in prompts for messaging and favourites;
 * other signed-in people can buy, message and favourite; the owner (our choice: owners may view
 * their own listing) gets Edit and Delete instead, with the favourite disabled.
 */
export function ProductView({
  product,
  signedIn,
  favoriteButton,
  followButton,
  reportControl,
  bundleControl,
  offerHistory,
  onRequireLogin,
}: {
  product: ProductDetail;
  signedIn: boolean;
  /** The favourite control, from the favourites feature. */
  favoriteButton: ReactNode;
  /** Follow on the seller card, from the follows feature; none on one's own listing. */
  followButton?: ReactNode;
  /** 'Report listing', from the moderation feature; none on one's own listing. */
  reportControl?: ReactNode;
  /** Add to bundle, for a signed-in buyer who does not own the item. */
  bundleControl?: ReactNode;
  /** The listing's offers, from the offers feature; shown to its owner. */
  offerHistory?: ReactNode;
  onRequireLogin(description: string): void;
}) {
  const m = useMessages();
  const t = m.listings.product;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const inApp = pathname.startsWith(paths.app.path);
  const home = inApp ? paths.app.href : paths.home.href;
  const checkout = pathname.startsWith("/browse/")
    ? paths.browseCheckout.href(product.id)
    : paths.checkout.href(product.id);
  const startConversation = useStartConversation();
  const forSale = product.status === "active";
  // Another buyer's open checkout (or a hand-over one side confirmed) holds it: Buy Now would be
  // refused (ITEM_RESERVED), so the page says so instead. The viewer's own checkout may resume.
  const reserved = forSale && product.availability === "reserved" && !product.reservedByMe;

  const messageSeller = () => {
    if (!signedIn) return onRequireLogin(t.guestMessage);
    startConversation.mutate(product.id, { onSuccess: (chat) => navigate(paths.chat.href(chat.id)) });
  };
  // Offers are made and answered in the chat, where they show as cards: it opens with the form.
  const makeOffer = () => {
    if (!signedIn) return onRequireLogin(t.guestMessage);
    startConversation.mutate(product.id, {
      onSuccess: (chat) => navigate({ pathname: paths.chat.href(chat.id), search: "?offer=1" }),
    });
  };

  const buyButton = (size: "lg" | "md") =>
    reserved ? (
      <Button size={size} disabled>
        <ShoppingBag aria-hidden className="size-4" />
        {t.reserved}
      </Button>
    ) : (
      <Button asChild size={size}>
        <Link to={checkout}>
          <ShoppingBag aria-hidden className="size-4" />
          {t.buyNow}
        </Link>
      </Button>
    );
  const messageLabel = !signedIn
    ? t.logInToMessage
    : startConversation.isPending
      ? t.startingConversation
      : t.messageSeller;

  return (
    <>
      <nav aria-label={t.breadcrumb} className="mb-4 text-sm text-stone-600">
        <ol className="flex min-w-0 items-center gap-1">
          <li>
            <Link to={home} className="hover:text-brand-800 hover:underline">
              {t.home}
            </Link>
          </li>
          <li aria-hidden>
            <ChevronRight className="size-4" />
          </li>
          <li>
            <Link
              to={{ pathname: home, search: filtersSearch({ featured: false, category: product.category }) }}
              className="hover:text-brand-800 hover:underline"
            >
              {m.options.category[product.category]}
            </Link>
          </li>
          <li aria-hidden>
            <ChevronRight className="size-4" />
          </li>
          <li className="min-w-0 truncate text-stone-900" aria-current="page">
            {product.title}
          </li>
        </ol>
      </nav>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-12">
        <Gallery photos={product.photos} title={product.title} />
        <div className="space-y-6">
          {reserved && (
            <div
              role="status"
              className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
            >
              <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
              <p>
                <span className="font-medium">{m.payments.checkout.reserved}</span>
                <br />
                {m.payments.checkout.reservedBody}
              </p>
            </div>
          )}
          {product.status !== "active" && (
            <p
              role="status"
              className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
            >
              <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
              {product.status === "sold" ? t.status.sold : t.status.draft}
            </p>
          )}
          <header>
            <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{product.title}</h1>
            <p className="mt-2 text-3xl font-bold text-stone-900">{formatPrice(product.priceCents)}</p>
            {product.shippingFromCents !== null && (
              <p className="mt-1 text-sm text-stone-700">
                {m.listings.card.shippingFrom(formatPrice(product.shippingFromCents))}
              </p>
            )}
            {product.editedAt && (
              <p className="mt-1 text-sm text-stone-600">
                <time dateTime={product.editedAt}>
                  {t.edited(formatDate(product.editedAt, { dateStyle: "medium" }))}
                </time>
              </p>
            )}
            <p className="mt-3 flex flex-wrap gap-2">
              <Badge tone="muted">{m.listings.card.sizeLabel(m.options.size(product.size))}</Badge>
              {product.condition && <Badge tone="muted">{m.options.condition[product.condition]}</Badge>}
              {product.brand && <Badge tone="muted">{product.brand}</Badge>}
              {product.status === "sold" && <Badge tone="dark">{m.listings.card.sold}</Badge>}
              {product.status === "draft" && <Badge tone="warning">{m.listings.card.draft}</Badge>}
            </p>
          </header>

          {product.isOwner ? (
            <div className="space-y-3 rounded-2xl bg-brand-50 p-4">
              <p className="text-sm font-medium text-brand-900">{t.ownListing}</p>
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                {product.status !== "sold" && (
                  <Button asChild size="lg">
                    <Link to={paths.editListing.href(product.id)}>
                      <Pencil aria-hidden className="size-4" />
                      {t.edit}
                    </Link>
                  </Button>
                )}
                {/* A listing a sale holds or completed is kept for the sale's record (409). */}
                {product.deletable && (
                  <DeleteListingButton
                    productId={product.id}
                    title={product.title}
                    size="lg"
                    onDeleted={() => navigate(paths.myItems.href, { replace: true })}
                  />
                )}
              </div>
              {favoriteButton}
            </div>
          ) : (
            forSale && (
              <div className="grid grid-cols-1 gap-2">
                {/* On a phone these two live in the action bar below instead. */}
                <div className="grid grid-cols-1 gap-2 max-md:hidden">
                  {buyButton("lg")}
                  <Button variant="secondary" size="lg" onClick={messageSeller} disabled={startConversation.isPending}>
                    <MessageCircle aria-hidden className="size-4" />
                    {messageLabel}
                  </Button>
                </div>
                {product.offersEnabled && !reserved && (
                  <Button variant="secondary" size="lg" onClick={makeOffer} disabled={startConversation.isPending}>
                    <HandCoins aria-hidden className="size-4" />
                    {m.transactions.offers.makeOffer}
                  </Button>
                )}
                {!reserved && bundleControl}
                {favoriteButton}
                <PhoneActionBar label={t.actionBar}>
                  <div className="flex items-center gap-2">
                    <p className="mr-auto text-lg font-bold whitespace-nowrap text-stone-900">
                      {formatPrice(product.priceCents)}
                    </p>
                    {buyButton("md")}
                    <Button
                      variant="secondary"
                      size="icon"
                      onClick={messageSeller}
                      disabled={startConversation.isPending}
                      aria-label={messageLabel}
                    >
                      <MessageCircle aria-hidden className="size-4" />
                    </Button>
                  </div>
                </PhoneActionBar>
              </div>
            )
          )}

          {product.isOwner && offerHistory}
          <SellerCard seller={product.seller} followButton={followButton} />

          <section aria-labelledby="details-heading" className="rounded-2xl border border-stone-200 bg-white p-4">
            <h2 id="details-heading" className="mb-3 font-semibold text-stone-900">
              {t.details}
            </h2>
            <ProductAttributes product={product} />
            <p className="mt-4 flex items-start gap-2 rounded-xl bg-stone-50 px-3 py-2.5 text-sm text-stone-700">
              <Truck aria-hidden className="mt-0.5 size-4 shrink-0" />
              {t.deliveryHint[product.deliveryMethod]}
            </p>
          </section>

          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="mb-2 font-semibold text-stone-900">
              {t.description}
            </h2>
            {product.description ? (
              <p className="text-[15px] leading-relaxed whitespace-pre-line text-stone-800">{product.description}</p>
            ) : (
              <p className="text-sm text-stone-600">{t.noDescription}</p>
            )}
          </section>
          {reportControl && <div className="flex justify-end">{reportControl}</div>}
        </div>
      </div>
      {forSale && !product.isOwner && <PhoneActionBarSpace />}
    </>
  );
}
