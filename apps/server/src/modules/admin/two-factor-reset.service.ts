import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { profiles, sessions, twoFactors, users } from "../../db/schema";
import { HttpError, notFound } from "../../lib/http-error";
import { recordAudit } from "./audit";

/**
 * An admin takes away a person's second factor when they lost both the device and the backup
 * codes (ADR 0034). Their sessions end with it, so whoever is signed in as them signs in again
 * with the password alone and sets up a new factor; the audit log records who did it and why.
 */
export async function resetTwoFactor(db: Database, actorId: string, targetId: string, reason: string) {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ twoFactorEnabled: users.twoFactorEnabled, deletedAt: profiles.deletedAt })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, targetId))
      .for("update", { of: users });
    if (!target || target.deletedAt) throw notFound("User not found.");
    const removed = await tx.delete(twoFactors).where(eq(twoFactors.userId, targetId)).returning({ id: twoFactors.id });
    if (!target.twoFactorEnabled && removed.length === 0) {
      throw new HttpError(409, "TWO_FACTOR_NOT_ENABLED", "This account has no second factor to reset.");
    }
    await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, targetId));
    await tx.delete(sessions).where(eq(sessions.userId, targetId));
    await recordAudit(tx, { actorId, action: "two_factor_reset", targetUserId: targetId, reason });
    return { twoFactorEnabled: false as const };
  });
}
