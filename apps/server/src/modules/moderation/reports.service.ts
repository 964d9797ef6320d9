import type { Language, reportListingSchema, reportUserSchema } from "@kierto/shared";
import { and, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { chats, products, profiles, reports } from "../../db/schema";
import { badRequest, HttpError, notFound } from "../../lib/http-error";
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

type ListingReportInput = z.output<typeof reportListingSchema>;

/** Who sends a notice about a listing: a member, or a guest with an address for the outcome. */
export type ListingReporter = { userId: string } | { userId: null; language: Language };

/**
 * Stores a notice about a listing for the moderators' queue, pending, against the listing's
 * seller, with a copy of the listing as it was (the evidence outlives an edit or a deletion).
 * Anyone may send one, signed in or not (DSA art. 16); a guest must leave an address, where the
 * outcome is mailed. A removed listing is gone (404); a seller does not report their own.
 */
export async function reportListing(
  db: Database,
  reporter: ListingReporter,
  productId: string,
  input: ListingReportInput,
): Promise<ReportRow> {
  const [product] = await db
    .select({ id: products.id, title: products.title, sellerId: products.userId })
    .from(products)
    .where(and(eq(products.id, productId), ne(products.status, "deleted")));
  if (!product) throw notFound("Listing not found.");
  if (reporter.userId === product.sellerId) {
    throw new HttpError(400, "CANNOT_REPORT_OWN_LISTING", "You cannot report your own listing.");
  }
  if (!reporter.userId && !input.email) {
    throw new HttpError(400, "REPORTER_EMAIL_REQUIRED", "An e-mail address is needed for the outcome.");
  }

  const [row] = await db
    .insert(reports)
    .values({
      reporterId: reporter.userId,
      reporterEmail: reporter.userId === null ? input.email : null,
      reporterLanguage: reporter.userId === null ? reporter.language : null,
      reportedId: product.sellerId,
      reason: input.reason,
      description: input.description,
      evidence: { product, messages: [] },
    })
    .returning();
  if (!row) throw new Error("report insert returned nothing");
  return row;
}
