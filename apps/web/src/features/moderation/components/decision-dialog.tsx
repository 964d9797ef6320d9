import { MODERATION_ACTIONS, type ModerationAction, REPORT_DESCRIPTION_MAX_LENGTH } from "@kierto/shared";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { useMessages } from "@/i18n";
import { personName } from "@/lib/person-name";
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
    decide.mutate(
      {
        id: report.id,
        decision: { decision, action: decision === "resolve" ? action : "none", note: note.trim() || null },
      },
      {
        onSuccess: () => {
          toast.success(decision === "resolve" ? t.queue.resolved : t.queue.dismissed);
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !decide.isPending && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-stone-900">
              {decision === "resolve" ? t.decisionDialog.resolveTitle(name) : t.decisionDialog.dismissTitle(name)}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" className="-mt-2 -mr-2" aria-label={m.common.close}>
                <X aria-hidden className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-stone-700">
            {decision === "resolve" ? t.decisionDialog.resolveBody : t.decisionDialog.dismissBody}
          </Dialog.Description>
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
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={decide.isPending}>
                  {m.common.cancel}
                </Button>
              </Dialog.Close>
              <Button
                type="submit"
                variant={decision === "resolve" ? "destructive" : "primary"}
                disabled={decide.isPending}
              >
                {decide.isPending
                  ? t.decisionDialog.pending
                  : decision === "resolve"
                    ? t.decisionDialog.confirmResolve
                    : t.decisionDialog.confirmDismiss}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
