import { useQuery } from "@tanstack/react-query";
import { CircleCheck, Clock, HandCoins } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { formatPrice } from "@/lib/format";
import { toast } from "@/lib/toast";
import { chatSaleQuery } from "../api/chat-sale";
import { useCancelSale, useConfirmSale, useDeclineSale, useWithdrawSale } from "../api/sale-actions";
import { awaitsDropOff, canCancel, canDecline, canWithdraw, type Role, saleButton, saleStatus } from "../sale-controls";
import { CancelSaleDialog } from "./cancel-sale-dialog";
import { ParcelLabelLink } from "./parcel-label-link";
import { saleStatusText } from "./sale-status-text";
import { ShipByDeadline } from "./ship-by-deadline";

/**
 * docs/product-rules.md#sales Chat sale confirmation and #sales Sale transaction: where the sale between the chat's two
 * people stands, the one button that moves it on (with its confirmation dialog), and the ways
 * back: withdrawing one's own one-sided hand-over, declining the other's, or the seller cancelling
 * a paid sale with a refund. Which of these it offers, the sale process decides (sale-controls.ts).
 */
export function SalePanel({
  chatId,
  role,
  otherPartyName,
  productTitle,
  priceCents,
  itemForSale,
  blocked,
  onChanged,
}: {
  chatId: string;
  role: Role;
  otherPartyName: string;
  productTitle: string;
  priceCents: number;
  /** The listing is active: a first confirmation may start a sale. */
  itemForSale: boolean;
  blocked: boolean;
  /** The chat's own state (sold, read-only) may have changed. */
  onChanged(): void;
}) {
  const m = useMessages();
  const t = m.transactions;
  const query = useQuery(chatSaleQuery(chatId));
  const confirm = useConfirmSale(chatId);
  const withdraw = useWithdrawSale(chatId);
  const decline = useDeclineSale(chatId);
  const cancel = useCancelSale(chatId);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [withdrawOpen, setWithdrawOpen] = useState(false);
  const [declineOpen, setDeclineOpen] = useState(false);

  if (!query.data) return null;
  const sale = query.data.sale;
  const button = saleButton(sale, role, itemForSale && !blocked);
  const status = saleStatus(sale, role);
  const amount = formatPrice(sale?.amountCents ?? priceCents);
  // A bundle sale's chat is its first item's: the dialogs name the whole bundle.
  const itemsTitle = t.itemsTitle(productTitle, sale?.itemCount ?? 1);
  if (!button && !status) return null;

  // The mutation has logged the failure and toasted it; the panel shows where the sale stands now.
  const onError = () => void query.refetch();

  const doConfirm = () =>
    confirm.mutate(undefined, {
      onSuccess: ({ outcome }) => {
        setConfirmOpen(false);
        if (outcome === "completed") toast.success(t.toast.completed);
        else if (outcome === "initiated") toast.success(t.toast.initiated[role]);
        else toast.success(t.toast.confirmed[role], { description: t.toast.waitingFor[role] });
        onChanged();
      },
      onError: () => {
        setConfirmOpen(false);
        onError();
      },
    });

  const doWithdraw = () => {
    if (!sale) return;
    withdraw.mutate(sale.id, {
      onSuccess: () => {
        setWithdrawOpen(false);
        toast.success(t.toast.withdrawn);
        onChanged();
      },
      onError: () => {
        setWithdrawOpen(false);
        onError();
      },
    });
  };

  const doDecline = () => {
    if (!sale) return;
    decline.mutate(sale.id, {
      onSuccess: () => {
        setDeclineOpen(false);
        toast.success(t.toast.declined);
        onChanged();
      },
      onError: () => {
        setDeclineOpen(false);
        onError();
      },
    });
  };

  const doCancel = (reason: string) =>
    cancel.mutateAsync(
      { transactionId: sale?.id ?? "", reason },
      {
        onSuccess: () => {
          toast.success(t.toast.cancelled, { description: t.toast.cancelledBody });
          onChanged();
        },
        onError,
      },
    );

  const statusText = saleStatusText(t.status, status, role, amount, otherPartyName);
  const StatusIcon = status === "completed" ? CircleCheck : status === "reserved" ? Clock : HandCoins;

  return (
    <section
      aria-label={t.sale.panelLabel}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-stone-200 bg-stone-50 px-4 py-2.5"
    >
      {statusText && (
        <p role="status" className="flex min-w-0 flex-1 basis-60 items-start gap-2 text-sm text-stone-800">
          <StatusIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span>{statusText}</span>
        </p>
      )}
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {sale?.paymentProvider && (
          <Button asChild variant="secondary" size="sm">
            <Link to={paths.sale.href(sale.id)}>{t.order.viewOrder}</Link>
          </Button>
        )}
        {/* The report itself is made on the order page, where the case is shown (features/cases). */}
        {sale?.state === "delivered" && role === "buyer" && (
          <Button asChild variant="secondary" size="sm">
            <Link to={`${paths.sale.href(sale.id)}#report`}>{t.cases.report}</Link>
          </Button>
        )}
        {canWithdraw(sale, role) && (
          <ConfirmDialog
            open={withdrawOpen}
            onOpenChange={setWithdrawOpen}
            title={t.withdrawDialog.title}
            body={t.withdrawDialog.body}
            confirmLabel={t.withdrawDialog.confirm}
            pendingLabel={t.sale.withdrawing}
            cancelLabel={m.common.cancel}
            pending={withdraw.isPending}
            onConfirm={doWithdraw}
          >
            <Button variant="ghost" size="sm">
              {t.sale.withdraw}
            </Button>
          </ConfirmDialog>
        )}
        {canDecline(sale, role) && (
          <ConfirmDialog
            open={declineOpen}
            onOpenChange={setDeclineOpen}
            title={t.declineDialog.title}
            body={t.declineDialog.body(otherPartyName)}
            confirmLabel={t.declineDialog.confirm}
            pendingLabel={t.sale.declining}
            cancelLabel={m.common.cancel}
            pending={decline.isPending}
            onConfirm={doDecline}
          >
            <Button variant="ghost" size="sm">
              {t.sale.decline}
            </Button>
          </ConfirmDialog>
        )}
        {canCancel(sale, role) && (
          <CancelSaleDialog buyerName={otherPartyName} amount={amount} pending={cancel.isPending} onCancel={doCancel} />
        )}
        {button &&
          (button.enabled ? (
            <ConfirmDialog
              open={confirmOpen}
              onOpenChange={setConfirmOpen}
              title={t.confirmDialog.title[button.kind]}
              body={
                button.kind === "confirmHandedOver" || button.kind === "everythingOk"
                  ? t.confirmDialog.receipt[button.kind](otherPartyName, itemsTitle)
                  : role === "seller"
                    ? t.confirmDialog.body.seller(otherPartyName, itemsTitle)
                    : t.confirmDialog.body.buyer(otherPartyName, itemsTitle)
              }
              confirmLabel={t.confirmDialog.confirm}
              pendingLabel={t.sale.confirming}
              cancelLabel={m.common.cancel}
              pending={confirm.isPending}
              onConfirm={doConfirm}
              confirmVariant="primary"
            >
              <Button size="sm">{t.sale[button.kind]}</Button>
            </ConfirmDialog>
          ) : (
            <Button size="sm" variant="secondary" disabled>
              {button.kind === "sold" && <CircleCheck aria-hidden className="size-4" />}
              {t.sale[button.kind]}
            </Button>
          ))}
      </div>
      {sale?.sendingCode && awaitsDropOff(sale) && (
        <div className="flex basis-full flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-800">
          <p>
            <span className="text-stone-600">{t.order.sendingCode}: </span>
            <span className="font-mono font-semibold tracking-wider" data-testid="chat-sending-code">
              {sale.sendingCode}
            </span>
          </p>
          <ParcelLabelLink saleId={sale.id} />
        </div>
      )}
      {sale && <ShipByDeadline sale={sale} chatId={chatId} />}
    </section>
  );
}
