import { MessageSquareQuote } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { formatDate } from "@/lib/format";
import { personName } from "@/lib/person-name";
import { type ReceivedReview, useReceivedReviews } from "../api/get-received-reviews";
import { Stars } from "./stars";

/**
 * The reviews a person received (docs/product-rules.md#reviews Profile Reviews tab, and the seller page): reviewer
 * name and avatar, stars, comment and the item, newest first; 'No reviews yet.' without any.
 */
export function ReceivedReviews({ userId }: { userId: string }) {
  const m = useMessages();
  const t = m.reviews.list;
  const reviews = useReceivedReviews(userId);

  if (reviews.isPending) return <p className="py-6 text-center text-stone-600">{m.common.loading}</p>;
  if (reviews.isError) {
    return (
      <EmptyState icon={MessageSquareQuote} title={t.loadError}>
        <Button variant="secondary" onClick={() => reviews.refetch()}>
          {m.common.retry}
        </Button>
      </EmptyState>
    );
  }
  if (reviews.data.items.length === 0)
    return <EmptyState icon={MessageSquareQuote} title={t.empty} body={t.emptyBody} />;
  return (
    <ul aria-label={t.label} className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
      {reviews.data.items.map((review) => (
        <ReviewItem key={review.id} review={review} />
      ))}
    </ul>
  );
}

function ReviewItem({ review }: { review: ReceivedReview }) {
  const t = useMessages().reviews.list;
  return (
    <li className="flex gap-3 p-4">
      <Avatar name={review.reviewer.displayName} url={review.reviewer.avatarUrl} size="sm" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Link
            to={paths.user.href(review.reviewer.id)}
            className="font-semibold text-stone-900 hover:text-brand-800 hover:underline"
          >
            {personName(review.reviewer.displayName)}
          </Link>
          <Stars rating={review.rating} />
          <time dateTime={review.createdAt} className="text-xs text-stone-500">
            {formatDate(review.createdAt)}
          </time>
        </div>
        <p className="text-sm text-stone-600">{t.about(review.productTitle)}</p>
        {review.comment && <p className="mt-1.5 whitespace-pre-line text-stone-800">{review.comment}</p>}
      </div>
    </li>
  );
}
