import { APPEAL_WINDOW_DAYS } from "@kierto/shared";
import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppDeps } from "../../app-env";
import type { Database } from "../../db/client";
import { appeals, profiles, reports, users } from "../../db/schema";
import { conflict, forbidden, HttpError, notFound } from "../../lib/http-error";
import { appealDecidedMail } from "../../platform/mail/templates";
import { recordAudit } from "../admin";
import { createNotification, notificationTemplates } from "../notifications";
import { createAppealToken } from "./appeal-token";
import { clearSuspension, suspendingReport } from "./lift-suspension.service";

const WINDOW_MS = APPEAL_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** The end of a decision's appeal window. */
export const appealDeadline = (resolvedAt: Date) => new Date(resolvedAt.getTime() + WINDOW_MS);

/**
 * The way to a suspended person's appeal form: the deciding report and a token for it, while
 * its window is open and it has not been appealed yet. Null otherwise.
 */
export async function suspensionAppeal(db: Pick<Database, "select">, secret: string, userId: string) {
  const reportId = await suspendingReport(db, userId);
  if (!reportId) return null;
  const [report] = await db
    .select({ resolvedAt: reports.resolvedAt, appealId: appeals.id })
    .from(reports)
    .leftJoin(appeals, eq(appeals.reportId, reports.id))
    .where(eq(reports.id, reportId));
  if (!report?.resolvedAt || report.appealId) return null;
  const expiresAt = appealDeadline(report.resolvedAt).getTime();
  if (expiresAt <= Date.now()) return null;
  return { reportId, token: createAppealToken(secret, { userId, reportId, expiresAt }) };
}

/**
 * Files the person's appeal against a decision on a report about them: once per decision, within
 * the window, and only against a decision that went against them (a resolved report).
 */
export async function submitAppeal(db: Database, userId: string, reportId: string, statement: string) {
  return db.transaction(async (tx) => {
    const [report] = await tx.select().from(reports).where(eq(reports.id, reportId));
    if (!report || report.reportedId !== userId) throw notFound("Decision not found.");
    if (report.status !== "resolved" || !report.resolvedAt || appealDeadline(report.resolvedAt) < new Date()) {
      throw new HttpError(409, "APPEAL_NOT_OPEN", "This decision can no longer be appealed.");
    }
    const [appeal] = await tx.insert(appeals).values({ reportId, userId, statement }).onConflictDoNothing().returning();
    if (!appeal) throw new HttpError(409, "ALREADY_APPEALED", "This decision has already been appealed.");
    return { id: appeal.id, reportId, status: appeal.status, createdAt: appeal.createdAt.toISOString() };
  });
}

const person = alias(profiles, "person");

/** Pending appeals, oldest first, with the decision appealed and whether the viewer took it. */
export async function listPendingAppeals(db: Database, viewerId: string) {
  const rows = await db
    .select({ appeal: appeals, report: reports, name: person.displayName, suspendedAt: person.suspendedAt })
    .from(appeals)
    .innerJoin(reports, eq(reports.id, appeals.reportId))
    .innerJoin(person, eq(person.id, appeals.userId))
    .where(eq(appeals.status, "pending"))
    .orderBy(asc(appeals.createdAt), asc(appeals.id))
    .limit(200);
  return {
    items: rows.map(({ appeal, report, name, suspendedAt }) => ({
      id: appeal.id,
      person: { id: appeal.userId, displayName: name },
      statement: appeal.statement,
      createdAt: appeal.createdAt.toISOString(),
      suspended: suspendedAt !== null,
      decision: {
        reportId: report.id,
        reason: report.reason,
        action: report.action ?? "none",
        note: report.decisionNote,
        decidedAt: (report.resolvedAt ?? report.createdAt).toISOString(),
        /** The viewer took the decision, so another moderator decides the appeal. */
        ownDecision: report.resolvedBy === viewerId,
      },
    })),
  };
}

type Deps = Pick<AppDeps, "db" | "realtime" | "mailer" | "logger">;

/**
 * A moderator who did not take the decision upholds or overturns it. Overturning a suspension
 * lifts it. The person is told the outcome and the explanation (by mail too while they cannot
 * sign in, or have just been let back in), and the audit log records it.
 */
export async function decideAppeal(
  deps: Deps,
  moderatorId: string,
  appealId: string,
  input: { outcome: "upheld" | "overturned"; note: string },
) {
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ appeal: appeals, resolvedBy: reports.resolvedBy, reporterId: reports.reporterId })
      .from(appeals)
      .innerJoin(reports, eq(reports.id, appeals.reportId))
      .where(eq(appeals.id, appealId))
      .for("update", { of: appeals });
    if (!row) throw notFound("Appeal not found.");
    const { appeal } = row;
    if (appeal.status !== "pending") throw conflict("This appeal has already been decided.");
    if (row.resolvedBy === moderatorId) {
      throw new HttpError(403, "OWN_DECISION", "An appeal is decided by a moderator who did not take the decision.");
    }
    if (row.reporterId === moderatorId) {
      throw new HttpError(403, "OWN_REPORT", "An appeal against a report you filed is decided by another moderator.");
    }
    if (appeal.userId === moderatorId) throw forbidden();

    await tx
      .update(appeals)
      .set({ status: input.outcome, decidedBy: moderatorId, decidedAt: new Date(), decisionNote: input.note })
      .where(eq(appeals.id, appealId));
    const [profile] = await tx
      .select({ suspendedAt: profiles.suspendedAt })
      .from(profiles)
      .where(eq(profiles.id, appeal.userId))
      .for("update");
    const suspendedByThis =
      profile?.suspendedAt != null && (await suspendingReport(tx, appeal.userId)) === appeal.reportId;
    const suspensionLifted = input.outcome === "overturned" && suspendedByThis;
    if (suspensionLifted) await clearSuspension(tx, appeal.userId);

    const notice = await createNotification(
      tx,
      appeal.userId,
      notificationTemplates.appealDecided({
        reportId: appeal.reportId,
        outcome: input.outcome,
        note: input.note,
        suspensionLifted,
      }),
    );
    await recordAudit(tx, {
      actorId: moderatorId,
      action: "appeal_decided",
      targetUserId: appeal.userId,
      reportId: appeal.reportId,
      details: { outcome: input.outcome, suspensionLifted: String(suspensionLifted) },
      reason: input.note,
    });
    const [user] = await tx
      .select({ email: users.email, language: profiles.language })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, appeal.userId));
    return {
      userId: appeal.userId,
      noticeId: notice?.id ?? null,
      mailTo: suspendedByThis ? (user ?? null) : null,
      suspensionLifted,
    };
  });

  if (outcome.noticeId) {
    await deps.realtime.publish({ type: "notification", userIds: [outcome.userId], id: outcome.noticeId });
  }
  if (outcome.mailTo) {
    try {
      const { email, language } = outcome.mailTo;
      await deps.mailer.send(appealDecidedMail(email, input.outcome === "overturned", input.note, language));
    } catch (error) {
      // The decision stands either way; the notification carries it to the next sign-in.
      deps.logger.error("appeal outcome mail failed", { error: String(error) });
    }
  }
  return { id: appealId, status: input.outcome, suspensionLifted: outcome.suspensionLifted };
}
