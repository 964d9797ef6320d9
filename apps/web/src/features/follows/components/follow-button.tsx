import { Check, UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/i18n";
import { personName } from "@/lib/person-name";
import { useFollowedNow, useSetFollow } from "../api/set-follow";

export interface FollowButtonProps {
  sellerId: string;
  sellerName: string;
  /** Whether the viewer follows the seller, as the page loaded it. */
  isFollowed: boolean;
  signedIn: boolean;
  onRequireLogin(): void;
  size?: "sm" | "md";
}

/**
 * docs/product-rules.md#following-sellers Follow: a toggle button (aria-pressed) that reads
 * "Follow" or "Following", with the seller's name for screen readers. A guest is asked to log in.
 * The viewer's own page and listings have none (the page leaves it out).
 */
export function FollowButton({
  sellerId,
  sellerName,
  isFollowed,
  signedIn,
  onRequireLogin,
  size = "md",
}: FollowButtonProps) {
  const t = useMessages().follows;
  const setFollow = useSetFollow(sellerId);
  const pressed = useFollowedNow(sellerId, isFollowed);
  const name = personName(sellerName);
  const toggle = () => {
    if (!signedIn) return onRequireLogin();
    // A second click waits for the first answer, so the two requests cannot cross.
    if (setFollow.isPending) return;
    setFollow.mutate({ sellerName: name, follow: !pressed });
  };
  return (
    <Button
      variant={pressed ? "secondary" : "primary"}
      size={size}
      aria-pressed={signedIn ? pressed : undefined}
      aria-busy={setFollow.isPending || undefined}
      onClick={toggle}
    >
      {pressed ? <Check aria-hidden className="size-4" /> : <UserPlus aria-hidden className="size-4" />}
      {pressed ? t.following : t.follow}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}
