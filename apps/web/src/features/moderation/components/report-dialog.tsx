import { REPORT_DESCRIPTION_MAX_LENGTH, REPORT_REASONS, type ReportReason } from "@kierto/shared";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
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
  const [reason, setReason] = useState<ReportReason | "">("");
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
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (report.isPending) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-stone-900">
              {t.reportDialog.title(personName(reported.displayName))}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" className="-mt-2 -mr-2" aria-label={m.common.close}>
                <X aria-hidden className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-stone-700">{t.reportDialog.body}</Dialog.Description>

          <form onSubmit={submit} noValidate className="mt-5 space-y-4">
            <SelectField
              label={t.reportDialog.reason}
              placeholder={t.reportDialog.reasonPlaceholder}
              options={REPORT_REASONS.map((value) => ({ value, label: t.reasons[value] }))}
              value={reason}
              required
              error={reasonError}
              onChange={(event) => {
                setReason(event.target.value as ReportReason | "");
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
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={report.isPending}>
                  {m.common.cancel}
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="destructive" disabled={report.isPending}>
                {report.isPending ? t.reportDialog.submitting : t.reportDialog.submit}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
