import { REPORT_DESCRIPTION_MAX_LENGTH } from "@kierto/shared";
import { type FormEvent, useState } from "react";
import { FormDialog, FormDialogButtons } from "@/components/ui/form-dialog";
import { TextareaField } from "@/components/ui/textarea-field";
import { useMessages } from "@/i18n";
import { appealsContent } from "@/i18n/content/appeals";
import { ignoreFailure } from "@/lib/query-errors";
import { toast } from "@/lib/toast";
import { useLiftSuspension } from "../api/suspensions";

/** Lifts a suspension with the explanation the person reads and the audit log keeps. */
export function LiftSuspensionDialog({
  userId,
  name,
  open,
  onOpenChange,
}: {
  userId: string;
  name: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const m = useMessages();
  const t = appealsContent.suspensions;
  const lift = useLiftSuspension();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    // Awaited rather than passed to mutate(): the decided row leaves its list while the lists
    // refresh, unmounting this dialog, and mutate()'s callbacks do not run after an unmount.
    lift.mutateAsync({ userId, reason: reason.trim() }).then(() => {
      toast.success(t.lifted);
      onOpenChange(false);
    }, ignoreFailure);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.dialogTitle(name)}
      description={t.dialogBody}
      pending={lift.isPending}
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
          submitLabel={lift.isPending ? t.pending : t.confirm}
          pending={lift.isPending}
        />
      </form>
    </FormDialog>
  );
}
