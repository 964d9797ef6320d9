import { REVIEW_COMMENT_MAX, REVIEW_RATING_DEFAULT } from "@kierto/shared";
import { type FormEvent, type ReactNode, useState } from "react";
import { FormDialog, FormDialogButtons } from "@/components/ui/form-dialog";
import { TextareaField } from "@/components/ui/textarea-field";
import { useMessages } from "@/i18n";
import { ApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useCreateReview } from "../api/create-review";
import { StarRatingInput } from "./star-rating-input";

/**
 * docs/product-rules.md#reviews Profile review dialog: stars (default 5) and an optional comment with the live counter
 * 'n/500 characters'. `onReviewed` runs once the review is stored, or when the server says one
 * already exists (written meanwhile in another tab).
 */
export function ReviewDialog({
  transactionId,
  counterpartyName,
  productTitle,
  onReviewed,
  children,
}: {
  transactionId: string;
  counterpartyName: string;
  productTitle: string;
  onReviewed(): void;
  /** The button that opens the dialog. */
  children: ReactNode;
}) {
  const m = useMessages();
  const t = m.reviews;
  const create = useCreateReview(transactionId);
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(REVIEW_RATING_DEFAULT);
  const [comment, setComment] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { rating, comment },
      {
        onSuccess: () => {
          toast.success(t.toast.submitted, { description: t.toast.submittedBody });
          setOpen(false);
          onReviewed();
        },
        // 'Error submitting review' comes from the mutation; a review written meanwhile closes the dialog.
        onError: (error) => {
          if (error instanceof ApiError && error.code === "ALREADY_REVIEWED") {
            setOpen(false);
            onReviewed();
          }
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title={t.dialog.title(counterpartyName)}
      description={t.dialog.body(productTitle)}
      pending={create.isPending}
      trigger={children}
    >
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        <StarRatingInput value={rating} onChange={setRating} />
        <TextareaField
          label={t.dialog.comment}
          placeholder={t.dialog.commentPlaceholder}
          hint={t.dialog.counter(comment.length, REVIEW_COMMENT_MAX)}
          value={comment}
          maxLength={REVIEW_COMMENT_MAX}
          onChange={(event) => setComment(event.target.value)}
        />
        <FormDialogButtons
          cancelLabel={m.common.cancel}
          submitLabel={create.isPending ? t.dialog.submitting : t.dialog.submit}
          pending={create.isPending}
        />
      </form>
    </FormDialog>
  );
}
