import {
  CASE_SELLER_ANSWER_HOURS,
  CASE_SELLER_REMINDER_HOURS,
  MAX_OPEN_CASES,
  OPEN_CASE_STATES,
  type OpenCaseInput,
  parcelStalled,
} from "@kierto/shared";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { cases, transactions } from "../../db/schema";
import { applyTransition, lockProduct, lockSale, runTransition, type SaleRow, type SaleStep } from "../sale-process";
import { caseError } from "./case-errors";
import { claimCasePhotos } from "./case-photos";
import { type CaseDeps, type CaseRow, noticeCase } from "./case-steps";
import { parcelLastMovedAt } from "./parcel-stall";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Whether the buyer may report now: a delivered sale while its confirmation window runs (the
 * sale's own completion deadline, on the clock its timers read), or a shipped parcel as not
 * received once the carrier has said nothing of it for STALLED_PARCEL_DAYS.
 */
async function reportable(step: SaleStep, sale: SaleRow, input: OpenCaseInput, now: Date): Promise<boolean> {
  if (sale.state === "delivered") return !sale.receiptDueAt || sale.receiptDueAt.getTime() > Date.now();
  if (sale.state !== "shipped" || input.reason !== "not_received") return false;
  const lastMovedAt = await parcelLastMovedAt(step.tx, sale.id);
  return lastMovedAt !== null && parcelStalled(lastMovedAt, now);
}

/**
 * The buyer reports a problem with a delivered sale while their confirmation window runs, or a
 * stalled parcel as not received: the sale moves to `disputed` (its completion timer and reminder cleared, its money still held) and
 * the case waits 72 hours for the seller, who is notified. A buyer has at most three open cases;
 * the count is taken under a lock on the buyer's advisory key, so two reports at once cannot
 * both pass it.
 */
export async function openCase(
  deps: CaseDeps,
  buyerId: string,
  saleId: string,
  input: OpenCaseInput,
): Promise<CaseRow> {
  return runTransition(deps, async (step) => {
    const [found] = await step.tx
      .select({ productId: transactions.productId, buyerId: transactions.buyerId, sellerId: transactions.sellerId })
      .from(transactions)
      .where(eq(transactions.id, saleId));
    if (!found || (found.buyerId !== buyerId && found.sellerId !== buyerId)) throw caseError.saleNotFound();
    if (found.buyerId !== buyerId) throw caseError.notBuyer();
    await step.tx.execute(sql`select pg_advisory_xact_lock(hashtext('cases:' || ${buyerId}))`);
    await lockProduct(step.tx, found.productId);
    const sale = await lockSale(step.tx, saleId);
    if (!sale) throw caseError.saleNotFound();
    const now = deps.jobs.now();
    if (!(await reportable(step, sale, input, now))) throw caseError.window();
    const [open] = await step.tx
      .select({ n: count() })
      .from(cases)
      .where(and(eq(cases.buyerId, buyerId), inArray(cases.state, OPEN_CASE_STATES)));
    if ((open?.n ?? 0) >= MAX_OPEN_CASES) throw caseError.limit();
    const moved = await applyTransition(step, sale, "reportProblem", "buyer");
    const [row] = await step.tx
      .insert(cases)
      .values({
        saleId,
        buyerId,
        sellerId: sale.sellerId,
        reason: input.reason,
        description: input.description,
        answerDueAt: new Date(now.getTime() + CASE_SELLER_ANSWER_HOURS * HOUR_MS),
        sellerReminderAt: new Date(now.getTime() + CASE_SELLER_REMINDER_HOURS * HOUR_MS),
      })
      .onConflictDoNothing({ target: cases.saleId })
      .returning();
    if (!row) throw caseError.window();
    await claimCasePhotos(step.tx, buyerId, row.id, input.photoIds);
    await noticeCase(step, row, moved, "case_opened", ["seller"]);
    return row;
  });
}
