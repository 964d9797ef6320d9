import { useMessages } from "@/i18n";
import { useFeedCount } from "../../api/get-feed-count";
import type { FeedFilters } from "../../browse/feed-filters";

/** docs/product-rules.md#feed: '128 items' above the results; announced when it changes. */
export function ResultCount({ filters }: { filters: FeedFilters }) {
  const m = useMessages().listings.feed;
  const count = useFeedCount(filters);
  return (
    <p aria-live="polite" className="text-sm text-stone-600" data-testid="result-count">
      {count.data ? m.count(count.data.count, count.data.more) : null}
    </p>
  );
}
