import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { useMessages } from "@/i18n";
import { Button } from "./button";

/**
 * A modal with a title, a line saying what will happen, and a form. It cannot be closed while
 * `pending`, so the person sees their change finish (or fail) where they started it.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  pending,
  trigger,
  returnFocus,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  pending: boolean;
  /** The button that opens the dialog, when the dialog is not opened from elsewhere. */
  trigger?: ReactNode;
  /** Where focus goes when the dialog closes, if not back to its trigger (e.g. a menu that is gone). */
  returnFocus?(): void;
  children: ReactNode;
}) {
  const m = useMessages();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content
          onCloseAutoFocus={
            returnFocus &&
            ((event) => {
              event.preventDefault();
              returnFocus();
            })
          }
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-stone-900">{title}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" className="-mt-2 -mr-2" aria-label={m.common.close}>
                <X aria-hidden className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-stone-700">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's Cancel and submit buttons, Cancel first on narrow screens' bottom. */
export function FormDialogButtons({
  cancelLabel,
  submitLabel,
  pending,
  submitVariant = "primary",
}: {
  cancelLabel: string;
  submitLabel: string;
  pending: boolean;
  submitVariant?: "primary" | "destructive";
}) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <Dialog.Close asChild>
        <Button variant="secondary" disabled={pending}>
          {cancelLabel}
        </Button>
      </Dialog.Close>
      <Button type="submit" variant={submitVariant} disabled={pending}>
        {submitLabel}
      </Button>
    </div>
  );
}
