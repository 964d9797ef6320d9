import { bundleOfferMinimumCents, OFFER_MAX_ROUNDS, OFFER_VALID_HOURS } from "@kierto/shared";
import { and, desc, eq, isNotNull, or } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { postgresErrorCode } from "../../db/postgres-error-code";
import { offerItems, offers } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { areBlocked } from "../blocks";
import { basketItemIds, bundleItemsGone, bundleTotalCents, itemsKeyOf, lockBundleItems } from "./bundle-offer-items";
import { scheduleOfferDeadline } from "./offer-deadlines";
import {
  hoursFrom,
  noticeOffer,
  notPaidWith,
  type OfferDeps,
  type OfferRow,
  type Outbox,
  runOfferStep,
} from "./offer-steps";

const alreadyOpen = () => new HttpError(409, "OFFER_ALREADY_OPEN", "You already have an open offer on this bundle.");

/**
 * Make an offer on the buyer's bundle for one seller (docs/decisions/0088): on the items' total
 * after the tier discount, below it and at least its minimum (60 %, or the items' floors added up
 * where higher); refused if any item takes no offers. The browser names the items it showed and
 * they must be the basket's, so the offer is fixed on the set the buyer saw. The items are locked
 * in id order while deciding; the partial unique index keeps one open offer per buyer and seller
 * whatever races. Three offers per buyer and set of items, as on a listing.
 */
export async function makeBundleOffer(
  deps: OfferDeps,
  buyerId: string,
  sellerId: string,
  input: { amountCents: number; productIds: string[] },
) {
  const now = deps.jobs.now();
  return runOfferStep(deps, async (tx, outbox) => {
    const productIds = await basketItemIds(tx, buyerId, sellerId);
    if (itemsKeyOf(input.productIds) !== itemsKeyOf(productIds)) {
      throw new HttpError(409, "BUNDLE_CHANGED", "The bundle changed: look at it again before offering.");
    }
    const { items, gone } = await lockBundleItems(tx, productIds, buyerId, sellerId);
    if (gone.length > 0) throw bundleItemsGone(gone);
    if (await areBlocked(deps.db, buyerId, sellerId)) {
      throw new HttpError(403, "CHAT_BLOCKED", "This conversation has been blocked.");
    }
    // An item its seller takes no offers on is never haggled over by putting it in a bundle.
    if (items.some((item) => !item.offersEnabled)) {
      throw new HttpError(403, "OFFERS_DISABLED", "The seller takes no offers on some items of this bundle.");
    }
    const totalCents = await bundleTotalCents(
      tx,
      sellerId,
      items.map((item) => item.priceCents),
    );
    if (input.amountCents >= totalCents) {
      throw new HttpError(400, "OFFER_NOT_BELOW_PRICE", "An offer must be below the bundle's price.");
    }
    const minimum = bundleOfferMinimumCents(
      totalCents,
      items.map((item) => item.offerFloorCents),
    );
    if (input.amountCents < minimum) {
      throw new HttpError(400, "OFFER_BELOW_MINIMUM", "The offer is below the lowest the seller takes.");
    }
    const itemsKey = itemsKeyOf(productIds);
    const earlier = await tx
      .select({ kind: offers.kind, state: offers.state, itemsKey: offers.itemsKey })
      .from(offers)
      .where(and(eq(offers.sellerId, sellerId), eq(offers.buyerId, buyerId), isNotNull(offers.bundleCents)));
    if (earlier.some((row) => row.state === "open")) throw alreadyOpen();
    if (earlier.some((row) => row.state === "accepted" && row.itemsKey === itemsKey)) {
      throw new HttpError(409, "OFFER_ALREADY_ACCEPTED", "Your offer was accepted: pay at the agreed price.");
    }
    const rounds = earlier.filter((row) => row.kind === "offer" && row.itemsKey === itemsKey).length;
    if (rounds >= OFFER_MAX_ROUNDS) {
      throw new HttpError(409, "OFFER_ROUNDS_USED", "You have made all your offers on this bundle.");
    }
    let offer: OfferRow | undefined;
    try {
      [offer] = await tx
        .insert(offers)
        .values({
          productId: productIds[0] as string,
          buyerId,
          sellerId,
          amountCents: input.amountCents,
          kind: "offer",
          round: rounds + 1,
          expiresAt: hoursFrom(now, OFFER_VALID_HOURS),
          bundleCents: totalCents,
          itemsKey,
        })
        .returning();
    } catch (error) {
      if (postgresErrorCode(error) === "23505") throw alreadyOpen();
      throw error;
    }
    if (!offer) throw new Error("bundle offer insert returned nothing");
    await tx
      .insert(offerItems)
      .values(items.map((item) => ({ offerId: offer.id, productId: item.id, priceCents: item.priceCents })));
    await scheduleOfferDeadline(deps, tx, offer.id, offer.expiresAt);
    await noticeOffer(tx, outbox, offer, "offer_received", [offer.sellerId]);
    return offer;
  });
}

