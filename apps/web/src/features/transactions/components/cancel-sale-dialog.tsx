import { CANCEL_REASON_MAX_LENGTH } from "@kierto/shared";
import { AlertDialog } from "radix-ui";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextareaField } from "@/components/ui/textarea-field";
import { useMessages } from "@/i18n";

/**
 * docs/product-rules.md#sales: the seller of a paid sale cancels it with a reason the buyer reads; the
 * payment is refunded and the listing goes back on sale.
 */
export function CancelSaleDialog({
  buyerName,
  amount,
  pending,
  onCancel,
}: {
  buyerName: string;
  amount: string;
  pending: boolean;
  /** Resolves once the sale is cancelled; the dialog then closes. */
  onCancel(reason: string): Promise<unknown>;
}) {
  const m = useMessages();
  const t = m.transactions.cancelDialog;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) return setError(t.reasonRequired);
    try {
      await onCancel(trimmed);
      setOpen(false);
      setReason("");
    } catch {
      // The caller has told the person; the dialog stays open with the reason kept.
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialog.Trigger asChild>
        <Button variant="secondary" size="sm">
          {m.transactions.sale.cancelSale}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-stone-900">{t.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-stone-700">
            {t.body(buyerName, amount)}
          </AlertDialog.Description>
          <form onSubmit={submit} noValidate className="mt-4 space-y-4">
            <TextareaField
              label={t.reason}
              hint={t.reasonHint}
              error={error}
              value={reason}
              required
              maxLength={CANCEL_REASON_MAX_LENGTH}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" disabled={pending}>
                  {t.keep}
                </Button>
              </AlertDialog.Cancel>
              <Button type="submit" variant="destructive" disabled={pending}>
                {pending ? t.pending : t.confirm}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
