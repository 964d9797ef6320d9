import { CHECKOUT_SESSION_MINUTES, OPEN_SALE_STATES, type PaymentProvider, serviceFeeCents } from "@kierto/shared";
import { and, eq, inArray, lt, ne, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { postgresErrorCode } from "../../db/postgres-error-code";
import { paymentEvents, products, profiles, transactions } from "../../db/schema";
import { HttpError, notFound } from "../../lib/http-error";
import { type CheckoutSession, PaymentProviderError } from "../../platform/payments";
import { notificationTemplates } from "../notifications";
import {
  announceOtherChats,
  announceSale,
  ensureSaleChat,
  findSaleChat,
  notify,
  type Outbox,
  postSaleNotice,
  runTransition,
  type SaleDeps,
  type SaleRow,
} from "./sale-effects";

/**
 * The sale as a state graph (after Sharetribe's transactionProcessPurchase): each transition is
 * one guarded update, `update ... where state = <from> returning`, in one database transaction
 * with everything that goes with it (the item sold or for sale again, the notifications); live
 * events follow the commit. A transition that finds its row already moved on changes nothing.
 *
 *   (none) --startCheckout--> reserved --markPaid--> paid --confirmAsSeller--> completed
 *   reserved --failCheckout/expireCheckout/cancelCheckout--> failed | expired | cancelled
 *   paid --cancelAndRefund--> refunded;  late payment for a lost item --refundLatePayment--> refunded
 *   (none) --confirm in chat--> handover --other side confirms--> completed;  handover --withdraw--> withdrawn
 */

const CHECKOUT_MS = CHECKOUT_SESSION_MINUTES * 60 * 1000;

const saleError = {
  notAParty: () => new HttpError(403, "NOT_A_PARTY", "Only the buyer and the seller of this sale can do that."),
  state: () => new HttpError(409, "SALE_STATE_CONFLICT", "The sale is not in a state that allows this."),
  sold: () => new HttpError(409, "ITEM_SOLD", "This item has already been sold."),
  reserved: () => new HttpError(409, "ITEM_RESERVED", "Someone is buying this item right now."),
  unavailable: () => new HttpError(409, "ITEM_NOT_AVAILABLE", "This item is not for sale."),
  confirmed: () => new HttpError(409, "ALREADY_CONFIRMED", "You have already confirmed this sale."),
};

async function lockProduct(tx: Tx, productId: string) {
  const [product] = await tx
    .select({
      id: products.id,
      userId: products.userId,
      title: products.title,
      status: products.status,
      priceCents: products.priceCents,
    })
    .from(products)
    .where(eq(products.id, productId))
    .for("update");
  return product;
}

async function openSaleOf(tx: Tx, productId: string) {
  const [open] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.productId, productId), inArray(transactions.state, [...OPEN_SALE_STATES])));
  return open;
}

async function nameOf(tx: Tx, userId: string) {
  const [row] = await tx.select({ name: profiles.displayName }).from(profiles).where(eq(profiles.id, userId));
  return row?.name ?? "";
}

const saleParams = (sale: SaleRow, productTitle: string, chatId: string | null) => ({
  productId: sale.productId,
  transactionId: sale.id,
  productTitle,
  amountCents: sale.amountCents ?? 0,
  chatId,
});

const isUniqueViolation = (error: unknown) => postgresErrorCode(error) === "23505";

// ---------------------------------------------------------------------------------------------
// Card checkout

/**
 * Buy Now: reserves the item for the buyer and opens a checkout session at the provider. The
 * product row is locked while deciding, and the partial unique index refuses a second open sale
 * whatever happens, so of any number of buyers pressing at once exactly one gets the item.
 * The same buyer pressing again while their checkout is open returns to the same payment page.
 */
