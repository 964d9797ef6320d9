import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { caseAppeals, cases, products, profiles, transactions } from "../../db/schema";
import { compensationFor } from "./case-appeals";
import { photosOfCases } from "./case-photos";
import { toCasePhotoDto } from "./cases.schemas";

const appellant = alias(profiles, "appellant");

/**
 * The appeals against case decisions waiting for a moderator, oldest first, with the decision
 * appealed, both sides' words and photos, what overturning would pay the appellant, and whether the reader
 * may decide it (not the moderator who decided the case, not a party).
 */
export async function listPendingCaseAppeals(db: Database, viewerId: string) {
  const rows = await db
    .select({
      appeal: caseAppeals,
      row: cases,
      name: appellant.displayName,
      title: products.title,
      sale: {
        id: transactions.id,
        sellerId: transactions.sellerId,
        amountCents: transactions.amountCents,
        commissionCents: transactions.commissionCents,
      },
    })
    .from(caseAppeals)
    .innerJoin(cases, eq(cases.id, caseAppeals.caseId))
    .innerJoin(transactions, eq(transactions.id, cases.saleId))
    .innerJoin(products, eq(products.id, transactions.productId))
    .innerJoin(appellant, eq(appellant.id, caseAppeals.userId))
    .where(eq(caseAppeals.status, "pending"))
    .orderBy(asc(caseAppeals.createdAt), asc(caseAppeals.id))
    .limit(100);
  const photos = await photosOfCases(
    db,
    rows.map(({ row }) => row.id),
  );
  return rows.map(({ appeal, row, name, title, sale }) => ({
    id: appeal.id,
    statement: appeal.statement,
    createdAt: appeal.createdAt.toISOString(),
    appellant: {
      id: appeal.userId,
      displayName: name,
      role: appeal.userId === row.sellerId ? ("seller" as const) : ("buyer" as const),
    },
    case: {
      id: row.id,
      saleId: row.saleId,
      state: row.state,
      reason: row.reason,
      description: row.description,
      sellerStatement: row.sellerStatement,
      partialRefundCents: row.partialRefundCents,
      decisionReasons: row.decisionReasons ?? "",
      decidedAt: (row.decidedAt ?? row.createdAt).toISOString(),
      photos: (photos.get(row.id) ?? []).map((photo) => toCasePhotoDto(row, photo)),
    },
    sale: { id: sale.id, title, amountCents: sale.amountCents ?? 0 },
    compensationIfOverturnedCents: compensationFor(row, appeal, sale),
    mayDecide: row.decidedBy !== viewerId && row.buyerId !== viewerId && row.sellerId !== viewerId,
  }));
}
