import { MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { formatDate, formatPrice } from "@/lib/format";
import { personName } from "@/lib/person-name";
import type { SaleView } from "../api/chat-sale";
import type { SaleDetail } from "../api/get-sale";
import { useConfirmSale } from "../api/sale-actions";
import { type SaleButton, saleButton, saleStatus } from "../sale-controls";
import { saleStatusText } from "./sale-status-text";
import { ShipByDeadline } from "./ship-by-deadline";

/**
 * Where the sale stands from the reader's side, its deadline, and the step that is theirs: the
 * same step the chat's sale panel offers (sale-controls.ts reads the sale process), so the two
 * pages never disagree.
 */
export function OrderNextStep({ sale }: { sale: SaleDetail }) {
  const m = useMessages().transactions;
  const t = m.order;
  const chatId = sale.chatId ?? "";
  const confirm = useConfirmSale(chatId);
  const role = sale.myRole;
  // The chat's view of the sale, so the chat's rules decide here too.
  const view: SaleView = {
    id: sale.id,
    state: sale.state,
    buyerConfirmed: false,
    sellerConfirmed: false,
    paymentProvider: sale.paymentProvider,
    amountCents: sale.money.priceCents,
    deliveryMethod: sale.delivery.method,
    myRole: role,
    completedAt: sale.completedAt,
    cancelReason: null,
    handoverExpiresAt: sale.deadlines.handoverExpiresAt,
    shipBy: sale.deadlines.shipBy,
    shipByExtensionRequestedAt: sale.deadlines.shipByExtensionRequestedAt,
    shipByExtensionDays: sale.deadlines.shipByExtensionDays,
  };
  // Only the buyer's "Everything is OK" is taken here; the rest of the steps live in the chat.
  const button: SaleButton = sale.chatId ? saleButton(view, role, false) : null;
  const other = personName(role === "buyer" ? sale.seller.displayName : sale.buyer.displayName);
  const status = saleStatusText(m.status, saleStatus(view, role), role, formatPrice(sale.money.priceCents), other);
  const due = sale.deadlines.receiptDueAt;
  return (
    <section aria-labelledby="order-next" className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <h2 id="order-next" className="mb-2 font-semibold text-stone-900">
        {t.next}
      </h2>
      {status && <p className="text-sm text-stone-700">{status}</p>}
      {due && sale.state === "delivered" && (
        <p className="mt-2 text-sm font-medium text-stone-900">
          {t.receiptDue(formatDate(due, { dateStyle: "medium", timeStyle: "short" }))}
        </p>
      )}
      {sale.chatId && <ShipByDeadline sale={view} chatId={sale.chatId} />}
      <div className="mt-3 flex flex-wrap gap-2">
        {button?.enabled && button.kind === "everythingOk" && (
          <Button onClick={() => confirm.mutate(undefined)} disabled={confirm.isPending}>
            {t.everythingOk}
          </Button>
        )}
        {sale.chatId && (
          <Button asChild variant="secondary">
            <Link to={paths.appChat.href(sale.chatId)}>
              <MessageCircle aria-hidden className="size-4" />
              {t.openChat}
            </Link>
          </Button>
        )}
      </div>
    </section>
  );
}
