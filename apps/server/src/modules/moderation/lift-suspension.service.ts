import { and, desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import type { Tx } from "../../db/client";
import { profiles, reports, users } from "../../db/schema";
import { HttpError, notFound } from "../../lib/http-error";
import { suspensionLiftedMail } from "../../platform/mail/templates";
import { recordAudit } from "../admin";
import { createNotification, notificationTemplates } from "../notifications";

type Deps = Pick<AppDeps, "db" | "realtime" | "mailer" | "logger">;

/**
 * Lifts a suspension (on appeal or on review), in one transaction: the account may sign in and
 * be messaged again, the person is told with the moderator's explanation, and the audit log
 * records who lifted it, on whom and why. The row is locked so two moderators lifting at the same
 * moment do it once; the second is told the account is not suspended.
 */
export async function liftSuspension(deps: Deps, actorId: string, userId: string, reason: string) {
  const outcome = await deps.db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ suspendedAt: profiles.suspendedAt, deletedAt: profiles.deletedAt })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for("update");
    if (!profile || profile.deletedAt) throw notFound("User not found.");
    if (!profile.suspendedAt) throw new HttpError(409, "NOT_SUSPENDED", "This account is not suspended.");
    const reportId = await suspendingReport(tx, userId);
    await clearSuspension(tx, userId);
    const notice = await createNotification(
      tx,
      userId,
      notificationTemplates.suspensionLifted({ reportId, note: reason }),
    );
    await recordAudit(tx, {
      actorId,
      action: "suspension_lifted",
      targetUserId: userId,
      reportId,
      details: { suspendedAt: profile.suspendedAt.toISOString() },
      reason,
    });
    const [user] = await tx
      .select({ email: users.email, language: profiles.language })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, userId));
    return { noticeId: notice?.id ?? null, recipient: user ?? null };
  });

  if (outcome.noticeId) await deps.realtime.publish({ type: "notification", userIds: [userId], id: outcome.noticeId });
  if (outcome.recipient) {
    const { email, language } = outcome.recipient;
    try {
      await deps.mailer.send(suspensionLiftedMail(email, reason, language));
    } catch (error) {
      // The account is open again either way; the notification says so at the next sign-in.
      deps.logger.error("suspension lifted mail failed", { error: String(error) });
    }
  }
  return { id: userId, suspended: false as const };
}

export async function clearSuspension(tx: Pick<Tx, "update">, userId: string) {
  await tx.update(profiles).set({ suspendedAt: null, suspensionReason: null }).where(eq(profiles.id, userId));
}

/** The report whose decision suspended the account: the newest one that did. */
export async function suspendingReport(tx: Pick<Tx, "select">, userId: string) {
  const [report] = await tx
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.reportedId, userId), eq(reports.action, "suspend_user")))
    .orderBy(desc(reports.resolvedAt))
    .limit(1);
  return report?.id ?? null;
}
