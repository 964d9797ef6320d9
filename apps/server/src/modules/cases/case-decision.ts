import { type CaseDecisionInput, type CaseState, DECIDABLE_CASE_STATES, type SaleTransitionName } from "@kierto/shared";
import { HttpError } from "../../lib/http-error";
import { recordAudit } from "../admin";
import type { CaseNoticeKey } from "../notifications";
import { applyTransition, runTransition } from "../sale-process";
import { caseError } from "./case-errors";
import { type CaseDeps, lockCase, moveCase, noticeCase } from "./case-steps";

const OUTCOMES = {
  refund_full: { transition: "refundDisputed", state: "refunded", notice: "case_decided_refunded" },
  refund_partial: {
    transition: "settleDisputed",
    state: "partially_refunded",
    notice: "case_decided_partially_refunded",
  },
  release: { transition: "releaseDisputed", state: "released", notice: "case_decided_released" },
} as const satisfies Record<
  CaseDecisionInput["outcome"],
  { transition: SaleTransitionName; state: CaseState; notice: CaseNoticeKey }
>;

/**
 * A moderator decides a contested or escalated case, in one transaction: the sale's money
 * follows the outcome through the ledger (a full refund, part of the price back with the rest
 * released, or all of it released to the seller), the case closes with the statement of reasons
 * both parties are told of (DSA art. 17), and the audit log records who decided and why. A party
 * to the sale never decides its case; a case decided already is refused (409).
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
    const outcome = OUTCOMES[input.outcome];
    const partialRefundCents = input.outcome === "refund_partial" ? input.amountCents : null;
    if (partialRefundCents !== null && partialRefundCents >= (sale.amountCents ?? 0)) throw caseError.partial();

    await applyTransition(
      step,
      sale,
      outcome.transition,
      "operator",
      partialRefundCents === null ? {} : { partialRefundCents },
    );
    const at = deps.jobs.now();
    const next = await moveCase(step.tx, row, DECIDABLE_CASE_STATES, {
      state: outcome.state,
      partialRefundCents: partialRefundCents ?? row.partialRefundCents,
      decidedBy: moderatorId,
      decisionReasons: input.reasons,
      decidedAt: at,
      closedAt: at,
      answerDueAt: null,
      returnDropOffDueAt: null,
    });
    if (!next) throw caseError.state();
    await recordAudit(step.tx, {
      actorId: moderatorId,
      action: "case_decided",
      targetUserId: row.sellerId,
      details: {
        caseId: row.id,
        saleId: sale.id,
        buyerId: row.buyerId,
        outcome: input.outcome,
        partialRefundCents: partialRefundCents === null ? null : String(partialRefundCents),
      },
      reason: input.reasons,
    });
    await noticeCase(step, next, sale, outcome.notice, ["buyer", "seller"]);
    return next;
  });
}
