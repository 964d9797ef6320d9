import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cases } from "../../db/schema";
import type { SessionUser } from "../auth";
import { caseError } from "./case-errors";
import type { CaseRow } from "./case-steps";

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

export async function caseOfSale(db: Database, user: SessionUser, saleId: string) {
  const [row] = await db.select().from(cases).where(eq(cases.saleId, saleId));
  return visible(row, user);
}
