import {
  CASE_RETURN_DROP_OFF_DAYS,
  CASE_SELLER_ANSWER_HOURS,
  type CaseAnswerInput,
  type CaseState,
} from "@kierto/shared";
import { HttpError } from "../../lib/http-error";
import { applyTransition, runTransition, type SaleRow, type SaleStep } from "../sale-process";
import { caseError } from "./case-errors";
import { claimCasePhotos } from "./case-photos";
import { enqueueReturnShipment } from "./case-return-job";
import { returnPostageOf, returnPostageOnAccept } from "./case-return-postage";
import { type CaseDeps, type CaseRow, lockCase, moveCase, noticeCase } from "./case-steps";

const HOUR_MS = 60 * 60 * 1000;
const notYours = () => new HttpError(403, "FORBIDDEN", "The other party of this case takes this step.");

/** Runs `work` on the locked case for one of its parties; anyone else gets 404, the wrong party 403. */
async function asParty<T>(
  deps: CaseDeps,
  userId: string,
  caseId: string,
  party: "buyer" | "seller",
  work: (step: SaleStep, row: CaseRow, sale: SaleRow) => Promise<T>,
): Promise<T> {
  return runTransition(deps, async (step) => {
    const locked = await lockCase(step.tx, caseId);
    if (!locked || (locked.row.buyerId !== userId && locked.row.sellerId !== userId)) throw caseError.notFound();
    if ((party === "buyer" ? locked.row.buyerId : locked.row.sellerId) !== userId) throw notYours();
    return work(step, locked.row, locked.sale);
  });
}

const moved = (row: CaseRow | undefined) => {
  if (!row) throw caseError.state();
  return row;
};

/**
 * The seller's answer within 72 hours: take the item back for a full refund (a return parcel is
 * created for a shipped sale; the buyer drops it off within 3 days), offer part of the price back
 * (the buyer has 72 hours to accept), or contest with their own account (moderators decide).
 */
export async function answerCase(deps: CaseDeps, userId: string, caseId: string, input: CaseAnswerInput) {
  return asParty(deps, userId, caseId, "seller", async (step, row, sale) => {
    const now = deps.jobs.now().getTime();
    const cleared = { answerDueAt: null, sellerReminderAt: null };
    if (input.action === "accept_return" && row.reason === "not_received") {
      // The seller agrees the buyer never got it: there is nothing to send back.
      return refundCase(step, row, sale, deps.jobs.now(), ["awaiting_seller"]);
    }
    if (input.action === "accept_return") {
      const shipped = sale.deliveryMethod === "shipping";
      const next = moved(
        await moveCase(step.tx, row, ["awaiting_seller"], {
          ...cleared,
          state: "awaiting_return",
          returnDropOffDueAt: new Date(now + CASE_RETURN_DROP_OFF_DAYS * 24 * HOUR_MS),
          // A hand-delivered sale's item comes back by hand: no parcel, no postage.
          ...(shipped ? returnPostageOnAccept(row, sale) : {}),
        }),
      );
      if (shipped) await enqueueReturnShipment(deps, step.tx, next.id);
      await noticeCase(step, next, sale, "case_return_accepted", ["buyer"]);
      return next;
    }
    if (input.action === "offer_partial") {
      if (row.state !== "awaiting_seller") throw caseError.state();
      if (input.amountCents >= (sale.amountCents ?? 0)) throw caseError.partial();
      const next = moved(
        await moveCase(step.tx, row, ["awaiting_seller"], {
          ...cleared,
          state: "partial_offered",
          partialRefundCents: input.amountCents,
          answerDueAt: new Date(now + CASE_SELLER_ANSWER_HOURS * HOUR_MS),
        }),
      );
      await noticeCase(step, next, sale, "case_partial_offered", ["buyer"]);
      return next;
    }
    const next = moved(
      await moveCase(step.tx, row, ["awaiting_seller"], {
        ...cleared,
        state: "contested",
        sellerStatement: input.text,
        escalatedAt: new Date(now),
      }),
    );
    await claimCasePhotos(step.tx, userId, next.id, input.photoIds);
    await noticeCase(step, next, sale, "case_contested", ["buyer"]);
    return next;
  });
}

/**
 * The buyer accepts the partial refund and keeps the item (the sale completes: the refund and the
 * seller's release in one ledger entry), or declines it and the case goes to moderators.
 */
export async function answerPartialRefund(deps: CaseDeps, userId: string, caseId: string, accept: boolean) {
  return asParty(deps, userId, caseId, "buyer", async (step, row, sale) => {
    if (row.state !== "partial_offered") throw caseError.state();
    if (!accept) {
      const next = moved(
        await moveCase(step.tx, row, ["partial_offered"], {
          state: "escalated",
          answerDueAt: null,
          escalatedAt: deps.jobs.now(),
        }),
      );
      await noticeCase(step, next, sale, "case_escalated", ["seller"]);
      return next;
    }
    await applyTransition(step, sale, "settleDisputed", "system", {
      partialRefundCents: row.partialRefundCents ?? 0,
    });
    const next = moved(
      await moveCase(step.tx, row, ["partial_offered"], {
        state: "partially_refunded",
        answerDueAt: null,
        closedAt: deps.jobs.now(),
      }),
    );
    await noticeCase(step, next, sale, "case_partially_refunded", ["seller"]);
    return next;
  });
}

/**
 * The case ends in a full refund: the sale is refunded (ledger entry and provider job) with it,
 * and the return parcel, if the case has one, is charged to whoever the case names in the same
 * transaction (docs/decisions/0087). From a return, the item is back with the seller.
 */
export async function refundCase(
  step: SaleStep,
  row: CaseRow,
  sale: SaleRow,
  at: Date,
  from: readonly CaseState[] = ["awaiting_return", "return_in_transit"],
): Promise<CaseRow> {
  await applyTransition(step, sale, "refundDisputed", "system", { returnPostage: returnPostageOf(row) });
  const ended = row.state === "awaiting_return" || row.state === "return_in_transit";
  const next = moved(
    await moveCase(step.tx, row, from, {
      state: "refunded",
      answerDueAt: null,
      sellerReminderAt: null,
      returnDropOffDueAt: null,
      closedAt: at,
      returnedAt: ended ? at : null,
    }),
  );
  await noticeCase(step, next, sale, "case_refunded", ["buyer", "seller"]);
  return next;
}

/** The seller says the returned item reached them (a hand-delivered sale's return, or before the carrier does). */
export async function confirmReturnReceived(deps: CaseDeps, userId: string, caseId: string) {
  return asParty(deps, userId, caseId, "seller", async (step, row, sale) => {
    if (row.state !== "awaiting_return" && row.state !== "return_in_transit") throw caseError.state();
    return refundCase(step, row, sale, deps.jobs.now());
  });
}
