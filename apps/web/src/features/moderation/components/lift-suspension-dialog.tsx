import { REPORT_DESCRIPTION_MAX_LENGTH } from "@kierto/shared";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextareaField } from "@/components/ui/textarea-field";
import { useMessages } from "@/i18n";
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
  const t = m.moderation.suspensions;
  const lift = useLiftSuspension();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    lift.mutate(
      { userId, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(t.lifted);
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !lift.isPending && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-stone-900">{t.dialogTitle(name)}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" className="-mt-2 -mr-2" aria-label={m.common.close}>
                <X aria-hidden className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-stone-700">{t.dialogBody}</Dialog.Description>
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
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={lift.isPending}>
                  {m.common.cancel}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={lift.isPending}>
                {lift.isPending ? t.pending : t.confirm}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