export async function startCheckout(
  deps: SaleDeps,
  productId: string,
  buyer: { id: string; email: string },
): Promise<{ transactionId: string; url: string }> {
  const reserved = await runTransition(deps, async (tx, outbox) => {
    const product = await lockProduct(tx, productId);
    if (!product) throw notFound("Product not found.");
    if (product.userId === buyer.id) {
      throw new HttpError(403, "CANNOT_BUY_OWN_ITEM", "You cannot buy your own item.");
    }
    if (product.status === "sold") throw saleError.sold();
    if (product.status !== "active") throw saleError.unavailable();
    const open = await openSaleOf(tx, productId);
    if (open) {
      const resumable =
        open.state === "reserved" &&
        open.buyerId === buyer.id &&
        open.paymentProvider === deps.payments.name &&
        open.providerSessionId;
      if (resumable) return { sale: open, resume: true as const, productTitle: product.title };
      throw open.state === "paid" ? saleError.sold() : saleError.reserved();
    }
    let sale: SaleRow | undefined;
    try {
      [sale] = await tx
        .insert(transactions)
        .values({
          productId,
          buyerId: buyer.id,
          sellerId: product.userId,
          state: "reserved",
          amountCents: product.priceCents,
          commissionCents: serviceFeeCents(product.priceCents),
          checkoutExpiresAt: new Date(Date.now() + CHECKOUT_MS),
        })
        .returning();
    } catch (error) {
      if (isUniqueViolation(error)) throw saleError.reserved();
      throw error;
    }
    if (!sale) throw new Error("reservation insert returned nothing");
    announceSale(outbox, sale);
    return { sale, resume: false as const, productTitle: product.title };
  });

  const { sale } = reserved;
  if (reserved.resume) {
    const url = await deps.payments.sessionUrl(sale.providerSessionId as string).catch(() => null);
    if (url) return { transactionId: sale.id, url };
    // The provider closed the session already: end ours and open a new one.
    await endCheckout(deps, { transactionId: sale.id }, "expired");
    return startCheckout(deps, productId, buyer);
  }

  const base = deps.env.publicUrl;
  let session: CheckoutSession;
  try {
    session = await deps.payments.createCheckoutSession({
      transactionId: sale.id,
      productId,
      productTitle: reserved.productTitle,
      amountCents: sale.amountCents ?? 0,
      successUrl: `${base}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${base}/checkout/${productId}?cancelled=1`,
      expiresAt: sale.checkoutExpiresAt as Date,
      buyerEmail: buyer.email,
    });
  } catch (error) {
    deps.logger.error("checkout: the payment provider refused the session", { error, transactionId: sale.id });
    await endCheckout(deps, { transactionId: sale.id }, "failed");
    throw new HttpError(503, "PAYMENT_PROVIDER_UNAVAILABLE", "Payments are not available right now.");
  }
  const [stored] = await deps.db
    .update(transactions)
    .set({
      paymentProvider: deps.payments.name,
      providerSessionId: session.sessionId,
      ...(session.expiresAt ? { checkoutExpiresAt: session.expiresAt } : {}),
    })
    .where(and(eq(transactions.id, sale.id), eq(transactions.state, "reserved")))
    .returning({ id: transactions.id });
  if (!stored) throw saleError.state();
  return { transactionId: sale.id, url: session.url };
}

/** Records a provider event once; false when it was seen before (a redelivery). */
async function firstDelivery(tx: Tx, provider: PaymentProvider, eventId: string | undefined) {
  if (!eventId) return true;
  const rows = await tx
    .insert(paymentEvents)
    .values({ provider, eventId })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return rows.length > 0;
}

export type MarkPaidOutcome = "paid" | "duplicate" | "already" | "refunded" | "unknown";

/**
 * The provider confirmed a payment (a verified webhook, or the local page's Pay): reserved ->
 * paid, the buyer's flag set, the item sold, the seller told `item_sold` and the buyer
 * `payment_confirmed`. Idempotent: a repeated event id or an already paid sale changes nothing.
 * A payment for a checkout that ended meanwhile still buys the item if nobody else holds it;
 * if the item went to someone else, the payment is refunded (refundLatePayment).
 */
