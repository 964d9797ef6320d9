import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { profiles } from "../../db/schema";
import { forbidden, HttpError, notFound } from "../../lib/http-error";

/**
 * Who may suspend whom (docs/decisions/0034): a moderator suspends ordinary users only, an admin
 * also moderators and admins, and the last admin who can still act is never suspended, so there
 * is always someone to decide an appeal or lift a suspension. The admins' rows are locked first,
 * as a role change locks them, so two admins suspending each other at once cannot both succeed.
 */
export async function assertMaySuspend(tx: Tx, actorId: string, targetId: string) {
  const activeAdmins = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.role, "admin"), isNull(profiles.suspendedAt), isNull(profiles.deletedAt)))
    .orderBy(profiles.id)
    .for("update");
  const people = await tx
    .select({ id: profiles.id, role: profiles.role })
    .from(profiles)
    .where(inArray(profiles.id, [actorId, targetId]));
  const actor = people.find((person) => person.id === actorId);
  const target = people.find((person) => person.id === targetId);
  if (!target) throw notFound("User not found.");
  if (target.role === "user") return;
  if (actor?.role !== "admin") {
    throw new HttpError(403, "STAFF_SUSPENSION_ADMIN_ONLY", "Only an admin may suspend a moderator or an admin.");
  }
  if (target.role === "admin" && !activeAdmins.some((admin) => admin.id !== targetId)) {
    throw new HttpError(409, "LAST_ADMIN_NOT_SUSPENDABLE", "The last admin cannot be suspended.");
  }
  // The actor may have been suspended since the request began (another admin's decision).
  if (!activeAdmins.some((admin) => admin.id === actorId)) throw forbidden();
}
