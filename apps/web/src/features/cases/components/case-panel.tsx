import { CASE_REASONS, parcelStalled } from "@kierto/shared";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/i18n";
import { formatDate, formatPrice } from "@/lib/format";
import { focusByIdAfterRender } from "@/lib/move-focus";
import { type CaseView, saleCaseQuery, useAnswerPartialRefund, useConfirmReturnReceived } from "../api/case-api";
import { AddCasePhotos } from "./add-case-photos";
import { CaseAppeal } from "./case-appeal";
import { CasePhotos } from "./case-photos";
import { ReportProblemForm } from "./report-problem-form";
import { SellerAnswer } from "./seller-answer";

interface CaseSale {
  id: string;
  state: string;
  myRole: "buyer" | "seller";
  priceCents: number;
  /** What the buyer paid: the price and any postage (what a full refund returns, less their return postage). */
  totalCents: number;
  /** When the carrier last said anything of the parcel (a shipped sale), for a stalled parcel's report. */
  parcelLastMovedAt: string | null;
  /** A shipped sale's item comes back in a return parcel; a hand-delivered one by hand. */
  shipped: boolean;
}

const HEADING = "case-heading";

const when = (iso: string | null) => (iso ? formatDate(iso, { dateStyle: "medium", timeStyle: "short" }) : "");

/**
 * The sale's problem case on its page: the buyer's 'Report a problem' while the confirmation
 * window runs (or 'not received' once a parcel has stalled), then where the case stands and the
 * step that is the reader's.
 */
export function CasePanel({ sale }: { sale: CaseSale }) {
  const t = useMessages().transactions.cases;
  const query = useQuery(saleCaseQuery(sale.id));
  const [reporting, setReporting] = useState(false);
  const reported = Boolean(query.data) && reporting;
  // The report was sent and its form gave way to the case: the keyboard's place goes to the case.
  useEffect(() => {
    if (!reported) return;
    setReporting(false);
    focusByIdAfterRender(HEADING);
  }, [reported]);
  if (query.isPending || query.isError) return null;
  const row = query.data;
  if (!row) {
    const stalled =
      sale.state === "shipped" &&
      sale.parcelLastMovedAt !== null &&
      parcelStalled(new Date(sale.parcelLastMovedAt), new Date());
    if (!(sale.state === "delivered" || stalled) || sale.myRole !== "buyer") return null;
    return (
      <section
        id="report"
        aria-labelledby={HEADING}
        className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5"
      >
        <h2 id={HEADING} tabIndex={-1} className="mb-2 font-semibold text-stone-900">
          {t.heading}
        </h2>
        <p className="text-sm text-stone-700">{stalled ? t.stalledIntro : t.intro}</p>
        {reporting ? (
          <ReportProblemForm
            saleId={sale.id}
            reasons={stalled ? ["not_received"] : CASE_REASONS}
            onCancel={() => setReporting(false)}
          />
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
      aria-labelledby={HEADING}
      className="rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:p-5"
    >
      <h2 id={HEADING} tabIndex={-1} className="mb-2 font-semibold text-stone-900">
        {t.heading}
      </h2>
      <p className="text-sm font-medium text-stone-900" data-testid="case-state">
        {row.state === "awaiting_return" && row.decidedAt ? t.decidedReturn : t.states[row.state]}
      </p>
      <p className="mt-1 text-sm text-stone-700">
        {t.reasons[row.reason]}: {row.description}
      </p>
      <CasePhotos photos={row.photos} side="buyer" />
      {row.sellerStatement && (
        <p className="mt-1 text-sm text-stone-700">
          {t.sellerSays}: {row.sellerStatement}
        </p>
      )}
      <CasePhotos photos={row.photos} side="seller" />
      <AddCasePhotos row={row} saleId={sale.id} side={sale.myRole} onClosed={() => focusByIdAfterRender(HEADING)} />
      <CaseStep row={row} sale={sale} />
      {row.decisionReasons && (
        <div className="mt-3 rounded-xl bg-white p-3 text-sm ring-1 ring-amber-200">
          <h3 className="font-medium text-stone-900">{t.decision}</h3>
          <p className="mt-1 whitespace-pre-line text-stone-700" data-testid="case-decision">
            {row.decisionReasons}
          </p>
          <RefundLines row={row} totalCents={sale.totalCents} />
        </div>
      )}
      <CaseAppeal row={row} saleId={sale.id} />
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
    const waiting = row.state === "awaiting_return";
    // The seller confirms a return that is on its way, or one that comes back by hand.
    const sellerConfirms = !buyer && (!waiting || !sale.shipped);
    return (
      <div className="mt-2 space-y-2 text-sm text-stone-700">
        {buyer && waiting && (
          <p>
            {row.returnSendingCode
              ? t.dropOffBy(when(row.returnDropOffDueAt), postageText(t.returnPostage, row))
              : t.returnByHand(when(row.returnDropOffDueAt))}
          </p>
        )}
        {!buyer && waiting && <p>{t.returnComingBy(when(row.returnDropOffDueAt))}</p>}
        {!(buyer && waiting && row.returnSendingCode) && row.returnPostagePayer && (
          <p>{postageText(t.returnPostage, row)}</p>
        )}
        {buyer && waiting && row.returnSendingCode && (
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
        {sellerConfirms && (
          <Button onClick={() => received.mutate(undefined)} disabled={received.isPending}>
            {t.returnReceived}
          </Button>
        )}
      </div>
    );
  }
  if ((row.state === "refunded" || row.state === "partially_refunded") && !row.decisionReasons) {
    return (
      <div className="mt-2 space-y-1 text-sm text-stone-700">
        <p>{t.closed}</p>
        <RefundLines row={row} totalCents={sale.totalCents} />
      </div>
    );
  }
  if (row.state === "refunded" || row.state === "partially_refunded" || row.state === "released") {
    return <p className="mt-2 text-sm text-stone-700">{t.closed}</p>;
  }
  return <p className="mt-2 text-sm text-stone-700">{t.withModerators}</p>;
}

type PostageTexts = Record<NonNullable<CaseView["returnPostagePayer"]>, (amount: string) => string>;

/** Who pays (or paid) the return parcel and what it costs; empty for a case without one. */
function postageText(texts: PostageTexts, row: CaseView) {
  if (!row.returnPostagePayer || row.returnPostageCents === null) return "";
  return texts[row.returnPostagePayer](formatPrice(row.returnPostageCents));
}

/**
 * A refunded case's money, for both parties: who paid the return parcel, if there was one, and
 * what reached the buyer's card (what they paid, less the parcel when it was theirs; the part of
 * the price after a partial refund).
 */
function RefundLines({ row, totalCents }: { row: CaseView; totalCents: number }) {
  const t = useMessages().transactions.cases;
  if (row.state === "partially_refunded") {
    return <p data-testid="refunded-amount">{t.refundedToCard(formatPrice(row.partialRefundCents ?? 0))}</p>;
  }
  if (row.state !== "refunded") return null;
  const kept = row.returnPostagePayer === "buyer" ? (row.returnPostageCents ?? 0) : 0;
  return (
    <>
      {row.returnPostagePayer && <p data-testid="return-postage">{postageText(t.returnPostagePaid, row)}</p>}
      <p data-testid="refunded-amount">{t.refundedToCard(formatPrice(totalCents - Math.min(kept, totalCents)))}</p>
    </>
  );
}
