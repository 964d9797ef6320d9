import { CANCEL_REASON_MAX_LENGTH } from "@kierto/shared";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { useMessages } from "@/i18n";
import { formatPrice } from "@/lib/format";
import { toast } from "@/lib/toast";
import { type FinanceSale, useRefundSale } from "../api/finance-api";

/**
 * Asks before giving a sale's money back, saying what it does to the seller at the stage the
 * money is in, with the reason the audit log keeps.
 */
export function RefundSaleDialog({
  sale,
  onOpenChange,
  returnFocus,
}: {
  sale: FinanceSale;
  onOpenChange(open: boolean): void;
  returnFocus(): void;
}) {
  const m = useMessages();
  const t = m.finance.sales;
  const refund = useRefundSale();
  const amount = formatPrice(sale.amountCents ?? 0);
  const share = formatPrice((sale.amountCents ?? 0) - (sale.commissionCents ?? 0));
  const effect =
    sale.moneyStage === "held"
      ? t.effectHeld(sale.seller.displayName)
      : sale.moneyStage === "withdrawn"
        ? t.effectWithdrawn(sale.seller.displayName, share)
        : t.effectReleased(sale.seller.displayName, share);
  return (
    <ReasonDialog
      texts={{
        title: t.dialogTitle(sale.product.title),
        description: `${t.dialogBody(amount, sale.buyer.displayName)} ${effect}`,
        reason: t.reason,
        reasonHint: t.reasonHint,
        reasonRequired: t.reasonRequired,
        confirm: t.confirm,
        pending: t.pending,
        cancel: m.common.cancel,
      }}
      pending={refund.isPending}
      maxLength={CANCEL_REASON_MAX_LENGTH}
      destructive
      onConfirm={(reason) =>
        refund.mutateAsync({ id: sale.id, reason }).then(() => toast.success(t.done(amount, sale.buyer.displayName)))
      }
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
    />
  );
}
