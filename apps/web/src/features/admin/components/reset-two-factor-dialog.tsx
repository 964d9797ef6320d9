import { REPORT_DESCRIPTION_MAX_LENGTH } from "@kierto/shared";
import { type FormEvent, useState } from "react";
import { FormDialog, FormDialogButtons } from "@/components/ui/form-dialog";
import { TextareaField } from "@/components/ui/textarea-field";
import { useMessages } from "@/i18n";
import { ignoreFailure } from "@/lib/query-errors";
import { toast } from "@/lib/toast";
import { useResetTwoFactor } from "../api/admin-api";

/**
 * Asks before taking away someone's second factor (ADR 0034), with the reason the audit log
 * keeps: it signs them out everywhere and lets the password alone in again.
 */
export function ResetTwoFactorDialog({
  userId,
  name,
  onOpenChange,
  returnFocus,
}: {
  userId: string;
  name: string;
  onOpenChange(open: boolean): void;
  /** Where focus goes on closing: the button that opened it is gone once the reset is done. */
  returnFocus(): void;
}) {
  const m = useMessages();
  const t = m.admin.twoFactor;
  const reset = useResetTwoFactor();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    // Awaited rather than passed to mutate(), as the suspension dialogs do: mutate()'s callbacks
    // do not run if the dialog has unmounted meanwhile, and the list refreshes before this resolves.
    reset.mutateAsync({ id: userId, reason: reason.trim() }).then(() => {
      toast.success(t.done(name));
      onOpenChange(false);
    }, ignoreFailure);
  };

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={t.dialogTitle(name)}
      description={t.dialogBody}
      pending={reset.isPending}
      returnFocus={returnFocus}
    >
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        <TextareaField
          label={t.reason}
          hint={t.reasonHint}
          required
          value={reason}
          maxLength={REPORT_DESCRIPTION_MAX_LENGTH}
          error={missing && !reason.trim() ? t.reasonRequired : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        <FormDialogButtons
          cancelLabel={m.common.cancel}
          submitLabel={reset.isPending ? t.pending : t.confirm}
          pending={reset.isPending}
          submitVariant="destructive"
        />
      </form>
    </FormDialog>
  );
}
