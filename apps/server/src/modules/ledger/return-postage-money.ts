import type { ReturnPostagePayer } from "@kierto/shared";
import type { Tx } from "../../db/client";
import { type Posting, postEntry } from "./journal";
import type { SaleMoney } from "./sale-money";

/** A case's return parcel: its price and who the outcome says pays it. */
export interface ReturnPostage {
  caseId: string;
  payer: ReturnPostagePayer;
  cents: number;
}

/** The account the payer's part comes out of: kept back from the buyer's refund, the seller's balance, or the platform's costs. */
function payerPosting(sale: SaleMoney, payer: ReturnPostagePayer, cents: number): Posting {
  if (payer === "buyer") return { account: "provider_cash", amountCents: cents };
  if (payer === "seller") return { account: "seller_available", ownerId: sale.sellerId, amountCents: cents };
  return { account: "protection_costs", amountCents: cents };
}

/**
 * What the buyer's refund keeps back for the return parcel when they pay it: its price, but never
 * more than the refund itself (the buyer owes nothing beyond what is being returned to them).
 */
export function returnPostageKeptFromRefund(refundCents: number, postage: ReturnPostage | undefined): number {
  if (postage?.payer !== "buyer") return 0;
  return Math.min(postage.cents, Math.max(refundCents, 0));
}

/**
 * The postings of a return parcel's charge: the carrier is owed its price (`postage_payable`), and
 * the payer's account pays it. The buyer's part is money the provider keeps instead of refunding,
 * capped at `refundCents`; the seller's comes out of their available balance, which may go below
 * zero (a debt their next sales pay off first, as after a refund of a withdrawn sale); the
 * platform's is a buyer-protection cost.
 */
export function returnPostagePostings(sale: SaleMoney, postage: ReturnPostage, refundCents: number): Posting[] {
  const cents = postage.payer === "buyer" ? returnPostageKeptFromRefund(refundCents, postage) : postage.cents;
  return [payerPosting(sale, postage.payer, cents), { account: "postage_payable", amountCents: -cents }];
}

/**
 * Posts the charge in the transaction of the refund that ends the return. At most once per case:
 * its key makes a retry post nothing, and the database refuses a second charge for the same case
 * under any other key (`ledger_entries.return_postage_case_id` is unique).
 */
export async function postReturnPostage(
  tx: Tx,
  sale: SaleMoney,
  postage: ReturnPostage,
  refundCents: number,
): Promise<boolean> {
  return postEntry(tx, {
    key: `return_postage:${postage.caseId}`,
    kind: "return_postage",
    saleId: sale.id,
    returnPostageCaseId: postage.caseId,
    postings: returnPostagePostings(sale, postage, refundCents),
  });
}