export async function markPaid(
  deps: SaleDeps,
  input: { provider: PaymentProvider; sessionId: string; paymentId: string | null; eventId?: string },
): Promise<MarkPaidOutcome> {
  return runTransition(deps, async (tx, outbox) => {
    if (!(await firstDelivery(tx, input.provider, input.eventId))) return "duplicate";
    const [found] = await tx
      .select()
      .from(transactions)
      .where(and(eq(transactions.providerSessionId, input.sessionId), eq(transactions.paymentProvider, input.provider)))
      .for("update");
    if (!found) return "unknown";
    if (!["reserved", "expired", "failed", "cancelled"].includes(found.state)) return "already";
    const product = await lockProduct(tx, found.productId);
    const other = await openSaleOf(tx, found.productId);
    const itemFree = product?.status === "active" && (!other || other.id === found.id);
    if (!itemFree) return refundLatePayment(deps, tx, outbox, found, input.paymentId);

    const [sale] = await tx
      .update(transactions)
      .set({ state: "paid", buyerConfirmed: true, providerPaymentId: input.paymentId, checkoutExpiresAt: null })
      .where(and(eq(transactions.id, found.id), eq(transactions.state, found.state)))
      .returning();
    if (!sale) return "already";
    await tx
      .update(products)
      .set({ status: "sold" })
      .where(and(eq(products.id, sale.productId), eq(products.status, "active")));
    const chatId = await ensureSaleChat(tx, sale);
    const params = saleParams(sale, product?.title ?? "", chatId);
    await notify(
      tx,
      outbox,
      sale.sellerId,
      notificationTemplates.itemSold({ ...params, buyerName: await nameOf(tx, sale.buyerId) }),
    );
    await notify(tx, outbox, sale.buyerId, notificationTemplates.paymentConfirmed(params));
    announceSale(outbox, sale);
    outbox.push({ type: "chat", userIds: [sale.buyerId, sale.sellerId], id: chatId });
    await announceOtherChats(tx, outbox, sale);
    return "paid";
  });
}

/**
 * A payment arrived for a checkout whose item someone else holds or bought meanwhile: the sale
 * is recorded refunded and the money goes back, inside the same database transaction, so a
 * refund the provider refuses rolls everything back and the provider's retry tries again.
 * Both the buyer and the seller are told.
 */
async function refundLatePayment(
  deps: SaleDeps,
  tx: Tx,
  outbox: Outbox,
  found: SaleRow,
  paymentId: string | null,
): Promise<MarkPaidOutcome> {
  const [sale] = await tx
    .update(transactions)
    .set({ state: "refunded", providerPaymentId: paymentId, cancelReason: "late_payment", cancelledAt: new Date() })
    .where(and(eq(transactions.id, found.id), eq(transactions.state, found.state)))
    .returning();
  if (!sale) return "already";
  if (paymentId) await deps.payments.refund(paymentId, `refund_${sale.id}`);
  const [product] = await tx.select({ title: products.title }).from(products).where(eq(products.id, sale.productId));
  const params = saleParams(sale, product?.title ?? "", await findSaleChat(tx, sale));
  await notify(tx, outbox, sale.buyerId, notificationTemplates.paymentRefunded(params));
  await notify(tx, outbox, sale.sellerId, notificationTemplates.paymentRefunded(params));
  announceSale(outbox, sale);
  return "refunded";
}

type CheckoutEnd = "failed" | "expired" | "cancelled";

/**
 * A checkout ended without payment (declined card, provider's expiry, Cancel on the payment
 * page): reserved -> failed | expired | cancelled. The item was never marked sold, so ending the
 * reservation is what puts it back on sale.
 */
export async function endCheckout(
  deps: SaleDeps,
  target: { transactionId: string } | { sessionId: string; provider: PaymentProvider; eventId?: string },
  to: CheckoutEnd,
): Promise<SaleRow | undefined> {
  return runTransition(deps, async (tx, outbox) => {
    if ("sessionId" in target && !(await firstDelivery(tx, target.provider, target.eventId))) return undefined;
    const which =
      "sessionId" in target
        ? and(eq(transactions.providerSessionId, target.sessionId), eq(transactions.paymentProvider, target.provider))
        : eq(transactions.id, target.transactionId);
    const [sale] = await tx
      .update(transactions)
      .set({ state: to, checkoutExpiresAt: null })
      .where(and(which, eq(transactions.state, "reserved")))
      .returning();
    if (sale) announceSale(outbox, sale);
    return sale;
  });
}

export const failCheckout = (deps: SaleDeps, target: Parameters<typeof endCheckout>[1]) =>
  endCheckout(deps, target, "failed");
export const expireCheckout = (deps: SaleDeps, target: Parameters<typeof endCheckout>[1]) =>
  endCheckout(deps, target, "expired");
export const cancelCheckout = (deps: SaleDeps, target: Parameters<typeof endCheckout>[1]) =>
  endCheckout(deps, target, "cancelled");

/**
 * The sweep: checkouts past their deadline expire. Rows another instance is sweeping are skipped
 * (`for update skip locked`), so any number of instances can sweep at once without waiting on or
 * repeating each other. Returns how many expired.
 */
