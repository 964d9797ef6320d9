import { REPORT_DESCRIPTION_MAX_LENGTH } from "@kierto/shared";
import { type FormEvent, useState } from "react";
import { ignoreFailure } from "@/lib/query-errors";
import { FormDialog, FormDialogButtons } from "./form-dialog";
import { TextareaField } from "./textarea-field";

export interface ReasonDialogTexts {
  title: string;
  description: string;
  reason: string;
  reasonHint: string;
  reasonRequired: string;
  confirm: string;
  pending: string;
  cancel: string;
}

/**
 * Asks a member of staff to confirm an action with the reason the person affected reads and the
 * audit log keeps. `onConfirm` is awaited rather than run through a mutation's callbacks: the row
 * that opened the dialog may leave its list while the lists refresh, unmounting the dialog, and a
 * mutation's callbacks do not run after an unmount. A failure stays open with the error shown by
 * the mutation's own toast.
 */
export function ReasonDialog({
  texts,
  pending,
  maxLength = REPORT_DESCRIPTION_MAX_LENGTH,
  destructive = false,
  onConfirm,
  onOpenChange,
  open = true,
  returnFocus,
}: {
  texts: ReasonDialogTexts;
  pending: boolean;
  maxLength?: number;
  destructive?: boolean;
  onConfirm(reason: string): Promise<unknown>;
  onOpenChange(open: boolean): void;
  open?: boolean;
  /** Where focus goes on closing when the button that opened it is gone. */
  returnFocus?(): void;
}) {
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim()).then(() => onOpenChange(false), ignoreFailure);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={texts.title}
      description={texts.description}
      pending={pending}
      returnFocus={returnFocus}
    >
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        <TextareaField
          label={texts.reason}
          hint={texts.reasonHint}
          required
          value={reason}
          maxLength={maxLength}
          error={missing && !reason.trim() ? texts.reasonRequired : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        <FormDialogButtons
          cancelLabel={texts.cancel}
          submitLabel={pending ? texts.pending : texts.confirm}
          pending={pending}
          submitVariant={destructive ? "destructive" : "primary"}
        />
      </form>
    </FormDialog>
  );
}
