import { useMessages } from "@/i18n";
import { useFollowedNow } from "../api/set-follow";
import { FollowButton, type FollowButtonProps } from "./follow-button";

/** The seller page's follow control: how many follow the seller, and (for others) the Follow button. */
export function SellerFollow({
  followerCount,
  isOwn,
  ...button
}: FollowButtonProps & { followerCount: number; isOwn: boolean }) {
  const t = useMessages().follows;
  const followed = useFollowedNow(button.sellerId, button.isFollowed);
  // A change on its way counts at once; the page's count catches up when it loads again.
  const count = followerCount + (followed === button.isFollowed ? 0 : followed ? 1 : -1);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-stone-700">{t.followers(count)}</p>
      {!isOwn && <FollowButton {...button} />}
    </div>
  );
}
