import { AlertDialog } from "radix-ui";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/i18n";
import { toast } from "@/lib/toast";
import { useBlockUser } from "../api/block-user";

/**
 * Asks before blocking: it cannot be undone here (docs/product-rules.md#blocks-and-reports: one-way, no unblock shown). The
 * dialog stays open until the server has answered.
 */
export function BlockDialog({
  open,
  onOpenChange,
  returnFocus,
  blocked,
  onBlocked,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Where focus goes when the dialog closes. */
  returnFocus(): void;
  blocked: { id: string; displayName: string };
  onBlocked(): void;
}) {
  const m = useMessages();
  const t = m.moderation;
  const block = useBlockUser();

  const confirm = () =>
    block.mutate(blocked.id, {
      onSuccess: () => {
        toast.success(t.toast.blocked);
        onOpenChange(false);
        onBlocked();
      },
    });

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !block.isPending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-semibold text-stone-900">
            {t.blockDialog.title(blocked.displayName)}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-stone-700">
            {t.blockDialog.body(blocked.displayName)}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={block.isPending}>
                {m.common.cancel}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the server has answered. */}
            <Button variant="destructive" disabled={block.isPending} onClick={confirm}>
              {block.isPending ? t.blockDialog.pending : t.blockDialog.confirm}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
