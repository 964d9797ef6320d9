import { ReasonDialog } from "@/components/ui/reason-dialog";
import { useMessages } from "@/i18n";
import { appealsContent } from "@/i18n/content/appeals";
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
  return (
    <ReasonDialog
      open={open}
      texts={{
        title: t.dialogTitle(name),
        description: t.dialogBody,
        reason: t.reason,
        reasonHint: t.reasonHint,
        reasonRequired: t.reasonRequired,
        confirm: t.confirm,
        pending: t.pending,
        cancel: m.common.cancel,
      }}
      pending={lift.isPending}
      onConfirm={(reason) => lift.mutateAsync({ userId, reason }).then(() => toast.success(t.lifted))}
      onOpenChange={onOpenChange}
    />
  );
}
