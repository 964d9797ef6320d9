import { bundleDelivery, bundlePrice, type CheckoutDelivery, serviceFeeCents } from "@kierto/shared";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import type { Tx } from "../../db/client";
import { postgresErrorCode } from "../../db/postgres-error-code";
import { bundleBasketItems, saleItems, transactions } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import type { CheckoutSession } from "../../platform/payments";
import { agreedBundleCents } from "../offers";
import {
  createSale,
  lockProducts,
  runTransition,
  type SaleDeps,
  type SaleRow,
  type SaleStep,
  saleError,
  saleHoldingItem,
  tryTransition,
} from "../sale-process";
import { chosenPickupPoint, endCheckout, resolveDelivery } from "../transactions";
import { bundleTiersOf } from "./bundle-tiers";

type Buyer = { id: string; email: string };

/** The refusal that names the items a checkout took out of the basket: nothing was reserved or charged. */
export function bundleItemsDropped(productIds: string[]) {
  return new HttpError(
    409,
    "BUNDLE_ITEM_UNAVAILABLE",
    "Some items of the bundle were sold or removed and left the basket; nothing was charged.",
    undefined,
    { productIds: productIds.join(",") },
  );
}

async function basketProductIds(tx: Tx, buyerId: string, sellerId: string) {
  const rows = await tx
    .select({ productId: bundleBasketItems.productId })
    .from(bundleBasketItems)
    .where(and(eq(bundleBasketItems.buyerId, buyerId), eq(bundleBasketItems.sellerId, sellerId)))
    .orderBy(asc(bundleBasketItems.productId));
  return rows.map((row) => row.productId);
}

/**
 * Of the locked items, the ids that can no longer be bought: sold, removed, moved to another
 * seller, or held by someone else's checkout or sale. The buyer's own earlier bundle checkout
 * that still holds some of them is ended here, so pressing Pay again starts afresh.
 */
async function unavailableItems(
  step: SaleStep,
  productIds: string[],
  items: Awaited<ReturnType<typeof lockProducts>>,
  buyerId: string,
  sellerId: string,
) {
  const dropped: string[] = [];
  const replaced: SaleRow[] = [];
  for (const productId of productIds) {
    const item = items.find((row) => row.id === productId);
    if (!item || item.userId !== sellerId || item.status !== "active") {
      dropped.push(productId);
      continue;
    }
    const held = await saleHoldingItem(step.tx, productId);
    if (!held) continue;
    const ownOpenBundle = held.buyerId === buyerId && held.state === "reserved" && held.bundleDiscountCents !== null;
    if (!ownOpenBundle) {
      dropped.push(productId);
      continue;
    }
    const ended = await tryTransition(step, held, "cancelCheckout", "system");
    if (ended) replaced.push(ended);
  }
  return { dropped, replaced };
}

/**
 * The bundle's Pay: reserves every item of the buyer's basket for one seller together and opens
 * one checkout for their discounted price plus one parcel's postage. The items are locked in id
 * order (as markPaid locks them), so checkouts over overlapping items never deadlock; sale_items'
 * partial unique index refuses a second sale of any item whatever the application does. An item
 * sold or removed meanwhile is taken out of the basket and named in a 409, before anything is
 * reserved or charged; the buyer then pays for the rest. Every amount is computed here from the
 * listings and the seller's tiers, never taken from the browser.
 */
export async function startBundleCheckout(
  deps: SaleDeps & Pick<AppDeps, "shipping">,
  buyer: Buyer,
  sellerId: string,
  choice: CheckoutDelivery,
): Promise<{ transactionId: string; url: string }> {
  const point = await chosenPickupPoint(deps.shipping, choice);
  const outcome = await runTransition(deps, async (step) => {
    const productIds = await basketProductIds(step.tx, buyer.id, sellerId);
    if (productIds.length === 0) throw new HttpError(409, "BUNDLE_EMPTY", "The bundle has no items.");
    const items = await lockProducts(step.tx, productIds);
    const { dropped, replaced } = await unavailableItems(step, productIds, items, buyer.id, sellerId);
    if (dropped.length > 0) {
      await step.tx
        .delete(bundleBasketItems)
        .where(and(eq(bundleBasketItems.buyerId, buyer.id), inArray(bundleBasketItems.productId, dropped)));
      return { dropped, replaced } as const;
    }
    const tiers = await bundleTiersOf(step.tx, sellerId);
    const price = bundlePrice(
      items.map((item) => item.priceCents),
      tiers,
    );
    // A total the seller accepted from this buyer for exactly these items, read here and never
    // from the browser; should the listings have gone below it since, the buyer pays the lower.
    const agreed = await agreedBundleCents(step.tx, buyer.id, sellerId, productIds);
    const itemsCents = agreed === null ? price.itemsCents : Math.min(agreed, price.itemsCents);
    const together = bundleDelivery(items);
    if (!together) {
      throw new HttpError(409, "BUNDLE_NO_COMMON_DELIVERY", "The items have no delivery method in common.");
    }
    const delivery = resolveDelivery(together, choice, point);
    let sale: SaleRow;
    try {
      sale = await createSale(step, "startCheckout", "buyer", {
        productId: productIds[0] as string,
        buyerId: buyer.id,
        sellerId,
        amountCents: itemsCents,
        // The commission is 5 % of what the buyer pays for the items after the discount, never of postage.
        commissionCents: serviceFeeCents(itemsCents),
        bundleDiscountPercent: price.tier?.percent ?? 0,
        bundleDiscountCents: price.discountCents,
        ...delivery,
      });
      await step.tx
        .insert(saleItems)
        // holds_item is the sale's own (a trigger sets it); the main item's row the trigger wrote gets its price.
        .values(
          items.map((item) => ({
            transactionId: sale.id,
            productId: item.id,
            priceCents: item.priceCents,
            holdsItem: true,
          })),
        )
        .onConflictDoUpdate({
          target: [saleItems.transactionId, saleItems.productId],
          set: { priceCents: sql`excluded.price_cents` },
        });
    } catch (error) {
      if (postgresErrorCode(error) === "23505") throw saleError.reserved();
      throw error;
    }
    const title = items.map((item) => item.title).join(", ");
    return { sale, replaced, title } as const;
  });

  for (const old of outcome.replaced) {
    // Should the replaced page still take a payment, markPaid finds its checkout ended and refunds it.
    await deps.payments.expireSession(old.providerSessionId as string).catch((error: unknown) => {
      deps.logger.warn("bundle checkout: the replaced session could not be expired", { error, transactionId: old.id });
    });
  }
  if ("dropped" in outcome && outcome.dropped) throw bundleItemsDropped(outcome.dropped);
  if (!("sale" in outcome) || !outcome.sale) throw saleError.state();
  return openSession(deps, outcome.sale, outcome.title, buyer, sellerId);
}

async function openSession(deps: SaleDeps, sale: SaleRow, title: string, buyer: Buyer, sellerId: string) {
  const base = deps.env.publicUrl;
  let session: CheckoutSession;
  try {
    session = await deps.payments.createCheckoutSession({
      transactionId: sale.id,
      productId: sale.productId,
      productTitle: title,
      // The buyer pays the discounted items and one parcel's postage.
      amountCents: (sale.amountCents ?? 0) + (sale.postageCents ?? 0),
      successUrl: `${base}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${base}/app/bundles/${sellerId}?cancelled=1`,
      expiresAt: sale.checkoutExpiresAt as Date,
      buyerEmail: buyer.email,
    });
  } catch (error) {
    deps.logger.error("bundle checkout: the payment provider refused the session", { error, transactionId: sale.id });
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
