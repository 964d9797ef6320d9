import type { Tx } from "../../db/client";
import { postEntry } from "./journal";
import { partialRefundSplit, type SaleMoney } from "./sale-money";

/** How a decided case left the sale's money: refunded whole, in part (how much), or released. */
export type DecidedOutcome =
  | { kind: "refunded" }
  /** Refunded once the item was back with the seller, who paid `sellerPostageCents` of its return. */
  | { kind: "refunded_after_return"; sellerPostageCents: number }
  | { kind: "partially_refunded"; refundCents: number }
  | { kind: "released" };

/**
 * What a moderator's decision cost the appellant, against the outcome they asked for: the seller
 * the share the refund took from them (price minus commission, or the part of it a partial
 * refund took; only the return postage they paid when the item came back to them, theirs to sell
 * again), the buyer the price they did not get back. The outbound postage is no one's loss here:
 * the parcel travelled either way.
 */
export function appealLossCents(sale: SaleMoney, outcome: DecidedOutcome, appellant: "buyer" | "seller"): number {
  const amount = sale.amountCents ?? 0;
  const share = amount - (sale.commissionCents ?? 0);
  if (appellant === "seller") {
    if (outcome.kind === "refunded") return share;
    if (outcome.kind === "refunded_after_return") return outcome.sellerPostageCents;
    if (outcome.kind === "partially_refunded") return share - partialRefundSplit(sale, outcome.refundCents).keptShare;
    return 0;
  }
  if (outcome.kind === "released") return amount;
  if (outcome.kind === "partially_refunded") return amount - outcome.refundCents;
  return 0;
}

/**
 * An appeal overturned a case decision: the platform pays the appellant their loss into their
 * Kierto balance, out of its own buyer-protection costs, once per appeal (its key). The other
 * party keeps what the decision gave them: a refund or a payout already made is not taken back.
 */
export async function postAppealCompensation(
  tx: Tx,
  input: { appealId: string; saleId: string; appellantId: string; cents: number },
): Promise<boolean> {
  return postEntry(tx, {
    key: `appeal_compensation:${input.appealId}`,
    kind: "appeal_compensation",
    saleId: input.saleId,
    postings: [
      { account: "protection_costs", amountCents: input.cents },
      { account: "seller_available", ownerId: input.appellantId, amountCents: -input.cents },
    ],
  });
}
