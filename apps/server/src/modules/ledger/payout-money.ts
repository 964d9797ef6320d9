import type { Tx } from "../../db/client";
import { postEntry } from "./journal";

/** The money of one payout: its seller and amount. */
export interface PayoutMoney {
  id: string;
  sellerId: string;
  amountCents: number;
}

const key = (kind: string, payoutId: string) => `${kind}:${payoutId}`;

/** The seller withdrew: the amount leaves their available balance and is on its way to their bank. */
export function postPayoutRequested(tx: Tx, payout: PayoutMoney): Promise<boolean> {
  return postEntry(tx, {
    key: key("payout_requested", payout.id),
    kind: "payout_requested",
    payoutId: payout.id,
    postings: [
      { account: "seller_available", ownerId: payout.sellerId, amountCents: payout.amountCents },
      { account: "seller_payout_in_transit", ownerId: payout.sellerId, amountCents: -payout.amountCents },
    ],
  });
}

/** The bank has the money: it leaves the seller's in-transit balance and the platform's cash. */
export function postPayoutPaid(tx: Tx, payout: PayoutMoney): Promise<boolean> {
  return postEntry(tx, {
    key: key("payout_paid", payout.id),
    kind: "payout_paid",
    payoutId: payout.id,
    postings: [
      { account: "seller_payout_in_transit", ownerId: payout.sellerId, amountCents: payout.amountCents },
      { account: "provider_cash", amountCents: -payout.amountCents },
    ],
  });
}

/** The bank returned the transfer: the money is available to the seller again. */
export function postPayoutFailed(tx: Tx, payout: PayoutMoney): Promise<boolean> {
  return postEntry(tx, {
    key: key("payout_failed", payout.id),
    kind: "payout_failed",
    payoutId: payout.id,
    postings: [
      { account: "seller_payout_in_transit", ownerId: payout.sellerId, amountCents: payout.amountCents },
      { account: "seller_available", ownerId: payout.sellerId, amountCents: -payout.amountCents },
    ],
  });
}
