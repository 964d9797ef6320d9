import { LISTING_REPORT_REASONS, type ListingReportReason, REPORT_DESCRIPTION_MAX_LENGTH } from "@kierto/shared";
import { Flag } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormDialog, FormDialogButtons } from "@/components/ui/form-dialog";
import { SelectField } from "@/components/ui/select-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { useMessages } from "@/i18n";
import { toast } from "@/lib/toast";
import { useReportListing } from "../api/report-listing";

type Errors = Partial<Record<"reason" | "description" | "email", string>>;

/**
 * 'Report listing' on a product page, for anyone but its seller, signed in or not (the DSA's
 * notice and action, art. 16): a reason, what is wrong, and for a guest the address the outcome
 * is mailed to. The report lands in the moderators' queue like a report from a chat.
 */
export function ReportListingButton({ productId, signedIn }: { productId: string; signedIn: boolean }) {
  const m = useMessages();
  const t = m.moderation.listingReport;
  const report = useReportListing(productId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ListingReportReason | "">("");
  const [description, setDescription] = useState("");
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const opener = useRef<HTMLButtonElement>(null);

  const reset = () => {
    setReason("");
    setDescription("");
    setEmail("");
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      reason: reason ? undefined : t.reasonRequired,
      description: description.trim() ? undefined : t.descriptionRequired,
      email: signedIn || email.trim() ? undefined : t.emailRequired,
    };
    setErrors(found);
    if (!reason || found.description || found.email) return;
    report.mutate(
      { reason, description, email: signedIn ? null : email.trim() },
      {
        onSuccess: () => {
          toast.success(t.sent);
          reset();
          setOpen(false);
        },
      },
    );
  };

  return (
    <>
      <Button ref={opener} variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <Flag aria-hidden className="size-4" />
        {t.open}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={(next) => {
          if (!next) reset();
          setOpen(next);
        }}
        title={t.title}
        description={t.body}
        pending={report.isPending}
        returnFocus={() => opener.current?.focus()}
      >
        <form onSubmit={submit} noValidate className="mt-5 space-y-4">
          <SelectField
            label={t.reason}
            placeholder={t.reasonPlaceholder}
            options={LISTING_REPORT_REASONS.map((value) => ({ value, label: m.moderation.reasons[value] }))}
            value={reason}
            required
            error={errors.reason}
            onChange={(event) => {
              setReason(event.target.value as ListingReportReason | "");
              setErrors((current) => ({ ...current, reason: undefined }));
            }}
          />
          <TextareaField
            label={t.description}
            hint={t.descriptionHint}
            value={description}
            required
            error={errors.description}
            maxLength={REPORT_DESCRIPTION_MAX_LENGTH}
            onChange={(event) => {
              setDescription(event.target.value);
              setErrors((current) => ({ ...current, description: undefined }));
            }}
          />
          {!signedIn && (
            <Field
              label={t.email}
              hint={t.emailHint}
              type="email"
              autoComplete="email"
              value={email}
              required
              error={errors.email}
              onChange={(event) => {
                setEmail(event.target.value);
                setErrors((current) => ({ ...current, email: undefined }));
              }}
            />
          )}
          <FormDialogButtons
            cancelLabel={m.common.cancel}
            submitLabel={report.isPending ? t.submitting : t.submit}
            pending={report.isPending}
            submitVariant="destructive"
          />
        </form>
      </FormDialog>
    </>
  );
}
