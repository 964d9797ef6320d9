import { Star } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/i18n";
import { ReviewDialog } from "./review-dialog";

/**
 * The Transactions tab's review action: 'Leave a review' opens the dialog; once the user has
 * reviewed the sale it reads 'Review submitted' and is disabled (docs/product-rules.md#reviews Profile).
 */
export function ReviewButton({
  transactionId,
  counterpartyName,
  productTitle,
  reviewed,
  onReviewed,
}: {
  transactionId: string;
  counterpartyName: string;
  productTitle: string;
  reviewed: boolean;
  /** The list that shows `reviewed` refreshes here. */
  onReviewed?(): void;
}) {
  const m = useMessages().reviews;
  // Shown at once, before the list has fetched its new state.
  const [submitted, setSubmitted] = useState(false);

  if (reviewed || submitted) {
    return (
      <Button variant="secondary" size="sm" disabled>
        {m.submitted}
      </Button>
    );
  }
  return (
    <ReviewDialog
      transactionId={transactionId}
      counterpartyName={counterpartyName}
      productTitle={productTitle}
      onReviewed={() => {
        setSubmitted(true);
        onReviewed?.();
      }}
    >
      <Button size="sm" aria-label={m.leaveReviewFor(counterpartyName)}>
        <Star aria-hidden className="size-4" />
        {m.leaveReview}
      </Button>
    </ReviewDialog>
  );
}