export async function expireDueCheckouts(deps: SaleDeps, limit = 100): Promise<number> {
  const expired = await runTransition(deps, async (tx, outbox) => {
    const due = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.state, "reserved"), lt(transactions.checkoutExpiresAt, sql`now()`)))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const rows = await tx
      .update(transactions)
      .set({ state: "expired", checkoutExpiresAt: null })
      .where(
        and(
          inArray(
            transactions.id,
            due.map((row) => row.id),
          ),
          eq(transactions.state, "reserved"),
        ),
      )
      .returning();
    for (const sale of rows) announceSale(outbox, sale);
    return rows;
  });
  // The provider's session ends at the same deadline; closing it here too is only a courtesy.
  for (const sale of expired) {
    if (sale.providerSessionId && sale.paymentProvider === deps.payments.name) {
      await deps.payments.expireSession(sale.providerSessionId).catch(() => undefined);
    }
  }
  return expired.length;
}

// ---------------------------------------------------------------------------------------------
// Confirmation in the chat (spec §4: two-sided confirmation)

export type ConfirmOutcome = "initiated" | "confirmed" | "completed";

/**
 * 'Mark as Sold' / 'Confirm Purchase' / 'Confirm Sale' in the chat between `chat.buyerId` and
 * `chat.sellerId`: starts a hand-over sale with the caller's flag if there is none, sets only
 * the caller's flag on one that exists, and completes the sale (item sold) when both are set.
 * The product row is locked first, so two parties pressing at the same instant are put in
 * order: one starts the sale, the other completes it, never two sales and never twice complete.
 */
export async function confirmInChat(
  deps: SaleDeps,
  chat: { productId: string; buyerId: string; sellerId: string },
  userId: string,
): Promise<{ sale: SaleRow; outcome: ConfirmOutcome }> {
  const role = userId === chat.sellerId ? "seller" : userId === chat.buyerId ? "buyer" : null;
  if (!role) throw saleError.notAParty();
  return runTransition(deps, async (tx, outbox) => {
    const product = await lockProduct(tx, chat.productId);
    if (!product) throw notFound("Product not found.");
    const open = await openSaleOf(tx, chat.productId);
    const ours = open && open.buyerId === chat.buyerId && open.sellerId === chat.sellerId ? open : undefined;
    if (open && !ours) throw open.state === "paid" ? saleError.sold() : saleError.reserved();

    if (!ours) {
      if (product.status === "sold") {
        throw (await hasCompletedSale(tx, chat)) ? saleError.confirmed() : saleError.sold();
      }
      if (product.status !== "active") throw saleError.unavailable();
      const [sale] = await tx
        .insert(transactions)
        .values({
          productId: chat.productId,
          buyerId: chat.buyerId,
          sellerId: chat.sellerId,
          state: "handover",
          buyerConfirmed: role === "buyer",
          sellerConfirmed: role === "seller",
          amountCents: product.priceCents,
          commissionCents: serviceFeeCents(product.priceCents),
        })
        .returning();
      if (!sale) throw new Error("hand-over insert returned nothing");
      announceSale(outbox, sale);
      return { sale, outcome: "initiated" as const };
    }

    if (ours.state === "reserved") throw saleError.state();
    const mine = role === "buyer" ? ours.buyerConfirmed : ours.sellerConfirmed;
    if (mine) throw saleError.confirmed();
    const theirs = role === "buyer" ? ours.sellerConfirmed : ours.buyerConfirmed;
    const flag = role === "buyer" ? { buyerConfirmed: true } : { sellerConfirmed: true };
    const myFlagColumn = role === "buyer" ? transactions.buyerConfirmed : transactions.sellerConfirmed;
    const [sale] = await tx
      .update(transactions)
      .set(theirs ? { ...flag, state: "completed", completedAt: new Date() } : flag)
      .where(and(eq(transactions.id, ours.id), eq(transactions.state, ours.state), eq(myFlagColumn, false)))
      .returning();
    if (!sale) throw saleError.confirmed();
    announceSale(outbox, sale);
    if (sale.state !== "completed") return { sale, outcome: "confirmed" as const };

    await tx
      .update(products)
      .set({ status: "sold" })
      .where(and(eq(products.id, sale.productId), ne(products.status, "sold")));
    const params = saleParams(sale, product.title, await findSaleChat(tx, sale));
    if (ours.state === "handover") {
      await notify(
        tx,
        outbox,
        sale.sellerId,
        notificationTemplates.itemSold({ ...params, buyerName: await nameOf(tx, sale.buyerId) }),
      );
      await announceOtherChats(tx, outbox, sale);
    } else {
      await notify(tx, outbox, sale.sellerId, notificationTemplates.saleCompleted(params));
    }
    await notify(tx, outbox, sale.buyerId, notificationTemplates.saleCompleted(params));
    return { sale, outcome: "completed" as const };
  });
}

