import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { profiles, reports } from "../../db/schema";

const reporter = alias(profiles, "reporter");
const reported = alias(profiles, "reported");

function selectReports(db: Database) {
  return db
    .select({ report: reports, reporterName: reporter.displayName, reportedName: reported.displayName })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .innerJoin(reported, eq(reported.id, reports.reportedId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectReports>["execute"]>>[number];

function toQueueItem({ report, reporterName, reportedName }: Row) {
  return {
    id: report.id,
    reporter:
      report.reporterId && reporterName !== null
        ? { guest: false as const, id: report.reporterId, displayName: reporterName }
        : { guest: true as const, email: report.reporterEmail ?? "" },
    reported: { id: report.reportedId, displayName: reportedName },
    reason: report.reason,
    description: report.description,
    status: report.status,
    chatId: report.chatId,
    product: report.evidence?.product ? { id: report.evidence.product.id, title: report.evidence.product.title } : null,
    /** Whether a listing of the reported user can be removed by this report's decision. */
    listingOfReported: report.evidence?.product?.sellerId === report.reportedId,
    messageCount: report.evidence?.messages.length ?? 0,
    createdAt: report.createdAt.toISOString(),
  };
}

/** docs/product-rules.md#blocks-and-reports reports: the pending ones with both names, oldest first so none waits forever. */
export async function listPendingReports(db: Database) {
  const rows = await selectReports(db)
    .where(eq(reports.status, "pending"))
    .orderBy(asc(reports.createdAt), asc(reports.id))
    .limit(200);
  return { items: rows.map(toQueueItem) };
}

/** One report with its kept copy of the conversation, read-only, for the moderator. */
export async function getReport(db: Database, id: string) {
  const [row] = await selectReports(db).where(eq(reports.id, id));
  if (!row) return undefined;
  return {
    ...toQueueItem(row),
    action: row.report.action,
    decisionNote: row.report.decisionNote,
    messages: row.report.evidence?.messages ?? [],
  };
}
