import type { CaseState } from "@kierto/shared";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import type { Tx } from "../../db/client";
import { cases, products, transactions } from "../../db/schema";
import { type CaseNoticeKey, createNotification, notificationTemplates } from "../notifications";
import { lockProduct, lockSale, type SaleRow, type SaleStep } from "../sale-process";

export type CaseRow = typeof cases.$inferSelect;
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
    amountCents: row.partialRefundCents ?? sale.amountCents ?? 0,
  });
  for (const party of to) {
    const userId = party === "buyer" ? row.buyerId : row.sellerId;
    const created = await createNotification(step.tx, userId, content);
    if (created) step.outbox.push({ type: "notification", userIds: [userId], id: created.id });
  }
  step.outbox.push({ type: "sale", userIds: [row.buyerId, row.sellerId], id: sale.id });
}
