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

/**
 * Part of a sent Stripe transfer came back from the seller's connected account (a sale refunded
 * after its money was paid out): the platform has the cash again and the seller's debt, the
 * negative available balance the refund left, is paid off by as much.
 */
export function postTransferReversed(
  tx: Tx,
  reversal: { id: string; saleId: string; payoutId: string; sellerId: string; amountCents: number },
): Promise<boolean> {
  return postEntry(tx, {
    key: `transfer_reversed:${reversal.id}`,
    kind: "transfer_reversed",
    saleId: reversal.saleId,
    payoutId: reversal.payoutId,
    postings: [
      { account: "provider_cash", amountCents: reversal.amountCents },
      { account: "seller_available", ownerId: reversal.sellerId, amountCents: -reversal.amountCents },
    ],
  });
}
