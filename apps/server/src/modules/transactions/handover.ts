import { ONGOING_SALE_STATES, type SaleTransitionName, serviceFeeCents, transitionsFrom } from "@kierto/shared";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { postgresErrorCode } from "../../db/postgres-error-code";
import { transactions } from "../../db/schema";
import { HttpError, notFound } from "../../lib/http-error";
import {
  applyTransition,
  createSale,
  lockProduct,
  lockSale,
  partyOf,
  runTransition,
  type SaleDeps,
  type SaleRow,
  saleError,
  saleHoldingItem,
} from "../sale-process";

/**
 * The hand-over agreed in the chat (sale-process.ts): a buyer's request the seller accepts, a
 * seller's offer the buyer confirms, or the seller's Confirm Sale after a card payment; and the
 * ways a one-sided hand-over ends early (withdrawn by its side, declined by the other).
 */

export type ConfirmOutcome = "initiated" | "confirmed" | "completed";

/** The transitions that record a party's confirmation on a sale that exists. */
const CONFIRMING: readonly SaleTransitionName[] = [
  "acceptRequest",
  "confirmHandover",
  "confirmPaidHandover",
  "confirmReceipt",
];

interface ChatParties {
  productId: string;
  buyerId: string;
  sellerId: string;
  blocked: boolean;
  partySuspended: boolean;
}

/** The parties' sale of the item that is not over yet, newest first. */
async function ongoingSaleOf(tx: Tx, chat: ChatParties): Promise<SaleRow | undefined> {
  const [sale] = await tx
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.productId, chat.productId),
        eq(transactions.buyerId, chat.buyerId),
        eq(transactions.sellerId, chat.sellerId),
        inArray(transactions.state, ONGOING_SALE_STATES),
      ),
    )
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(1)
    .for("update");
  return sale;
}

async function hasCompletedSale(tx: Tx, chat: ChatParties) {
  const [row] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.productId, chat.productId),
        eq(transactions.buyerId, chat.buyerId),
        eq(transactions.sellerId, chat.sellerId),
        eq(transactions.state, "completed"),
      ),
    );
  return Boolean(row);
}

/**
 * 'Mark as Sold' / 'Confirm Purchase' / 'Confirm Sale' in the chat: with no sale yet, the buyer's
 * press is a request that leaves the item on sale (requestPurchase) and the seller's an offer that
 * holds it for this buyer (offerHandover); on a sale that exists it takes the confirming
 * transition the process gives the caller. The product row is locked first, so two parties
 * pressing at once are put in order: one starts the sale, the other completes it.
 */
export async function confirmInChat(
  deps: SaleDeps,
  chat: ChatParties,
  userId: string,
): Promise<{ sale: SaleRow; outcome: ConfirmOutcome }> {
  const role = partyOf(chat, userId);
  if (!role) throw saleError.notAParty();
  if (chat.blocked) throw saleError.blocked();
  if (chat.partySuspended) throw new HttpError(403, "ACCOUNT_SUSPENDED", "This account is suspended.");
  return runTransition(deps, async (step) => {
    const product = await lockProduct(step.tx, chat.productId);
    if (!product) throw notFound("Product not found.");
    const held = await saleHoldingItem(step.tx, chat.productId);
    const ours = await ongoingSaleOf(step.tx, chat);
    if (held && held.id !== ours?.id) throw saleError.reserved();

    if (!ours) {
      if (product.status === "sold") {
        throw (await hasCompletedSale(step.tx, chat)) ? saleError.confirmed() : saleError.sold();
      }
      if (product.status !== "active") throw saleError.unavailable();
      const values = {
        productId: chat.productId,
        buyerId: chat.buyerId,
        sellerId: chat.sellerId,
        amountCents: product.priceCents,
        commissionCents: serviceFeeCents(product.priceCents),
      };
      try {
        const name = role === "buyer" ? "requestPurchase" : "offerHandover";
        return { sale: await createSale(step, name, role, values), outcome: "initiated" as const };
      } catch (error) {
        if (postgresErrorCode(error) === "23505") throw saleError.reserved();
        throw error;
      }
    }

    const name = transitionsFrom(ours.state, role).find((each) => CONFIRMING.includes(each));
    if (!name) {
      const mine = role === "buyer" ? ours.buyerConfirmed : ours.sellerConfirmed;
      throw mine && ours.state !== "reserved" ? saleError.confirmed() : saleError.state();
    }
    if (name === "acceptRequest" && product.status !== "active") throw saleError.unavailable();
    // A parcel's hand-over is the carrier's to report (modules/shipping), never the seller's word.
    if (name === "confirmPaidHandover" && ours.deliveryMethod === "shipping") throw saleError.state();
    // A request is accepted at the price the listing shows now, which the seller may have changed.
    const changes =
      name === "acceptRequest"
        ? { amountCents: product.priceCents, commissionCents: serviceFeeCents(product.priceCents) }
        : undefined;
    const sale = await applyTransition(step, ours, name, role, { changes });
    return { sale, outcome: sale.state === "completed" ? ("completed" as const) : ("confirmed" as const) };
  });
}

/** Withdraw takes back one's own request or offer; decline turns down the other party's. */
export type HandoverEnding = "withdraw" | "decline";

const ENDINGS: Record<HandoverEnding, readonly SaleTransitionName[]> = {
  withdraw: ["withdrawRequest", "withdrawHandover"],
  decline: ["declineRequest", "declineHandover"],
};

/**
 * Either side ends a hand-over only one of them agreed to: the side that agreed withdraws, the
 * other declines (finding: a one-sided hand-over must never hold the item against either's will).
 */
export async function endHandover(
  deps: SaleDeps,
  saleId: string,
  userId: string,
  how: HandoverEnding,
): Promise<SaleRow> {
  return runTransition(deps, async (step) => {
    const sale = await lockSale(step.tx, saleId);
    if (!sale) throw notFound("Sale not found.");
    const role = partyOf(sale, userId);
    if (!role) throw saleError.notAParty();
    const name = transitionsFrom(sale.state, role).find((each) => ENDINGS[how].includes(each));
    if (!name) throw saleError.state();
    return applyTransition(step, sale, name, role);
  });
}
