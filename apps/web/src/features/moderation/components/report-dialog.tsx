import { REPORT_DESCRIPTION_MAX_LENGTH, USER_REPORT_REASONS, type UserReportReason } from "@kierto/shared";
import { type FormEvent, useState } from "react";
import { FormDialog, FormDialogButtons } from "@/components/ui/form-dialog";
import { SelectField } from "@/components/ui/select-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { useMessages } from "@/i18n";
import { personName } from "@/lib/person-name";
import { toast } from "@/lib/toast";
import { useReportUser } from "../api/report-user";

/** docs/product-rules.md#blocks-and-reports Report: a reason from the list is required, the description optional. */
export function ReportDialog({
  open,
  onOpenChange,
  returnFocus,
  reported,
  chatId,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Where focus goes when the dialog closes. */
  returnFocus(): void;
  reported: { id: string; displayName: string };
  chatId: string;
}) {
  const m = useMessages();
  const t = m.moderation;
  const report = useReportUser();
  const [reason, setReason] = useState<UserReportReason | "">("");
  const [description, setDescription] = useState("");
  const [reasonError, setReasonError] = useState<string>();

  const reset = () => {
    setReason("");
    setDescription("");
    setReasonError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setReasonError(t.reportDialog.reasonRequired);
      return;
    }
    report.mutate(
      { reportedId: reported.id, chatId, reason, description: description.trim() || null },
      {
        onSuccess: () => {
          toast.success(t.toast.reported);
          reset();
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title={t.reportDialog.title(personName(reported.displayName))}
      description={t.reportDialog.body}
      pending={report.isPending}
      returnFocus={returnFocus}
    >
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        <SelectField
          label={t.reportDialog.reason}
          placeholder={t.reportDialog.reasonPlaceholder}
          options={USER_REPORT_REASONS.map((value) => ({ value, label: t.reasons[value] }))}
          value={reason}
          required
          error={reasonError}
          onChange={(event) => {
            setReason(event.target.value as UserReportReason | "");
            setReasonError(undefined);
          }}
        />
        <TextareaField
          label={t.reportDialog.description}
          hint={t.reportDialog.descriptionHint}
          value={description}
          maxLength={REPORT_DESCRIPTION_MAX_LENGTH}
          onChange={(event) => setDescription(event.target.value)}
        />
        <FormDialogButtons
          cancelLabel={m.common.cancel}
          submitLabel={report.isPending ? t.reportDialog.submitting : t.reportDialog.submit}
          pending={report.isPending}
          submitVariant="destructive"
        />
      </form>
    </FormDialog>
  );
}
