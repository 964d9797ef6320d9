import type { AuditAction } from "@kierto/shared";
import type { Tx } from "../../db/client";
import { auditLog } from "../../db/schema";

export interface AuditEntry {
  actorId: string;
  action: AuditAction;
  targetUserId: string | null;
  reportId?: string | null;
  details?: Record<string, string | null>;
  reason?: string | null;
}

/** Records a moderator's or admin's action in the same transaction as the action itself. */
export async function recordAudit(tx: Pick<Tx, "insert">, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetUserId: entry.targetUserId,
    reportId: entry.reportId ?? null,
    details: entry.details ?? {},
    reason: entry.reason?.trim() ? entry.reason.trim() : null,
  });
}
