import { ReasonDialog } from "@/components/ui/reason-dialog";
import { useMessages } from "@/i18n";
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
  return (
    <ReasonDialog
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
      pending={reset.isPending}
      destructive
      onConfirm={(reason) => reset.mutateAsync({ id: userId, reason }).then(() => toast.success(t.done(name)))}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
    />
  );
}
