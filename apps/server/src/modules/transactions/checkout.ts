import { type CheckoutDelivery, type PaymentProvider, serviceFeeCents } from "@kierto/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import type { Tx } from "../../db/client";
import { postgresErrorCode } from "../../db/postgres-error-code";
import { bundleBasketItems, paymentEvents, transactions } from "../../db/schema";
import { HttpError, notFound } from "../../lib/http-error";
import type { CheckoutSession } from "../../platform/payments";
import { agreedPriceCents } from "../offers";
import {
  createSale,
  lockProduct,
  lockProducts,
  runTransition,
  type SaleDeps,
  type SaleRow,
  saleError,
  saleHoldingItem,
  saleProductIds,
  tryTransition,
} from "../sale-process";
import { chosenPickupPoint, resolveDelivery, sameDelivery } from "./checkout-delivery";
import { shipByAfterPayment, shipByReminderAfterPayment } from "./ship-by";

/**
 * Card checkout and payment: startCheckout, payCheckout (or refundLatePayment), and the ways a
 * checkout ends unpaid (sale-process.ts). The expireCheckout timer lives in sale-timers.ts.
 */

const isUniqueViolation = (error: unknown) => postgresErrorCode(error) === "23505";

/**
 * Buy Now: reserves the item for the buyer and opens a checkout session at the provider. The
 * product row is locked while deciding, and the partial unique index refuses a second sale that
 * holds the item whatever happens, so of any number of buyers pressing at once exactly one gets
 * it. The same buyer pressing again while their checkout is open returns to the same payment page.
 */
