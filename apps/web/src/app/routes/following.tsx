import { PageHeading } from "@/components/ui/page-heading";
import { FollowingFeed } from "@/features/follows/components/following-feed";
import { useMessages } from "@/i18n";
import { useCardHeart } from "../shells/use-card-heart";

/** docs/product-rules.md#following-sellers Following at /app/following. */
export function Component() {
  const m = useMessages().follows;
  const heart = useCardHeart();
  return (
    <>
      <PageHeading title={m.pageTitle}>
        <p className="mt-1 text-stone-600">{m.intro}</p>
      </PageHeading>
      <FollowingFeed renderAction={heart} />
    </>
  );
}
