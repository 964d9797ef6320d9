import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { ledgerEntries } from "../../db/schema";
import { postEntry } from "./journal";

/** The money of one sale as captured when it was created: the price and the commission out of it. */
export interface SaleMoney {
  id: string;
  sellerId: string;
  amountCents: number | null;
  commissionCents: number | null;
  /** The postage the buyer paid on top of the price (a shipped sale); the carrier's, not the seller's. */
  postageCents?: number | null;
}

function split(sale: SaleMoney) {
  const amount = sale.amountCents ?? 0;
  const commission = sale.commissionCents ?? 0;
  return { amount, commission, share: amount - commission, postage: sale.postageCents ?? 0 };
}

const key = (kind: string, saleId: string) => `${kind}:${saleId}`;

/** The postage's own posting, for a shipped sale only (an entry has no zero postings). */
const postagePosting = (cents: number) =>
  cents !== 0 ? [{ account: "postage_payable" as const, amountCents: cents }] : [];

/**
 * The buyer paid: the money reaches the platform's provider account and is held. The seller's
 * share (price minus commission) is pending for them, the commission is pending for the platform;
 * neither can be withdrawn until the sale completes. Postage the buyer paid is owed to the carrier.
 */
export async function postSalePaid(tx: Tx, sale: SaleMoney): Promise<boolean> {
  const { amount, commission, share, postage } = split(sale);
  return postEntry(tx, {
    key: key("sale_paid", sale.id),
    kind: "sale_paid",
    saleId: sale.id,
    postings: [
      { account: "provider_cash", amountCents: amount + postage },
      { account: "seller_pending", ownerId: sale.sellerId, amountCents: -share },
      { account: "commission_pending", amountCents: -commission },
      ...postagePosting(-postage),
    ],
  });
}

/**
 * The sale completed: the seller's share becomes available to withdraw and the commission is
 * earned. Only a paid sale has anything to release; a hand-over paid in person posts nothing.
 */
export async function postSaleReleased(tx: Tx, sale: SaleMoney): Promise<boolean> {
  if (!(await hasEntry(tx, sale.id, "sale_paid"))) return false;
  const { commission, share } = split(sale);
  return postEntry(tx, {
    key: key("sale_released", sale.id),
    kind: "sale_released",
    saleId: sale.id,
    postings: [
      { account: "seller_pending", ownerId: sale.sellerId, amountCents: share },
      { account: "seller_available", ownerId: sale.sellerId, amountCents: -share },
      { account: "commission_pending", amountCents: commission },
      { account: "commission_earned", amountCents: -commission },
    ],
  });
}

/**
 * The buyer's payment goes back to them. Before completion the pending share and commission are
 * reversed; after it, the released ones, and when the seller already withdrew that money their
 * available balance goes below zero: a debt that later sales pay off first.
 */
export async function postSaleRefunded(tx: Tx, sale: SaleMoney): Promise<boolean> {
  if (!(await hasEntry(tx, sale.id, "sale_paid"))) return false;
  const released = await hasEntry(tx, sale.id, "sale_released");
  const { amount, commission, share, postage } = split(sale);
  // The whole payment goes back, postage included: a refunded parcel is the platform's to settle.
  return postEntry(tx, {
    key: key("sale_refunded", sale.id),
    kind: "sale_refunded",
    saleId: sale.id,
    postings: [
      { account: "provider_cash", amountCents: -(amount + postage) },
      { account: released ? "seller_available" : "seller_pending", ownerId: sale.sellerId, amountCents: share },
      { account: released ? "commission_earned" : "commission_pending", amountCents: commission },
      ...postagePosting(postage),
    ],
  });
}

/**
 * A problem case settled by a partial refund (docs/decisions/0068): `refundCents` of the price goes
 * back to the buyer and the rest is released at once, the commission shrinking in proportion to
 * what the buyer kept paying. Postage stays owed to the carrier: the parcel did travel. Posted
 * instead of a release; a sale is settled once (its key), and one already released or refunded
 * posts nothing.
 */
export async function postSalePartlyRefunded(tx: Tx, sale: SaleMoney, refundCents: number): Promise<boolean> {
  if (!(await hasEntry(tx, sale.id, "sale_paid"))) return false;
  if ((await hasEntry(tx, sale.id, "sale_released")) || (await hasEntry(tx, sale.id, "sale_refunded"))) return false;
  const { amount, commission, share } = split(sale);
  if (!Number.isSafeInteger(refundCents) || refundCents <= 0 || refundCents >= amount) {
    throw new Error(`sale ${sale.id}: a partial refund of ${refundCents} is not between 0 and ${amount}`);
  }
  const { keptCommission, keptShare } = partialRefundSplit(sale, refundCents);
  return postEntry(tx, {
    key: key("sale_partly_refunded", sale.id),
    kind: "sale_partly_refunded",
    saleId: sale.id,
    postings: [
      { account: "provider_cash", amountCents: -refundCents },
      { account: "seller_pending", ownerId: sale.sellerId, amountCents: share },
      { account: "seller_available", ownerId: sale.sellerId, amountCents: -keptShare },
      { account: "commission_pending", amountCents: commission },
      { account: "commission_earned", amountCents: -keptCommission },
    ],
  });
}

/**
 * What stays with the seller and the platform when `refundCents` of the price goes back: the
 * commission shrinks in proportion to what the buyer kept paying.
 */
export function partialRefundSplit(sale: SaleMoney, refundCents: number) {
  const { amount, commission } = split(sale);
  const keptCommission = Math.round((commission * (amount - refundCents)) / amount);
  return { keptCommission, keptShare: amount - refundCents - keptCommission };
}

async function hasEntry(tx: Tx, saleId: string, kind: "sale_paid" | "sale_released" | "sale_refunded") {
  const [found] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.saleId, saleId), eq(ledgerEntries.kind, kind)))
    .limit(1);
  return Boolean(found);
}
