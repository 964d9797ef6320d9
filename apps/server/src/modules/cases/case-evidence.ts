import { type AddCasePhotosInput, takesEvidence } from "@kierto/shared";
import { runTransition } from "../sale-process";
import { caseError } from "./case-errors";
import { claimCasePhotos } from "./case-photos";
import { type CaseDeps, type CaseRow, lockCase, noticeCase } from "./case-steps";

/**
 * A party adds evidence photos to their side of a case that still waits for the seller, the
 * buyer's answer or a moderator. The case is locked as every case step locks it, which
 * serialises two adds, or an add and a contest, claiming photos for the same side. The other
 * party is told, so that neither answers a case without having seen the other's evidence.
 */
export async function addCasePhotos(
  deps: CaseDeps,
  userId: string,
  caseId: string,
  input: AddCasePhotosInput,
): Promise<CaseRow> {
  return runTransition(deps, async (step) => {
    const locked = await lockCase(step.tx, caseId);
    if (!locked || (locked.row.buyerId !== userId && locked.row.sellerId !== userId)) throw caseError.notFound();
    const { row, sale } = locked;
    if (!takesEvidence(row.state)) throw caseError.state();
    await claimCasePhotos(step.tx, userId, row.id, input.photoIds);
    const fromBuyer = row.buyerId === userId;
    await noticeCase(step, row, sale, fromBuyer ? "case_buyer_added_photos" : "case_seller_added_photos", [
      fromBuyer ? "seller" : "buyer",
    ]);
    return row;
  });
}
