import type { Language, ModerationAction, ReportStatus } from "@kierto/shared";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import type { Tx } from "../../db/client";
import { products, profiles, reports, sessions, users } from "../../db/schema";
import { badRequest, HttpError, notFound } from "../../lib/http-error";
import { listingReportOutcomeMail, suspensionMail } from "../../platform/mail/templates";
import { recordAudit } from "../admin";
import { createNotification, notificationTemplates } from "../notifications";
import { softDeleteListings } from "../products";
import { endHandoversOf, saleKeepsListing } from "../sale-process";
import { suspensionAppeal } from "./appeals.service";
import { assertMaySuspend } from "./suspension-limits";

export interface Decision {
  decision: "resolve" | "dismiss";
  /** Only with resolve: what else the decision does. */
  action: ModerationAction;
  note?: string | null;
}

type Deps = Pick<AppDeps, "db" | "storage" | "realtime" | "mailer" | "logger" | "env" | "payments" | "jobs">;

/**
 * A moderator's decision on a pending report, all in one transaction: the report closes (once:
 * a second decision finds it decided and is refused), the action is taken (the listing removed,
 * or the account suspended and signed out everywhere), the reported user gets the statement of
 * reasons (DSA art. 17) when the decision touches them, the reporter learns the outcome, and the
 * audit log records it. Files, mail and live events follow the commit.
 */
export async function decideReport(deps: Deps, moderatorId: string, reportId: string, input: Decision) {
  const action: ModerationAction = input.decision === "dismiss" ? "none" : input.action;
  const note = input.note?.trim() || null;
  const outcome = await deps.db.transaction(async (tx) => {
    const [report] = await tx.select().from(reports).where(eq(reports.id, reportId)).for("update");
    if (!report) throw notFound("Report not found.");
    if (report.status !== "pending") {
      throw new HttpError(409, "REPORT_ALREADY_DECIDED", "This report has already been decided.");
    }
    if (report.reportedId === moderatorId) throw badRequest("A report about yourself is for another moderator.");
    if (report.reporterId === moderatorId) {
      throw new HttpError(403, "OWN_REPORT", "A report you filed is decided by another moderator.");
    }
    if (action === "suspend_user") await assertMaySuspend(tx, moderatorId, report.reportedId);

    const status: ReportStatus = input.decision === "resolve" ? "resolved" : "dismissed";
    await tx
      .update(reports)
      .set({ status, action, decisionNote: note, resolvedBy: moderatorId, resolvedAt: new Date() })
      .where(eq(reports.id, reportId));

    let removedFiles: string[] = [];
    let listingTitle: string | null = null;
    if (action === "remove_listing") {
      const removed = await removeReportedListing(tx, report);
      removedFiles = removed.files;
      listingTitle = removed.title;
    }
    let suspended: { email: string; language: Language } | null = null;
    if (action === "suspend_user") suspended = await suspend(tx, report.reportedId, report.reason);

    const notified: { userId: string; id: string }[] = [];
    if (status === "resolved") {
      const notice = await createNotification(tx, report.reportedId, notificationTemplates.moderationDecision(), {
        reportId,
        action,
        reason: report.reason,
        note,
        productTitle: listingTitle,
      });
      if (notice) notified.push({ userId: report.reportedId, id: notice.id });
    }
    // A member learns the outcome in the app; a guest who reported a listing, by mail after the commit.
    if (report.reporterId) {
      const outcomeNotice = await createNotification(tx, report.reporterId, notificationTemplates.reportOutcome(), {
        reportId,
        decision: status,
        reason: report.reason,
      });
      if (outcomeNotice) notified.push({ userId: report.reporterId, id: outcomeNotice.id });
    }
    const guestOutcome =
      !report.reporterId && report.reporterEmail
        ? listingReportOutcomeMail(
            report.reporterEmail,
            action === "remove_listing" ? "removed" : action === "suspend_user" ? "suspended" : "none",
            report.reporterLanguage ?? "fi",
          )
        : null;

    await recordAudit(tx, {
      actorId: moderatorId,
      action: status === "resolved" ? "report_resolved" : "report_dismissed",
      targetUserId: report.reportedId,
      reportId,
      details: { action, reason: report.reason, productTitle: listingTitle },
      reason: note,
    });
    return {
      status,
      action,
      removedFiles,
      suspended,
      notified,
      reason: report.reason,
      reportedId: report.reportedId,
      guestOutcome,
    };
  });

  await deps.storage.delete(outcome.removedFiles);
  for (const { userId, id } of outcome.notified) {
    await deps.realtime.publish({ type: "notification", userIds: [userId], id });
  }
  if (outcome.guestOutcome) await deps.mailer.send(outcome.guestOutcome);
  if (outcome.suspended) {
    // A suspended person's open hand-overs end, so no item stays held for or by them.
    await endHandoversOf(deps, outcome.reportedId, "suspended");
    const { email, language } = outcome.suspended;
    try {
      await deps.mailer.send(
        suspensionMail(email, outcome.reason, note, await appealUrl(deps, outcome.reportedId), language),
      );
    } catch (error) {
      // The suspension stands; the notification carries the same statement for when it is lifted.
      deps.logger.error("suspension mail failed", { error: String(error) });
    }
  }
  return { id: reportId, status: outcome.status, action: outcome.action };
}

/** The suspended person's appeal form, with the token that lets them use it without signing in. */
async function appealUrl(deps: Deps, userId: string) {
  const appeal = await suspensionAppeal(deps.db, deps.env.authSecret, userId);
  if (!appeal) return null;
  return `${deps.env.publicUrl}/appeal?report=${appeal.reportId}&token=${encodeURIComponent(appeal.token)}`;
}

/**
 * Removes the listing the reported conversation was about, when it is the reported user's, the
 * way its seller would (softDeleteListings): the reported chat stays for both parties to read.
 * One a sale holds or that was sold stays, because the sale's record depends on it.
 */
async function removeReportedListing(tx: Tx, report: typeof reports.$inferSelect) {
  const product = report.evidence?.product;
  if (!product || product.sellerId !== report.reportedId) {
    throw badRequest("This report is not about a listing of the reported user.");
  }
  if (await saleKeepsListing(tx, product.id))
    throw new HttpError(409, "LISTING_PART_OF_SALE", "This listing is part of a sale and is kept.");
  const files = await softDeleteListings(tx, and(eq(products.id, product.id), eq(products.userId, report.reportedId)));
  return { title: product.title, files };
}

/** Suspends the account and ends its sessions; returns its address for the statement of reasons. */
async function suspend(tx: Tx, userId: string, reason: typeof reports.$inferSelect.reason) {
  await tx.update(profiles).set({ suspendedAt: new Date(), suspensionReason: reason }).where(eq(profiles.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  const [user] = await tx
    .select({ email: users.email, language: profiles.language })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return user ?? null;
}
