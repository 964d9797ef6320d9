import {
  CASE_RETURN_DROP_OFF_DAYS,
  type CaseDecisionInput,
  type CaseState,
  DECIDABLE_CASE_STATES,
  type ReturnPostagePayer,
  type SaleTransitionName,
} from "@kierto/shared";
import { HttpError } from "../../lib/http-error";
import { recordAudit } from "../admin";
import type { CaseNoticeKey } from "../notifications";
import { applyTransition, runTransition, type SaleRow, type SaleStep } from "../sale-process";
import { caseError } from "./case-errors";
import { enqueueReturnShipment } from "./case-return-job";
import { returnParcelCents } from "./case-return-postage";
import { type CaseDeps, type CaseRow, lockCase, moveCase, noticeCase } from "./case-steps";

const DAY_MS = 24 * 60 * 60 * 1000;

type MoneyOutcome = Exclude<CaseDecisionInput, { outcome: "refund_after_return" }>;

const MONEY_OUTCOMES = {
  refund_full: { transition: "refundDisputed", state: "refunded", notice: "case_decided_refunded" },
  refund_partial: {
    transition: "settleDisputed",
    state: "partially_refunded",
    notice: "case_decided_partially_refunded",
  },
  release: { transition: "releaseDisputed", state: "released", notice: "case_decided_released" },
} as const satisfies Record<
  MoneyOutcome["outcome"],
  { transition: SaleTransitionName; state: CaseState; notice: CaseNoticeKey }
>;

/** Who decided, why and when: what every decision writes on the case. */
interface Decision {
  decidedBy: string;
  decisionReasons: string;
  decidedAt: Date;
}

/**
 * A moderator decides a contested or escalated case, in one transaction, with the statement of
 * reasons both parties are told of (DSA art. 17) and an audit log entry of who decided and why.
 * Refunding once the item is back sends the case to its return (docs/decisions/0090); every other
 * outcome moves the sale's money through the ledger and closes the case. A party to the sale
 * never decides its case; a case decided already is refused (409).
 */
export async function decideCase(deps: CaseDeps, moderatorId: string, caseId: string, input: CaseDecisionInput) {
  return runTransition(deps, async (step) => {
    const locked = await lockCase(step.tx, caseId);
    if (!locked) throw caseError.notFound();
    const { row, sale } = locked;
    if (row.buyerId === moderatorId || row.sellerId === moderatorId) {
      throw new HttpError(403, "OWN_CASE", "A case you are a party to is decided by another moderator.");
    }
    if (!(DECIDABLE_CASE_STATES as readonly string[]).includes(row.state)) throw caseError.state();
    const decision = { decidedBy: moderatorId, decisionReasons: input.reasons, decidedAt: deps.jobs.now() };
    const next =
      input.outcome === "refund_after_return"
        ? await decideReturn(deps, step, row, sale, input.returnPostagePayer, decision)
        : await decideMoney(step, row, sale, input, decision);
    await recordAudit(step.tx, {
      actorId: moderatorId,
      action: "case_decided",
      targetUserId: row.sellerId,
      details: {
        caseId: row.id,
        saleId: sale.id,
        buyerId: row.buyerId,
        outcome: input.outcome,
        partialRefundCents: input.outcome === "refund_partial" ? String(input.amountCents) : null,
        returnPostagePayer: next.returnPostagePayer,
      },
      reason: input.reasons,
    });
    const notice =
      input.outcome === "refund_after_return" ? "case_decided_return" : MONEY_OUTCOMES[input.outcome].notice;
    await noticeCase(step, next, sale, notice, ["buyer", "seller"]);
    return next;
  });
}

/**
 * The item goes back before the buyer is refunded: the case returns to `awaiting_return` with a
 * new 3 days to drop it off (the return parcel, created now or kept from the seller's accepting,
 * charged to the payer the moderator names), and the refund follows the carrier's delivery to the
 * seller or the seller's word. The money stays frozen meanwhile; a missed drop-off escalates again.
 */
async function decideReturn(
  deps: CaseDeps,
  step: SaleStep,
  row: CaseRow,
  sale: SaleRow,
  payer: ReturnPostagePayer | undefined,
  decision: Decision,
) {
  const shipped = sale.deliveryMethod === "shipping";
  if (shipped && !payer) throw caseError.payerRequired();
  // A hand-delivered sale's item comes back by hand: no parcel, no postage to charge.
  if (!shipped && payer) throw caseError.payerNotApplicable();
  const next = await moveCase(step.tx, row, DECIDABLE_CASE_STATES, {
    ...decision,
    state: "awaiting_return",
    returnDropOffDueAt: new Date(decision.decidedAt.getTime() + CASE_RETURN_DROP_OFF_DAYS * DAY_MS),
    ...(shipped && payer
      ? { returnPostagePayer: payer, returnPostageCents: row.returnPostageCents ?? returnParcelCents(sale) }
      : {}),
  });
  if (!next) throw caseError.state();
  if (shipped) await enqueueReturnShipment(deps, step.tx, next.id);
  return next;
}

/**
 * The money follows the outcome through the ledger and the case closes: a full refund at once
 * (the item never reached the buyer, or is not worth its return; no return parcel travelled, so
 * none is charged), part of the price back with the rest released, or all of it released.
 */
async function decideMoney(step: SaleStep, row: CaseRow, sale: SaleRow, input: MoneyOutcome, decision: Decision) {
  const outcome = MONEY_OUTCOMES[input.outcome];
  const partialRefundCents = input.outcome === "refund_partial" ? input.amountCents : null;
  if (partialRefundCents !== null && partialRefundCents >= (sale.amountCents ?? 0)) throw caseError.partial();
  await applyTransition(
    step,
    sale,
    outcome.transition,
    "operator",
    partialRefundCents === null ? {} : { partialRefundCents },
  );
  const next = await moveCase(step.tx, row, DECIDABLE_CASE_STATES, {
    ...decision,
    state: outcome.state,
    partialRefundCents: partialRefundCents ?? row.partialRefundCents,
    // A return parcel created before the case escalated was never dropped off: nothing to charge.
    returnPostagePayer: null,
    returnPostageCents: null,
    closedAt: decision.decidedAt,
    answerDueAt: null,
    returnDropOffDueAt: null,
  });
  if (!next) throw caseError.state();
  return next;
}
