import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useMessages } from "@/i18n";
import { toast } from "@/lib/toast";
import { useDeleteProduct } from "../../api/delete-product";

/**
 * Delete with a confirmation (docs/product-rules.md#listings My Items; the product page's owner view). The toasts
 * are docs/product-rules.md#errors-and-messages's: 'Item deleted successfully', and 'Error deleting item' from the
 * mutation's meta.
 */
export function DeleteListingButton({
  productId,
  title,
  onDeleted,
  label,
  size = "sm",
  className,
}: {
  productId: string;
  title: string;
  onDeleted?(): void;
  label?: string;
  size?: ButtonProps["size"];
  className?: string;
}) {
  const m = useMessages().listings.deleteDialog;

  const [open, setOpen] = useState(false);
  const remove = useDeleteProduct();

  const confirm = () =>
    remove.mutate(productId, {
      onSuccess: () => {
        setOpen(false);
        toast.success(m.success);
        onDeleted?.();
      },
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={m.title}
      body={m.body(title)}
      confirmLabel={m.confirm}
      pendingLabel={m.deleting}
      cancelLabel={m.cancel}
      pending={remove.isPending}
      onConfirm={confirm}
    >
      <Button
        variant="secondary"
        size={size}
        className={className}
        aria-label={m.triggerLabel(label ?? m.trigger, title)}
      >
        <Trash2 aria-hidden className="size-4" />
        {label ?? m.trigger}
      </Button>
    </ConfirmDialog>
  );
}
