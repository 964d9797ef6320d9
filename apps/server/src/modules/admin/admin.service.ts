import type { Role } from "@kierto/shared";
import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { auditLog, profiles, users } from "../../db/schema";
import { containsPattern } from "../../lib/contains-pattern";
import { forbidden, HttpError, notFound } from "../../lib/http-error";
import { decodeCursor, encodeCursor } from "../../lib/page-cursor";
import { ADMIN_USERS_PAGE_SIZE, AUDIT_PAGE_SIZE } from "./admin.schemas";
import { recordAudit } from "./audit";

/** docs/product-rules.md#roles-and-admin get_admin_stats: the dashboard's five figures in one round trip. */
export async function getAdminStats(db: Database) {
  const { rows } = await db.execute<{
    total_users: number;
    total_products: number;
    total_transactions: number;
    total_reviews: number;
    pending_reports: number;
  }>(sql`
    select
      (select count(*)::int from profiles where deleted_at is null) as total_users,
      (select count(*)::int from products) as total_products,
      (select count(*)::int from transactions) as total_transactions,
      (select count(*)::int from reviews) as total_reviews,
      (select count(*)::int from reports where status = 'pending') as pending_reports`);
  const row = rows[0];
  return {
    totalUsers: row?.total_users ?? 0,
    totalProducts: row?.total_products ?? 0,
    totalTransactions: row?.total_transactions ?? 0,
    totalReviews: row?.total_reviews ?? 0,
    pendingReports: row?.pending_reports ?? 0,
  };
}

/** Every account (deleted ones aside), newest first, found by part of a name or e-mail address. */
export async function listUsers(db: Database, query: { q?: string; page: number }) {
  const filters: SQL[] = [isNull(profiles.deletedAt) as SQL];
  if (query.q) {
    const search = or(
      ilike(profiles.displayName, containsPattern(query.q)),
      ilike(users.email, containsPattern(query.q)),
    );
    if (search) filters.push(search);
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: profiles.id,
        displayName: profiles.displayName,
        email: users.email,
        role: profiles.role,
        createdAt: profiles.createdAt,
        suspendedAt: profiles.suspendedAt,
        twoFactorEnabled: users.twoFactorEnabled,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(where)
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(ADMIN_USERS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_USERS_PAGE_SIZE),
    db.select({ value: count() }).from(profiles).innerJoin(users, eq(users.id, profiles.id)).where(where),
  ]);
  return {
    items: rows.map(({ suspendedAt, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      suspended: suspendedAt !== null,
    })),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: ADMIN_USERS_PAGE_SIZE,
  };
}

/**
 * Changes a user's role and records it in the audit log, in one transaction. The admins' rows
 * are locked first, so two admins demoting each other at the same moment cannot leave the
 * marketplace without one: the second sees the first's change and is refused.
 */
export async function changeRole(db: Database, actorId: string, targetId: string, role: Role, reason?: string) {
  return db.transaction(async (tx) => {
    const admins = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, "admin")).for("update");
    const [target] = await tx
      .select({ id: profiles.id, role: profiles.role, deletedAt: profiles.deletedAt })
      .from(profiles)
      .where(eq(profiles.id, targetId))
      .for("update");
    // The actor may have lost the role since the request began (another admin's change).
    if (!admins.some((admin) => admin.id === actorId)) throw forbidden();
    if (!target || target.deletedAt) throw notFound("User not found.");
    if (target.role === role) return { id: target.id, role };
    if (target.role === "admin" && admins.length <= 1) {
      throw new HttpError(409, "LAST_ADMIN", "The last admin cannot be given another role.");
    }
    await tx.update(profiles).set({ role }).where(eq(profiles.id, targetId));
    await recordAudit(tx, {
      actorId,
      action: "role_changed",
      targetUserId: targetId,
      details: { from: target.role, to: role },
      reason,
    });
    return { id: target.id, role };
  });
}

/**
 * A page of the audit log, newest first, with the names of who acted and on whom. Pages are cut
 * by key (time, then id), not by offset: entries recorded while an admin reads neither repeat nor
 * push others out of the next page.
 */
export async function listAudit(db: Database, before?: string) {
  const cursor = before ? decodeCursor(before) : undefined;
  const actor = alias(profiles, "actor");
  const target = alias(profiles, "target");
  const rows = await db
    .select({
      entry: auditLog,
      cursorTime: sql<string>`to_char(${auditLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      actorName: actor.displayName,
      targetName: target.displayName,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(target, eq(target.id, auditLog.targetUserId))
    .where(
      cursor && sql`(${auditLog.createdAt}, ${auditLog.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`,
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    nextCursor:
      rows.length > AUDIT_PAGE_SIZE && last ? encodeCursor({ createdAt: last.cursorTime, id: last.entry.id }) : null,
    items: page.map(({ entry, actorName, targetName }) => ({
      id: entry.id,
      action: entry.action,
      actor: entry.actorId && actorName !== null ? { id: entry.actorId, displayName: actorName } : null,
      target: entry.targetUserId && targetName !== null ? { id: entry.targetUserId, displayName: targetName } : null,
      reportId: entry.reportId,
      details: entry.details,
      reason: entry.reason,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
