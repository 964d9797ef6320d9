import { type AddCasePhotosInput, takesEvidence } from "@kierto/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cases } from "../../db/schema";
import { caseError } from "./case-errors";
import { claimCasePhotos } from "./case-photos";
import type { CaseRow } from "./case-row";

/**
 * A party adds evidence photos to their side of a case that still waits for the seller, the
 * buyer's answer or a moderator. Only the case's row is locked: the step moves no money and no
 * state, and the lock serialises it with a contest claiming photos for the same side.
 */
export async function addCasePhotos(
  db: Database,
  userId: string,
  caseId: string,
  input: AddCasePhotosInput,
): Promise<CaseRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(cases).where(eq(cases.id, caseId)).for("update");
    if (!row || (row.buyerId !== userId && row.sellerId !== userId)) throw caseError.notFound();
    if (!takesEvidence(row.state)) throw caseError.state();
    await claimCasePhotos(tx, userId, row.id, input.photoIds);
    return row;
  });
}