async function hasCompletedSale(tx: Tx, chat: { productId: string; buyerId: string; sellerId: string }) {
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

export const confirmAsBuyer = (deps: SaleDeps, chat: Parameters<typeof confirmInChat>[1]) =>
  confirmInChat(deps, chat, chat.buyerId);
export const confirmAsSeller = (deps: SaleDeps, chat: Parameters<typeof confirmInChat>[1]) =>
  confirmInChat(deps, chat, chat.sellerId);

/** A hand-over only one side confirmed is withdrawn by that side: handover -> withdrawn. */
export async function withdraw(deps: SaleDeps, transactionId: string, userId: string): Promise<SaleRow> {
  return runTransition(deps, async (tx, outbox) => {
    const [found] = await tx.select().from(transactions).where(eq(transactions.id, transactionId));
    if (!found) throw notFound("Sale not found.");
    if (found.buyerId !== userId && found.sellerId !== userId) throw saleError.notAParty();
    const myFlag = found.buyerId === userId ? transactions.buyerConfirmed : transactions.sellerConfirmed;
    const [sale] = await tx
      .update(transactions)
      .set({ state: "withdrawn", cancelledAt: new Date() })
      .where(and(eq(transactions.id, transactionId), eq(transactions.state, "handover"), eq(myFlag, true)))
      .returning();
    if (!sale) throw saleError.state();
    announceSale(outbox, sale);
    return sale;
  });
}

/**
 * The seller cannot deliver a paid sale: paid -> refunded with the reason, the item for sale
 * again and the buyer told. The refund is asked of the provider inside the database transaction,
 * after the guarded update: if the provider refuses, nothing changes and the seller may retry
 * (the idempotency key keeps a retry from refunding twice).
 */
export async function cancelAndRefund(
  deps: SaleDeps,
  transactionId: string,
  userId: string,
  reason: string,
): Promise<SaleRow> {
  return runTransition(deps, async (tx, outbox) => {
    const [found] = await tx.select().from(transactions).where(eq(transactions.id, transactionId));
    if (!found) throw notFound("Sale not found.");
    if (found.sellerId !== userId) {
      throw found.buyerId === userId
        ? new HttpError(403, "FORBIDDEN", "Only the seller can cancel a paid sale.")
        : saleError.notAParty();
    }
    const [sale] = await tx
      .update(transactions)
      .set({ state: "refunded", cancelReason: reason, cancelledAt: new Date() })
      .where(and(eq(transactions.id, transactionId), eq(transactions.state, "paid")))
      .returning();
    if (!sale) throw saleError.state();
    await tx
      .update(products)
      .set({ status: "active" })
      .where(and(eq(products.id, sale.productId), eq(products.status, "sold")));
    if (sale.providerPaymentId && sale.paymentProvider === deps.payments.name) {
      try {
        await deps.payments.refund(sale.providerPaymentId, `refund_${sale.id}`);
      } catch (error) {
        if (error instanceof PaymentProviderError) {
          throw new HttpError(503, "PAYMENT_PROVIDER_UNAVAILABLE", "The refund could not be made; try again.");
        }
        throw error;
      }
    }
    const [product] = await tx.select({ title: products.title }).from(products).where(eq(products.id, sale.productId));
    const chatId = await ensureSaleChat(tx, sale);
    const params = saleParams(sale, product?.title ?? "", chatId);
    await notify(tx, outbox, sale.buyerId, notificationTemplates.saleCancelled({ ...params, reason }));
    // The chat says so too, where the two of them talk about the item.
    await postSaleNotice(tx, outbox, sale, {
      chatId,
      senderId: sale.sellerId,
      kind: "sale_cancelled",
      content: reason,
      params: { amountCents: params.amountCents },
    });
    announceSale(outbox, sale);
    await announceOtherChats(tx, outbox, sale);
    outbox.push({ type: "chat", userIds: [sale.buyerId, sale.sellerId], id: chatId });
    return sale;
  });
}
