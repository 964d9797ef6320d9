import { Button } from "@/components/ui/button";
import { useMessages } from "@/i18n";
import { formatDate } from "@/lib/format";
import type { SaleView } from "../api/chat-sale";
import { useAnswerShipByExtension, useAskShipByExtension } from "../api/sale-actions";

/**
 * A shipped sale's deadline to hand the parcel to the carrier, the seller's one request for more
 * time and the buyer's answer, for either party. Self-contained so any page showing a sale can
 * place it; it shows nothing once the sale is no longer waiting for the parcel.
 */
export function ShipByDeadline({ sale, chatId }: { sale: SaleView; chatId: string }) {
  const t = useMessages().transactions.shipBy;
  const ask = useAskShipByExtension(chatId);
  const answer = useAnswerShipByExtension(chatId);
  if (!sale.shipBy || sale.state !== "paid") return null;
  // The deadline is the midnight that ends its day: the day shown is the one before that instant.
  const lastDay = new Date(new Date(sale.shipBy).getTime() - 1).toISOString();
  const day = formatDate(lastDay, { dateStyle: "long", timeZone: "Europe/Helsinki" });
  const days = sale.shipByExtensionDays;
  const waitingForBuyer = sale.shipByExtensionRequestedAt !== null && days === null;
  const busy = ask.isPending || answer.isPending;

  return (
    <section aria-label={t.label} className="basis-full text-sm text-stone-800">
      <p>
        {t.deadline(day)} {t.missed}
      </p>
      {sale.shipByExtensionRequestedAt && <p>{t.asked}</p>}
      {days !== null && <p>{days === 0 ? t.declined : t.granted(days)}</p>}
      {sale.myRole === "seller" && !sale.shipByExtensionRequestedAt && (
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => ask.mutate(sale.id)}>
          {t.ask}
        </Button>
      )}
      {sale.myRole === "buyer" && waitingForBuyer && (
        <div className="mt-1 flex flex-wrap gap-2">
          {([3, 5] as const).map((grant) => (
            <Button
              key={grant}
              size="sm"
              disabled={busy}
              onClick={() => answer.mutate({ transactionId: sale.id, days: grant })}
            >
              {t.grant(grant)}
            </Button>
          ))}
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() => answer.mutate({ transactionId: sale.id, days: 0 })}
          >
            {t.decline}
          </Button>
        </div>
      )}
    </section>
  );
}
