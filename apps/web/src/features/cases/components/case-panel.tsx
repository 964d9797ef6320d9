import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/i18n";
import { formatDate, formatPrice } from "@/lib/format";
import { type CaseView, saleCaseQuery, useAnswerPartialRefund, useConfirmReturnReceived } from "../api/case-api";
import { ReportProblemForm } from "./report-problem-form";
import { SellerAnswer } from "./seller-answer";

interface CaseSale {
  id: string;
  state: string;
  myRole: "buyer" | "seller";
  priceCents: number;
}

const when = (iso: string | null) => (iso ? formatDate(iso, { dateStyle: "medium", timeStyle: "short" }) : "");

/**
 * The sale's problem case on its page: the buyer's 'Report a problem' while the confirmation
 * window runs, then where the case stands and the step that is the reader's.
 */
export function CasePanel({ sale }: { sale: CaseSale }) {
  const t = useMessages().transactions.cases;
  const query = useQuery(saleCaseQuery(sale.id));
  const [reporting, setReporting] = useState(false);
  if (query.isPending || query.isError) return null;
  const row = query.data;
  if (!row) {
    if (sale.state !== "delivered" || sale.myRole !== "buyer") return null;
    return (
      <section
        id="report"
        aria-labelledby="case-heading"
        className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5"
      >
        <h2 id="case-heading" className="mb-2 font-semibold text-stone-900">
          {t.heading}
        </h2>
        <p className="text-sm text-stone-700">{t.intro}</p>
        {reporting ? (
          <ReportProblemForm saleId={sale.id} onCancel={() => setReporting(false)} />
        ) : (
          <Button className="mt-3" variant="secondary" onClick={() => setReporting(true)}>
            {t.report}
          </Button>
        )}
      </section>
    );
  }
  return (
    <section
      id="report"
      aria-labelledby="case-heading"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:p-5"
    >
      <h2 id="case-heading" className="mb-2 font-semibold text-stone-900">
        {t.heading}
      </h2>
      <p className="text-sm font-medium text-stone-900" data-testid="case-state">
        {t.states[row.state]}
      </p>
      <p className="mt-1 text-sm text-stone-700">
        {t.reasons[row.reason]}: {row.description}
      </p>
      {row.sellerStatement && (
        <p className="mt-1 text-sm text-stone-700">
          {t.sellerSays}: {row.sellerStatement}
        </p>
      )}
      <CaseStep row={row} sale={sale} />
      {row.decisionReasons && (
        <div className="mt-3 rounded-xl bg-white p-3 text-sm ring-1 ring-amber-200">
          <h3 className="font-medium text-stone-900">{t.decision}</h3>
          <p className="mt-1 whitespace-pre-line text-stone-700" data-testid="case-decision">
            {row.decisionReasons}
          </p>
        </div>
      )}
    </section>
  );
}

function CaseStep({ row, sale }: { row: CaseView; sale: CaseSale }) {
  const t = useMessages().transactions.cases;
  const partial = useAnswerPartialRefund(sale.id, row.id);
  const received = useConfirmReturnReceived(sale.id, row.id);
  const buyer = sale.myRole === "buyer";
  if (row.state === "awaiting_seller") {
    return buyer ? (
      <p className="mt-2 text-sm text-stone-700">{t.waitingSeller(when(row.answerDueAt))}</p>
    ) : (
      <>
        <p className="mt-2 text-sm text-stone-700">{t.answerBy(when(row.answerDueAt))}</p>
        <SellerAnswer row={row} priceCents={sale.priceCents} />
      </>
    );
  }
  if (row.state === "partial_offered") {
    const amount = formatPrice(row.partialRefundCents ?? 0);
    return buyer ? (
      <div className="mt-2 space-y-2">
        <p className="text-sm text-stone-700">{t.partialOffer(amount)}</p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => partial.mutate(true)} disabled={partial.isPending}>
            {t.acceptPartial}
          </Button>
          <Button variant="secondary" onClick={() => partial.mutate(false)} disabled={partial.isPending}>
            {t.declinePartial}
          </Button>
        </div>
      </div>
    ) : (
      <p className="mt-2 text-sm text-stone-700">{t.partialWaiting(amount)}</p>
    );
  }
  if (row.state === "awaiting_return" || row.state === "return_in_transit") {
    return (
      <div className="mt-2 space-y-2 text-sm text-stone-700">
        {buyer && row.state === "awaiting_return" && (
          <p>
            {row.returnSendingCode
              ? t.dropOffBy(when(row.returnDropOffDueAt))
              : t.returnByHand(when(row.returnDropOffDueAt))}
          </p>
        )}
        {row.returnSendingCode && (
          <div className="rounded-xl bg-white p-3 ring-1 ring-amber-200">
            <h3 className="font-medium text-stone-900">{t.returnCode}</h3>
            <p
              className="font-mono text-xl font-semibold tracking-wider text-stone-900"
              data-testid="return-sending-code"
            >
              {row.returnSendingCode}
            </p>
          </div>
        )}
        {!buyer && (
          <Button onClick={() => received.mutate(undefined)} disabled={received.isPending}>
            {t.returnReceived}
          </Button>
        )}
      </div>
    );
  }
  if (row.state === "refunded" || row.state === "partially_refunded" || row.state === "released") {
    return <p className="mt-2 text-sm text-stone-700">{t.closed}</p>;
  }
  return <p className="mt-2 text-sm text-stone-700">{t.withModerators}</p>;
}
