import { CalendarDays, Clock, MapPin, Star } from "lucide-react";
import type { ReactNode } from "react";
import { Avatar } from "@/components/ui/avatar";
import { PageHeading } from "@/components/ui/page-heading";
import { useMessages } from "@/i18n";
import { formatDate, formatDecimal, formatLastSeen } from "@/lib/format";
import { personName } from "@/lib/person-name";
import type { SellerPage } from "../api/get-seller";

/**
 * Who the seller is: avatar or initial, name, city, member since, last seen and rating; beside
 * them the follow control, which the page composes from the follows feature.
 */
export function SellerHeader({ seller, followControl }: { seller: SellerPage; followControl?: ReactNode }) {
  const m = useMessages().sellers;
  const { profile, rating } = seller;
  return (
    <div className="mb-10 flex flex-col gap-5 rounded-3xl border border-stone-200 bg-white p-5 sm:flex-row sm:items-center sm:p-8">
      <Avatar name={profile.displayName} url={profile.avatarUrl} size="lg" />
      <div className="min-w-0 flex-1">
        <PageHeading title={personName(profile.displayName)} description={profile.bio ?? undefined}>
          <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-stone-700">
            <li className="inline-flex items-center gap-1.5">
              {rating.count > 0 && rating.average !== null ? (
                <>
                  <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
                  <span aria-hidden className="font-semibold text-stone-900">
                    {formatDecimal(rating.average, 1)} ({rating.count})
                  </span>
                  <span className="sr-only">{m.rating(formatDecimal(rating.average, 1), rating.count)}</span>
                </>
              ) : (
                <>
                  <Star aria-hidden className="size-4 text-stone-400" />
                  {m.noReviews}
                </>
              )}
            </li>
            {profile.city && (
              <li className="inline-flex items-center gap-1.5">
                <MapPin aria-hidden className="size-4 text-stone-500" />
                {profile.city}
              </li>
            )}
            <li className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden className="size-4 text-stone-500" />
              {m.memberSince(formatDate(seller.memberSince, { month: "long", year: "numeric" }))}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Clock aria-hidden className="size-4 text-stone-500" />
              {m.lastSeen(formatLastSeen(profile.lastSeen))}
            </li>
          </ul>
        </PageHeading>
        {profile.bio && <p className="-mt-2 max-w-2xl text-stone-700">{profile.bio}</p>}
        {followControl && <div className="mt-4">{followControl}</div>}
      </div>
    </div>
  );
}
