import { BadgeCheck, Clock, MapPin, Package, Settings, Star, Wallet } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { formatDecimal, formatLastSeen } from "@/lib/format";
import type { OwnProfilePage } from "../api/get-own-profile";
import { AvatarUpload } from "./avatar-upload";
import { ProfileEditForm } from "./profile-edit-form";

/**
 * docs/product-rules.md#accounts-and-profiles Profile: avatar, display name, city, bio, the Verified badge, the rating when reviews
 * exist, the number of items listed and the last-seen text; Edit switches to the form.
 */
export function ProfileSummary({
  profile,
  editing,
  onEdit,
  onDoneEditing,
}: {
  profile: OwnProfilePage;
  editing: boolean;
  onEdit(): void;
  onDoneEditing(): void;
}) {
  const m = useMessages();
  const t = m.profile;
  const { rating } = profile;
  return (
    <section
      aria-labelledby="profile-name"
      className="flex flex-col gap-6 rounded-2xl border border-stone-200 bg-white p-5 sm:flex-row sm:p-8"
    >
      <AvatarUpload name={profile.displayName} url={profile.avatarUrl} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="profile-name" className="text-xl font-semibold text-stone-900">
            {profile.displayName}
          </h2>
          {profile.emailVerified && (
            <span
              className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900"
              title={t.verifiedLabel}
            >
              <BadgeCheck aria-hidden className="size-3.5" />
              {t.verified}
            </span>
          )}
        </div>
        {editing ? (
          <div className="mt-4">
            <ProfileEditForm profile={profile} onDone={onDoneEditing} />
          </div>
        ) : (
          <>
            <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-stone-700">
              {rating.count > 0 && rating.average !== null && (
                <li className="inline-flex items-center gap-1.5">
                  <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
                  <span aria-hidden className="font-semibold text-stone-900">
                    {formatDecimal(rating.average, 1)} ({rating.count})
                  </span>
                  <span className="sr-only">{t.rating(formatDecimal(rating.average, 1), rating.count)}</span>
                </li>
              )}
              <li className="inline-flex items-center gap-1.5">
                <Package aria-hidden className="size-4 text-stone-500" />
                {t.itemsListed(profile.itemsListed)}
              </li>
              <li className="inline-flex items-center gap-1.5">
                <MapPin aria-hidden className="size-4 text-stone-500" />
                {profile.city ?? t.noCity}
              </li>
              <li className="inline-flex items-center gap-1.5">
                <Clock aria-hidden className="size-4 text-stone-500" />
                {t.lastSeen(formatLastSeen(profile.lastSeen))}
              </li>
            </ul>
            <p className="mt-3 max-w-2xl whitespace-pre-line text-stone-700">{profile.bio ?? t.noBio}</p>
            <div className="mt-4 flex flex-wrap gap-2">
              <Button variant="secondary" onClick={onEdit}>
                {t.edit}
              </Button>
              <Button variant="ghost" asChild>
                <Link to={paths.settings.href}>
                  <Settings aria-hidden className="size-4" />
                  {t.settings}
                </Link>
              </Button>
              <Button variant="ghost" asChild>
                <Link to={paths.wallet.href}>
                  <Wallet aria-hidden className="size-4" />
                  {m.wallet.title}
                </Link>
              </Button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