export async function startCheckout(
  deps: SaleDeps & Pick<AppDeps, "shipping">,
  productId: string,
  buyer: { id: string; email: string },
  choice: CheckoutDelivery = { method: "hand_delivery" },
): Promise<{ transactionId: string; url: string }> {
  const point = await chosenPickupPoint(deps.shipping, choice);
  const reserved = await runTransition(deps, async (step) => {
    const product = await lockProduct(step.tx, productId);
    if (!product) throw notFound("Product not found.");
    if (product.userId === buyer.id) {
      throw new HttpError(403, "CANNOT_BUY_OWN_ITEM", "You cannot buy your own item.");
    }
    if (product.status === "sold") throw saleError.sold();
    if (product.status !== "active") throw saleError.unavailable();
    const held = await saleHoldingItem(step.tx, productId);
    if (held) {
      const resumable =
        held.state === "reserved" &&
        held.buyerId === buyer.id &&
        held.paymentProvider === deps.payments.name &&
        held.providerSessionId;
      if (resumable) return { sale: held, resume: true as const, productTitle: product.title };
      throw saleError.reserved();
    }
    const delivery = resolveDelivery(product, choice, point);
    // A price the seller accepted from this buyer, read here and never from the browser; should
    // the seller have lowered the listing below it since, the buyer pays the lower price.
    const agreed = await agreedPriceCents(step.tx, productId, buyer.id);
    const priceCents = agreed === null ? product.priceCents : Math.min(agreed, product.priceCents);
    try {
      const sale = await createSale(step, "startCheckout", "buyer", {
        productId,
        buyerId: buyer.id,
        sellerId: product.userId,
        amountCents: priceCents,
        commissionCents: serviceFeeCents(priceCents),
        ...delivery,
      });
      return { sale, resume: false as const, productTitle: product.title };
    } catch (error) {
      if (isUniqueViolation(error)) throw saleError.reserved();
      throw error;
    }
  });

  const { sale } = reserved;
  // The buyer came back with another choice (another point, or hand delivery): a new checkout.
  if (reserved.resume && !sameDelivery(sale, choice)) {
    await endCheckout(deps, { transactionId: sale.id }, "cancelCheckout");
    // Should the old page still take a payment, it finds its checkout ended and is refunded (markPaid).
    await deps.payments.expireSession(sale.providerSessionId as string).catch((error: unknown) => {
      deps.logger.warn("checkout: the replaced session could not be expired", { error, transactionId: sale.id });
    });
    return startCheckout(deps, productId, buyer, choice);
  }
  if (reserved.resume) {
    const url = await deps.payments.sessionUrl(sale.providerSessionId as string).catch(() => null);
    if (url) return { transactionId: sale.id, url };
    // The provider closed the session already: end ours and open a new one.
    await endCheckout(deps, { transactionId: sale.id }, "expireCheckout");
    return startCheckout(deps, productId, buyer, choice);
  }

  const base = deps.env.publicUrl;
  let session: CheckoutSession;
  try {
    session = await deps.payments.createCheckoutSession({
      transactionId: sale.id,
      productId,
      productTitle: reserved.productTitle,
      // The buyer pays the price and the postage; the commission comes out of the price only.
      amountCents: (sale.amountCents ?? 0) + (sale.postageCents ?? 0),
      successUrl: `${base}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${base}/checkout/${productId}?cancelled=1`,
      expiresAt: sale.checkoutExpiresAt as Date,
      buyerEmail: buyer.email,
    });
  } catch (error) {
    deps.logger.error("checkout: the payment provider refused the session", { error, transactionId: sale.id });
    await endCheckout(deps, { transactionId: sale.id }, "failCheckout");
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
 * The provider confirmed a payment (a verified webhook, or the local page's Pay): payCheckout,
 * with the item sold and both parties told. Idempotent: a repeated event id or an already paid
 * sale changes nothing. A payment for a checkout that ended meanwhile still buys the item if
 * nobody else holds it; if the item went to someone else, refundLatePayment gives the money back.
 */
export async function markPaid(
  deps: SaleDeps,
  input: { provider: PaymentProvider; sessionId: string; paymentId: string | null; eventId?: string },
): Promise<MarkPaidOutcome> {
  return runTransition(deps, async (step) => {
    if (!(await firstDelivery(step.tx, input.provider, input.eventId))) return "duplicate";
    const [found] = await step.tx
      .select()
      .from(transactions)
      .where(and(eq(transactions.providerSessionId, input.sessionId), eq(transactions.paymentProvider, input.provider)))
      .for("update");
    if (!found) return "unknown";
    const itemFree = await itemsStillFree(step.tx, found.id);
    const changes = { providerPaymentId: input.paymentId };
    if (!itemFree) {
      const refunded = await tryTransition(step, found, "refundLatePayment", "system", {
        changes: { ...changes, cancelReason: "late_payment" },
      });
      return refunded ? "refunded" : "already";
    }
    const paid = await tryTransition(step, found, "payCheckout", "system", {
      changes: {
        ...changes,
        shipBy: shipByAfterPayment(found, new Date()),
        shipByReminderAt: shipByReminderAfterPayment(found, new Date()),
      },
    });
    // What the buyer paid for leaves their bundle baskets.
    if (paid) {
      await step.tx
        .delete(bundleBasketItems)
        .where(
          and(
            eq(bundleBasketItems.buyerId, found.buyerId),
            inArray(bundleBasketItems.productId, await saleProductIds(step.tx, found.id)),
          ),
        );
    }
    return paid ? "paid" : "already";
  });
}

/**
 * Whether every item of the sale (one, or a bundle's several) is on sale and held by nobody but
 * this sale; the items are locked in a fixed order while deciding.
 */
async function itemsStillFree(tx: Tx, saleId: string) {
  const productIds = await saleProductIds(tx, saleId);
  const items = await lockProducts(tx, productIds);
  if (items.length !== productIds.length) return false;
  for (const item of items) {
    const held = await saleHoldingItem(tx, item.id);
    if (item.status !== "active" || (held && held.id !== saleId)) return false;
  }
  return true;
}

type CheckoutEnd = "failCheckout" | "expireCheckout" | "cancelCheckout";

/**
 * A checkout ended without payment (declined card, provider's expiry, Cancel on the payment
 * page): reserved -> failed | expired | cancelled. The item was never marked sold, so ending the
 * reservation is what puts it back on sale.
 */
export async function endCheckout(
  deps: SaleDeps,
  target: { transactionId: string } | { sessionId: string; provider: PaymentProvider; eventId?: string },
  how: CheckoutEnd,
): Promise<SaleRow | undefined> {
  return runTransition(deps, async (step) => {
    if ("sessionId" in target && !(await firstDelivery(step.tx, target.provider, target.eventId))) return undefined;
    const which =
      "sessionId" in target
        ? and(eq(transactions.providerSessionId, target.sessionId), eq(transactions.paymentProvider, target.provider))
        : eq(transactions.id, target.transactionId);
    const [sale] = await step.tx.select().from(transactions).where(which).for("update");
    if (!sale) return undefined;
    return tryTransition(step, sale, how, how === "expireCheckout" ? "timer" : "system");
  });
}
