import { MapPin, Star } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { formatDecimal } from "@/lib/format";
import type { ProductDetail } from "../../api/get-product";

/**
 * The seller block: avatar or initial, name linking to their page, rating once reviews exist,
 * and the follow control that the page composes from the follows feature.
 */
export function SellerCard({ seller, followButton }: { seller: ProductDetail["seller"]; followButton?: ReactNode }) {
  const m = useMessages().listings.product;
  const { rating } = seller;
  return (
    <section aria-labelledby="seller-heading" className="rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id="seller-heading" className="sr-only">
        {m.seller}
      </h2>
      <div className="flex items-center gap-3">
        <Avatar name={seller.displayName} url={seller.avatarUrl} />
        <div className="min-w-0 flex-1">
          <Link
            to={paths.user.href(seller.id)}
            className="block truncate font-semibold text-stone-900 hover:text-brand-800 hover:underline"
            aria-label={m.sellerProfile(seller.displayName)}
          >
            {seller.displayName}
          </Link>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-stone-600">
            {rating.count > 0 && rating.average !== null ? (
              <span className="inline-flex items-center gap-1">
                <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
                <span aria-hidden>
                  {formatDecimal(rating.average, 1)} ({rating.count})
                </span>
                <span className="sr-only">{m.rating(formatDecimal(rating.average, 1), rating.count)}</span>
              </span>
            ) : (
              <span>{m.noReviews}</span>
            )}
            {seller.city && (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden className="size-4" />
                {seller.city}
              </span>
            )}
          </p>
        </div>
        {followButton && <div className="shrink-0">{followButton}</div>}
      </div>
    </section>
  );
}
