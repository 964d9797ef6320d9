import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { casePhotos, cases, transactions } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import type { Storage, StoredFile } from "../../platform/storage";
import type { SessionUser } from "../auth";
import { appealOpenUntil, ownCaseAppeal } from "./case-appeals";
import { caseError } from "./case-errors";
import { type CasePhotoSize, photosOfCase } from "./case-photos";
import type { CaseRow } from "./case-steps";
import { type AppealView, toCaseDto } from "./cases.schemas";

const isStaff = (user: SessionUser) => user.role === "moderator" || user.role === "admin";

/** Only the two parties and staff see a case; to anyone else it does not exist (404). */
function visible(row: CaseRow | undefined, user: SessionUser): CaseRow {
  if (!row || !(row.buyerId === user.id || row.sellerId === user.id || isStaff(user))) throw caseError.notFound();
  return row;
}

export async function caseById(db: Database, user: SessionUser, caseId: string) {
  const [row] = await db.select().from(cases).where(eq(cases.id, caseId));
  return visible(row, user);
}

/**
 * The sale's case, or null when nobody reported a problem with it; a sale that is not the
 * reader's (nor staff's to see) does not exist for them, case or not (404).
 */
export async function caseOfSale(db: Database, user: SessionUser, saleId: string): Promise<CaseRow | null> {
  const [found] = await db
    .select({ buyerId: transactions.buyerId, sellerId: transactions.sellerId, row: cases })
    .from(transactions)
    .leftJoin(cases, eq(cases.saleId, transactions.id))
    .where(eq(transactions.id, saleId));
  if (!found || !(found.buyerId === user.id || found.sellerId === user.id || isStaff(user))) {
    throw caseError.saleNotFound();
  }
  return found.row;
}

/** The reader's own appeal and until when they may file one (a party the decision went against). */
export async function appealViewOf(db: Database, row: CaseRow, userId: string, now: Date): Promise<AppealView> {
  const appeal = await ownCaseAppeal(db, row.id, userId);
  return { appeal, openUntil: appealOpenUntil(row, userId, appeal, now) };
}

/** The case as the reader sees it: both sides' photos, and their own appeal. */
export async function caseViewFor(db: Database, row: CaseRow, userId: string, now: Date) {
  return toCaseDto(row, await photosOfCase(db, row.id), await appealViewOf(db, row, userId, now));
}

/** One size of a case's photo, for its parties and staff only; to anyone else it does not exist. */
export async function casePhotoFile(
  deps: { db: Database; storage: Storage },
  user: SessionUser,
  caseId: string,
  photoId: string,
  size: CasePhotoSize,
): Promise<StoredFile> {
  await caseById(deps.db, user, caseId);
  const [photo] = await deps.db
    .select({ cardKey: casePhotos.cardKey, fullKey: casePhotos.fullKey })
    .from(casePhotos)
    .where(and(eq(casePhotos.id, photoId), eq(casePhotos.caseId, caseId)));
  const file = photo && (await deps.storage.get(size === "card" ? photo.cardKey : photo.fullKey));
  if (!file) throw new HttpError(404, "NOT_FOUND", "No such photo.");
  return file;
}