/** A counter on a bundle names the same items as the offer it answers. */
export async function copyOfferItems(tx: Tx, fromOfferId: string, toOfferId: string) {
  const rows = await tx.select().from(offerItems).where(eq(offerItems.offerId, fromOfferId));
  await tx.insert(offerItems).values(rows.map((row) => ({ ...row, offerId: toOfferId })));
}

/**
 * Of an offer on a bundle about to be answered or paid with, the item ids that make it void: sold,
 * removed, held by another buyer, or out of the buyer's basket (the set is fixed once offered).
 * Empty when it still stands.
 */
export async function bundleOfferVoidedBy(tx: Tx, offer: OfferRow) {
  const productIds = (offer.itemsKey ?? "").split(",");
  const { gone } = await lockBundleItems(tx, productIds, offer.buyerId, offer.sellerId);
  const basket = await basketItemIds(tx, offer.buyerId, offer.sellerId);
  if (gone.length > 0 || itemsKeyOf(basket) === offer.itemsKey) return gone;
  return productIds.filter((id) => !basket.includes(id));
}

/**
 * Ends the buyer's live offers on their bundle for this seller (open, or accepted and not paid
 * with), each with a notice to both parties: the basket changed, so the set they were on is gone.
 */
export async function endBundleOffersOf(tx: Tx, outbox: Outbox, buyerId: string, sellerId: string) {
  const ended = await tx
    .update(offers)
    .set({ state: "ended" })
    .where(
      and(
        eq(offers.buyerId, buyerId),
        eq(offers.sellerId, sellerId),
        isNotNull(offers.bundleCents),
        or(eq(offers.state, "open"), and(eq(offers.state, "accepted"), notPaidWith(tx))),
      ),
    )
    .returning();
  for (const offer of ended) await noticeOffer(tx, outbox, offer, "offer_ended", [offer.buyerId, offer.sellerId]);
  return ended;
}

/** After a change to the buyer's basket for a seller: their offers on the old set end. */
export async function endBundleOffersOnBasketChange(deps: OfferDeps, buyerId: string, sellerId: string) {
  return runOfferStep(deps, (tx, outbox) => endBundleOffersOf(tx, outbox, buyerId, sellerId));
}

/** The buyer's live offer on exactly these items (open, or accepted and not yet paid with), for the basket. */
export async function liveBundleOffer(db: Database | Tx, buyerId: string, sellerId: string, productIds: string[]) {
  const [row] = await db
    .select({
      id: offers.id,
      kind: offers.kind,
      state: offers.state,
      amountCents: offers.amountCents,
      heldUntil: offers.heldUntil,
    })
    .from(offers)
    .where(
      and(
        eq(offers.buyerId, buyerId),
        eq(offers.sellerId, sellerId),
        eq(offers.itemsKey, itemsKeyOf(productIds)),
        or(eq(offers.state, "open"), and(eq(offers.state, "accepted"), notPaidWith(db))),
      ),
    )
    .orderBy(desc(offers.createdAt))
    .limit(1);
  return row ? { ...row, state: row.state as "open" | "accepted" } : null;
}

/**
 * The total a seller accepted for exactly this set of items from this buyer, while it is held for
 * them: their bundle checkout charges it. Read on the server from the accepted row, never from the
 * browser.
 */
export async function agreedBundleCents(tx: Database | Tx, buyerId: string, sellerId: string, productIds: string[]) {
  // No new offer opens on a set while a total is held for it, so the live row is the accepted one.
  const live = await liveBundleOffer(tx, buyerId, sellerId, productIds);
  return live?.state === "accepted" ? live.amountCents : null;
}
