import { defaultReturnPostagePayer, postageCents, type ReturnPostagePayer } from "@kierto/shared";
import type { ReturnPostage } from "../ledger";
import type { SaleRow } from "../sale-process";
import type { CaseRow } from "./case-row";

/**
 * A return parcel's price is what the carrier charges for the sale's own parcel class at the
 * carrier the buyer chose (the outbound postage's price list); what the buyer paid for the way
 * there when that carrier no longer takes the class.
 */
export function returnParcelCents(sale: Pick<SaleRow, "pickupPoint" | "parcelSize" | "postageCents">): number {
  const listed = sale.pickupPoint && sale.parcelSize ? postageCents(sale.pickupPoint.carrier, sale.parcelSize) : null;
  return listed ?? sale.postageCents ?? 0;
}

/** The columns a return of a shipped sale starts with: who pays its postage (by the case's reason) and the price. */
export function returnPostageOnAccept(row: Pick<CaseRow, "reason">, sale: SaleRow) {
  return { returnPostagePayer: defaultReturnPostagePayer(row.reason), returnPostageCents: returnParcelCents(sale) };
}

/** The case's return parcel to charge with its refund, with `payer` instead of the stored one when given; none for a case without. */
export function returnPostageOf(row: CaseRow, payer?: ReturnPostagePayer): ReturnPostage | undefined {
  if (!row.returnPostagePayer || row.returnPostageCents === null) return undefined;
  return { caseId: row.id, payer: payer ?? row.returnPostagePayer, cents: row.returnPostageCents };
}
