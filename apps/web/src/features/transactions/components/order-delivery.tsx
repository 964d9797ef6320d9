import { TrackingTimeline } from "@/components/ui/tracking-timeline";
import { useMessages } from "@/i18n";
import type { SaleDetail } from "../api/get-sale";
import { awaitsDropOff } from "../sale-controls";
import { ParcelLabelLink } from "./parcel-label-link";

/** Where the item goes: the pickup point, the codes of its parcel and the carrier's timeline. */
export function OrderDelivery({ sale }: { sale: SaleDetail }) {
  const t = useMessages().transactions.order;
  const { pickupPoint, shipment } = sale.delivery;
  return (
    <section aria-labelledby="order-delivery" className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <h2 id="order-delivery" className="mb-3 font-semibold text-stone-900">
        {t.delivery}
      </h2>
      {sale.delivery.method !== "shipping" || !pickupPoint ? (
        <p className="text-sm text-stone-700">{t.handDelivery}</p>
      ) : (
        <div className="space-y-4 text-sm">
          <div>
            <h3 className="font-medium text-stone-900">{t.pickupPoint}</h3>
            <p className="text-stone-700">
              {pickupPoint.name} ({pickupPoint.kind === "locker" ? t.locker : t.counter})
            </p>
            <p className="text-stone-600">
              {pickupPoint.street}, {pickupPoint.postcode} {pickupPoint.city}
            </p>
          </div>
          {shipment ? (
            <>
              {shipment.sendingCode && awaitsDropOff({ state: sale.state, deliveryMethod: sale.delivery.method }) && (
                <div className="rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200">
                  <h3 className="font-medium text-stone-900">{t.sendingCode}</h3>
                  <p
                    className="font-mono text-xl font-semibold tracking-wider text-stone-900"
                    data-testid="sending-code"
                  >
                    {shipment.sendingCode}
                  </p>
                  <p className="mt-1 text-stone-700">{t.sendingCodeHint}</p>
                  <p className="mt-2">
                    <ParcelLabelLink saleId={sale.id} />
                  </p>
                </div>
              )}
              <p>
                <span className="text-stone-600">{t.trackingCode}: </span>
                <span className="font-mono">{shipment.trackingCode}</span>
              </p>
              <div>
                <h3 className="mb-2 font-medium text-stone-900">{t.timeline}</h3>
                <TrackingTimeline events={shipment.events} />
              </div>
            </>
          ) : (
            <p className="text-stone-700">{t.shipmentPending}</p>
          )}
        </div>
      )}
    </section>
  );
}
