import { APPEAL_WINDOW_DAYS, appellantsOf, type CaseAppealDecisionInput, type CaseAppealInput } from "@kierto/shared";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { caseAppeals, cases, products, transactions } from "../../db/schema";
import { conflict, HttpError, notFound } from "../../lib/http-error";
import { recordAudit } from "../admin";
import { appealLossCents, type DecidedOutcome, postAppealCompensation } from "../ledger";
import { createNotification, notificationTemplates } from "../notifications";
import type { CaseDeps, CaseRow } from "./case-steps";

export type CaseAppealRow = typeof caseAppeals.$inferSelect;

const WINDOW_MS = APPEAL_WINDOW_DAYS * 24 * 60 * 60 * 1000;

const appealError = {
  notOpen: () => new HttpError(409, "APPEAL_NOT_OPEN", "This decision can no longer be appealed."),
  already: () => new HttpError(409, "ALREADY_APPEALED", "This decision has already been appealed."),
};

/** The party `userId` is in the case, or null for anyone else. */
const partyOf = (row: CaseRow, userId: string) =>
  row.buyerId === userId ? "buyer" : row.sellerId === userId ? "seller" : null;

/**
 * Until when `userId` may appeal the case's decision, or null: only a moderator's decision, only
 * by a party it went against, within the window from the case's close, once.
 */
export function appealOpenUntil(row: CaseRow, userId: string, own: CaseAppealRow | null, now: Date): Date | null {
  const party = partyOf(row, userId);
  if (!row.decidedAt || !row.closedAt || !party || own || !appellantsOf(row.state).includes(party)) return null;
  // A refund decided to follow the item's return is appealed from the refund, once the money moved.
  const until = new Date(row.closedAt.getTime() + WINDOW_MS);
  return until > now ? until : null;
}

/** The appeal `userId` filed against the case's decision, if any. */
export async function ownCaseAppeal(db: Pick<Tx, "select">, caseId: string, userId: string) {
  const [row] = await db
    .select()
    .from(caseAppeals)
    .where(and(eq(caseAppeals.caseId, caseId), eq(caseAppeals.userId, userId)));
  return row ?? null;
}

/**
 * A party files their one appeal against a moderator's decision on their case, within 14 days
 * of it; it waits for a moderator who did not decide the case. Anyone but the parties: 404.
 */
export async function submitCaseAppeal(deps: CaseDeps, userId: string, caseId: string, input: CaseAppealInput) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(cases).where(eq(cases.id, caseId)).for("update");
    if (!row || !partyOf(row, userId)) throw notFound("No such case.");
    const own = await ownCaseAppeal(tx, caseId, userId);
    if (own) throw appealError.already();
    if (!appealOpenUntil(row, userId, null, deps.jobs.now())) throw appealError.notOpen();
    const [appeal] = await tx
      .insert(caseAppeals)
      .values({ caseId, userId, statement: input.statement })
      .onConflictDoNothing()
      .returning();
    if (!appeal) throw appealError.already();
    return { row, appeal };
  });
}

function decidedOutcome(row: CaseRow): DecidedOutcome {
  if (row.state === "partially_refunded")
    return { kind: "partially_refunded", refundCents: row.partialRefundCents ?? 0 };
  if (row.state === "released") return { kind: "released" };
  if (!row.returnedAt) return { kind: "refunded" };
  const sellerPostageCents = row.returnPostagePayer === "seller" ? (row.returnPostageCents ?? 0) : 0;
  return { kind: "refunded_after_return", sellerPostageCents };
}

/** What overturning the appeal would pay the appellant, from the sale's money and the decision. */
export function compensationFor(
  row: CaseRow,
  appeal: Pick<CaseAppealRow, "userId">,
  sale: { id: string; sellerId: string; amountCents: number | null; commissionCents: number | null },
) {
  const appellant = appeal.userId === row.sellerId ? "seller" : "buyer";
  return appealLossCents(sale, decidedOutcome(row), appellant);
}

/** An overturned decision that cost the appellant nothing (the item came back) pays nothing: its notice says so. */
const appealNotice = (overturned: boolean, compensationCents: number | null) =>
  !overturned ? "case_appeal_upheld" : compensationCents ? "case_appeal_overturned" : "case_appeal_overturned_unpaid";

/**
 * A moderator who neither decided the case nor is a party to it upholds or overturns the
 * decision, with a note the appellant reads. Overturning pays the appellant what the decision
 * cost them out of the platform's buyer-protection money, in the same transaction; the other
 * party keeps what they were given. Decided once (409); the audit log records it.
 */
export async function decideCaseAppeal(
  deps: CaseDeps,
  moderatorId: string,
  appealId: string,
  input: CaseAppealDecisionInput,
) {
  const decided = await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ appeal: caseAppeals, row: cases })
      .from(caseAppeals)
      .innerJoin(cases, eq(cases.id, caseAppeals.caseId))
      .where(eq(caseAppeals.id, appealId))
      .for("update", { of: caseAppeals });
    if (!found) throw notFound("Appeal not found.");
    const { appeal, row } = found;
    if (appeal.status !== "pending") throw conflict("This appeal has already been decided.");
    if (row.decidedBy === moderatorId) {
      throw new HttpError(403, "OWN_DECISION", "An appeal is decided by a moderator who did not take the decision.");
    }
    if (partyOf(row, moderatorId)) {
      throw new HttpError(403, "OWN_CASE", "A case you are a party to is decided by another moderator.");
    }
    const [sale] = await tx
      .select({
        id: transactions.id,
        sellerId: transactions.sellerId,
        amountCents: transactions.amountCents,
        commissionCents: transactions.commissionCents,
        title: products.title,
      })
      .from(transactions)
      .innerJoin(products, eq(products.id, transactions.productId))
      .where(eq(transactions.id, row.saleId));
    if (!sale) throw notFound("Appeal not found.");

    const overturned = input.outcome === "overturned";
    const compensationCents = overturned ? compensationFor(row, appeal, sale) : null;
    if (compensationCents) {
      await postAppealCompensation(tx, {
        appealId,
        saleId: sale.id,
        appellantId: appeal.userId,
        cents: compensationCents,
      });
    }
    await tx
      .update(caseAppeals)
      .set({
        status: input.outcome,
        decidedBy: moderatorId,
        decisionNote: input.note,
        decidedAt: deps.jobs.now(),
        compensationCents,
      })
      .where(eq(caseAppeals.id, appealId));
    await recordAudit(tx, {
      actorId: moderatorId,
      action: "appeal_decided",
      targetUserId: appeal.userId,
      details: {
        caseId: row.id,
        saleId: sale.id,
        outcome: input.outcome,
        compensationCents: compensationCents === null ? null : String(compensationCents),
      },
      reason: input.note,
    });
    const notice = await createNotification(
      tx,
      appeal.userId,
      notificationTemplates.caseUpdate(appealNotice(overturned, compensationCents), {
        caseId: row.id,
        transactionId: sale.id,
        productTitle: sale.title,
        amountCents: compensationCents || null,
      }),
    );
    return { appeal, row, noticeId: notice?.id ?? null, compensationCents };
  });

  if (decided.noticeId) {
    await deps.realtime.publish({ type: "notification", userIds: [decided.appeal.userId], id: decided.noticeId });
  }
  await deps.realtime.publish({ type: "sale", userIds: [decided.appeal.userId], id: decided.row.saleId });
  return { id: appealId, status: input.outcome, compensationCents: decided.compensationCents };
}
