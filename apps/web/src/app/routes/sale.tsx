import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CenteredLoading } from "@/components/ui/centered-loading";
import { PageHeading } from "@/components/ui/page-heading";
import { CasePanel } from "@/features/cases/components/case-panel";
import { OfferHistory } from "@/features/offers/components/offer-history";
import { saleQuery } from "@/features/transactions/api/get-sale";
import { OrderDelivery } from "@/features/transactions/components/order-delivery";
import { OrderNextStep } from "@/features/transactions/components/order-next-step";
import { OrderSummary } from "@/features/transactions/components/order-summary";
import { useMessages } from "@/i18n";
import { ApiError } from "@/lib/api-client";

/** A sale's own page at /app/sales/:id, for its buyer and its seller (anyone else: not found). */
export function Component() {
  const t = useMessages().transactions.order;
  const { id = "" } = useParams();
  const query = useQuery(saleQuery(id));
  if (query.isPending) return <CenteredLoading />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <div role="alert" className="mx-auto max-w-3xl space-y-3">
        <p className="text-stone-800">{missing ? t.notFound : t.loadError}</p>
        {!missing && (
          <Button variant="secondary" onClick={() => query.refetch()}>
            {t.retry}
          </Button>
        )}
      </div>
    );
  }
  const sale = query.data;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading title={t.title(sale.product.title)}>
        <p className="mt-2">
          <span className="sr-only">{t.stateLabel}: </span>
          <Badge tone={sale.state === "completed" ? "success" : "warning"}>{t.states[sale.state]}</Badge>
        </p>
      </PageHeading>
      <div className="space-y-4">
        <OrderNextStep sale={sale} />
        <CasePanel
          sale={{
            id: sale.id,
            state: sale.state,
            myRole: sale.myRole,
            priceCents: sale.money.priceCents,
            totalCents: sale.money.totalCents,
            parcelLastMovedAt: sale.delivery.shipment?.events.at(-1)?.occurredAt ?? null,
            shipped: sale.delivery.method === "shipping",
          }}
        />
        <OrderDelivery sale={sale} />
        <OrderSummary sale={sale} />
        <OfferHistory saleId={sale.id} />
      </div>
    </div>
  );
}
