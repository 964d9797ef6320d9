import { REVIEW_COMMENT_MAX, REVIEW_RATING_DEFAULT } from "@kierto/shared";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type FormEvent, type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
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
    <Dialog.Root open={open} onOpenChange={(next) => !create.isPending && setOpen(next)}>
      <Dialog.Trigger asChild>{children}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-stone-900">
              {t.dialog.title(counterpartyName)}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" className="-mt-2 -mr-2" aria-label={m.common.close}>
                <X aria-hidden className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-stone-700">{t.dialog.body(productTitle)}</Dialog.Description>
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
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={create.isPending}>
                  {m.common.cancel}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? t.dialog.submitting : t.dialog.submit}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
