import type { reportUserSchema } from "@kierto/shared";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { chats, profiles, reports } from "../../db/schema";
import { badRequest, notFound } from "../../lib/http-error";
import { captureEvidence } from "./report-evidence";

type ReportInput = z.output<typeof reportUserSchema>;
type ReportRow = typeof reports.$inferSelect;

/**
 * Stores a report for the moderators' queue, pending. The reporter is always the signed-in
 * user (docs/product-rules.md#blocks-and-reports). A report made from a chat names that chat, and then it must be one of
 * the reporter's own chats and the reported user its other party, so nobody can attach a report
 * to someone else's conversation.
 */
export async function reportUser(db: Database, reporterId: string, input: ReportInput): Promise<ReportRow> {
  if (input.reportedId === reporterId) throw badRequest("You cannot report yourself.");
  const [reported] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, input.reportedId));
  if (!reported) throw notFound("User not found.");

  if (input.chatId) {
    const [chat] = await db
      .select({ buyerId: chats.buyerId, sellerId: chats.sellerId })
      .from(chats)
      .where(eq(chats.id, input.chatId));
    const parties = chat ? [chat.buyerId, chat.sellerId] : [];
    if (!parties.includes(reporterId)) throw notFound("Chat not found.");
    if (!parties.includes(input.reportedId)) throw badRequest("The reported user is not the other party of this chat.");
  }

  const [row] = await db
    .insert(reports)
    .values({
      reporterId,
      reportedId: input.reportedId,
      chatId: input.chatId ?? null,
      reason: input.reason,
      description: input.description,
      evidence: input.chatId ? await captureEvidence(db, input.chatId) : null,
    })
    .returning();
  if (!row) throw new Error("report insert returned nothing");
  return row;
}

export function toReportDto(row: ReportRow) {
  return {
    id: row.id,
    reportedId: row.reportedId,
    chatId: row.chatId,
    reason: row.reason,
    description: row.description,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
