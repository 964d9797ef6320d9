import type { CaseState } from "@kierto/shared";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import type { Tx } from "../../db/client";
import { cases, products, transactions } from "../../db/schema";
import { returnPostageKeptFromRefund } from "../ledger";
import { type CaseNoticeKey, createNotification, notificationTemplates } from "../notifications";
import { lockProduct, lockSale, type SaleRow, type SaleStep } from "../sale-process";
import { returnPostageOf } from "./case-return-postage";
import type { CaseRow } from "./case-row";

export type { CaseRow } from "./case-row";
export type CaseDeps = Pick<AppDeps, "db" | "realtime" | "payments" | "jobs" | "env" | "logger" | "shipping">;

/**
 * Locks a case's item, sale and case rows in the order every sale step takes them (item, then
 * sale), so a case step never deadlocks with the sale's own steps or timers.
 */
export async function lockCase(tx: Tx, caseId: string): Promise<{ sale: SaleRow; row: CaseRow } | undefined> {
  const [found] = await tx
    .select({ saleId: cases.saleId, productId: transactions.productId })
    .from(cases)
    .innerJoin(transactions, eq(transactions.id, cases.saleId))
    .where(eq(cases.id, caseId));
  if (!found) return undefined;
  await lockProduct(tx, found.productId);
  const sale = await lockSale(tx, found.saleId);
  if (!sale) return undefined;
  const [row] = await tx.select().from(cases).where(eq(cases.id, caseId)).for("update");
  return row ? { sale, row } : undefined;
}

/** Moves the case from `from` with a guarded update; undefined when it moved on meanwhile. */
export async function moveCase(
  tx: Tx,
  row: CaseRow,
  from: readonly CaseState[],
  changes: Partial<typeof cases.$inferInsert> & { state: CaseState },
): Promise<CaseRow | undefined> {
  if (!from.includes(row.state)) return undefined;
  const [moved] = await tx
    .update(cases)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(cases.id, row.id), eq(cases.state, row.state)))
    .returning();
  return moved;
}

/** Tells `to` (one party or both) of the case's step, and refreshes both parties' sale views. */
export async function noticeCase(
  step: SaleStep,
  row: CaseRow,
  sale: SaleRow,
  key: CaseNoticeKey,
  to: readonly ("buyer" | "seller")[],
) {
  const [product] = await step.tx
    .select({ title: products.title })
    .from(products)
    .where(eq(products.id, sale.productId));
  const content = notificationTemplates.caseUpdate(key, {
    caseId: row.id,
    transactionId: sale.id,
    productTitle: product?.title ?? "",
    amountCents: noticeAmountCents(key, row, sale),
    returnPostagePayer: row.returnPostagePayer,
    returnPostageCents: row.returnPostageCents,
  });
  for (const party of to) {
    const userId = party === "buyer" ? row.buyerId : row.sellerId;
    const created = await createNotification(step.tx, userId, content);
    if (created) step.outbox.push({ type: "notification", userIds: [userId], id: created.id });
  }
  step.outbox.push({ type: "sale", userIds: [row.buyerId, row.sellerId], id: sale.id });
}

const REFUND_NOTICES: readonly CaseNoticeKey[] = ["case_refunded", "case_decided_refunded"];
const PARTIAL_NOTICES: readonly CaseNoticeKey[] = [
  "case_partial_offered",
  "case_partially_refunded",
  "case_decided_partially_refunded",
];

/**
 * The sum a case notice names: what reached the buyer's card for a full refund (what they paid,
 * less a return parcel that was theirs), the part of the price for a partial offer or refund,
 * and none for a step that moves no money.
 */
function noticeAmountCents(key: CaseNoticeKey, row: CaseRow, sale: SaleRow): number | null {
  if (PARTIAL_NOTICES.includes(key)) return row.partialRefundCents;
  if (!REFUND_NOTICES.includes(key)) return null;
  const paidCents = (sale.amountCents ?? 0) + (sale.postageCents ?? 0);
  return paidCents - returnPostageKeptFromRefund(paidCents, returnPostageOf(row));
}
