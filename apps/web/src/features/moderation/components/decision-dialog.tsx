import { MODERATION_ACTIONS, type ModerationAction, REPORT_DESCRIPTION_MAX_LENGTH } from "@kierto/shared";
import { type FormEvent, useState } from "react";
import { FormDialog, FormDialogButtons } from "@/components/ui/form-dialog";
import { SelectField } from "@/components/ui/select-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { useMessages } from "@/i18n";
import { personName } from "@/lib/person-name";
import { ignoreFailure } from "@/lib/query-errors";
import { toast } from "@/lib/toast";
import { type QueuedReport, useDecideReport } from "../api/report-queue";

/**
 * Resolve (with an optional action) or dismiss a report, with the explanation the reported user
 * will read. Toasts are the spec's (docs/product-rules.md#errors-and-messages Admin), including their wording.
 */
export function DecisionDialog({
  report,
  decision,
  open,
  onOpenChange,
}: {
  report: QueuedReport;
  decision: "resolve" | "dismiss";
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const m = useMessages();
  const t = m.moderation;
  const decide = useDecideReport(decision);
  const [action, setAction] = useState<ModerationAction>("none");
  const [note, setNote] = useState("");
  const actions = MODERATION_ACTIONS.filter((value) => value !== "remove_listing" || report.listingOfReported);
  const name = personName(report.reported.displayName);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Awaited rather than passed to mutate(): the decided row leaves its list while the lists
    // refresh, unmounting this dialog, and mutate()'s callbacks do not run after an unmount.
    decide
      .mutateAsync({
        id: report.id,
        decision: { decision, action: decision === "resolve" ? action : "none", note: note.trim() || null },
      })
      .then(() => {
        toast.success(decision === "resolve" ? t.queue.resolved : t.queue.dismissed);
        onOpenChange(false);
      }, ignoreFailure);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={decision === "resolve" ? t.decisionDialog.resolveTitle(name) : t.decisionDialog.dismissTitle(name)}
      description={decision === "resolve" ? t.decisionDialog.resolveBody : t.decisionDialog.dismissBody}
      pending={decide.isPending}
    >
      <form onSubmit={submit} className="mt-5 space-y-4">
        {decision === "resolve" && (
          <SelectField
            label={t.decisionDialog.action}
            options={actions.map((value) => ({ value, label: t.decisionDialog.actions[value] }))}
            value={action}
            onChange={(event) => setAction(event.target.value as ModerationAction)}
          />
        )}
        <TextareaField
          label={t.decisionDialog.note}
          hint={t.decisionDialog.noteHint}
          value={note}
          maxLength={REPORT_DESCRIPTION_MAX_LENGTH}
          onChange={(event) => setNote(event.target.value)}
        />
        <FormDialogButtons
          cancelLabel={m.common.cancel}
          submitLabel={
            decide.isPending
              ? t.decisionDialog.pending
              : decision === "resolve"
                ? t.decisionDialog.confirmResolve
                : t.decisionDialog.confirmDismiss
          }
          submitVariant={decision === "resolve" ? "destructive" : "primary"}
          pending={decide.isPending}
        />
      </form>
    </FormDialog>
  );
}
