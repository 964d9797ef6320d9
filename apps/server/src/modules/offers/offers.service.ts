import { OFFER_MAX_ROUNDS, OFFER_PRICE_HOLD_HOURS, OFFER_VALID_HOURS, offerMinimumCents } from "@kierto/shared";
import { and, eq, isNull } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { postgresErrorCode } from "../../db/postgres-error-code";
import { offers } from "../../db/schema";
import { HttpError, notFound } from "../../lib/http-error";
import { areBlocked } from "../blocks";
import { bundleItemsGone } from "./bundle-offer-items";
import { bundleOfferVoidedBy, copyOfferItems } from "./bundle-offers.service";
import { scheduleOfferDeadline } from "./offer-deadlines";
import {
  changeOpenOffer,
  hoursFrom,
  itemPaidFor,
  lockListing,
  noticeOffer,
  type OfferDeps,
  type OfferRow,
  type Outbox,
  runOfferStep,
} from "./offer-steps";

const offerError = {
  state: () => new HttpError(409, "OFFER_STATE_CONFLICT", "This offer is no longer open."),
  sold: () => new HttpError(409, "ITEM_SOLD", "This item has already been sold."),
  notBelowPrice: () => new HttpError(400, "OFFER_NOT_BELOW_PRICE", "An offer must be below the price."),
  belowMinimum: () => new HttpError(400, "OFFER_BELOW_MINIMUM", "The offer is below the lowest the seller takes."),
  notYours: () => new HttpError(403, "OFFER_NOT_YOURS_TO_ANSWER", "The other party answers this offer."),
};

/** Refuses an offer on an item that is gone, or nobody may offer on. */
async function requireOpenListing(tx: Tx, productId: string) {
  const listing = await lockListing(tx, productId);
  if (!listing || listing.status === "draft" || listing.status === "deleted") throw notFound("Product not found.");
  if (listing.status === "sold" || (await itemPaidFor(tx, productId))) throw offerError.sold();
  return listing;
}

/**
 * Make an offer (docs/decisions/0059): below the price and at least its minimum (60 %, or the
 * seller's higher floor), one open per buyer and listing, three per buyer and listing. The
 * listing's row is locked while deciding, so two offers at once count their rounds in turn; the
 * partial unique index refuses a second open one whatever happens.
 */
export async function makeOffer(deps: OfferDeps, buyerId: string, productId: string, amountCents: number) {
  const now = deps.jobs.now();
  return runOfferStep(deps, async (tx, outbox) => {
    const listing = await requireOpenListing(tx, productId);
    if (listing.userId === buyerId) {
      throw new HttpError(403, "CANNOT_OFFER_OWN_ITEM", "You cannot make an offer on your own item.");
    }
    if (!listing.offersEnabled) throw new HttpError(403, "OFFERS_DISABLED", "The seller takes no offers on this item.");
    if (await areBlocked(deps.db, buyerId, listing.userId)) {
      throw new HttpError(403, "CHAT_BLOCKED", "This conversation has been blocked.");
    }
    if (amountCents >= listing.priceCents) throw offerError.notBelowPrice();
    if (amountCents < offerMinimumCents(listing.priceCents, listing.offerFloorCents)) throw offerError.belowMinimum();

    const earlier = await tx
      .select({ kind: offers.kind, state: offers.state })
      .from(offers)
      .where(and(eq(offers.productId, productId), eq(offers.buyerId, buyerId), isNull(offers.bundleCents)));
    if (earlier.some((row) => row.state === "open")) {
      throw new HttpError(409, "OFFER_ALREADY_OPEN", "You already have an open offer on this item.");
    }
    if (earlier.some((row) => row.state === "accepted")) {
      throw new HttpError(409, "OFFER_ALREADY_ACCEPTED", "Your offer was accepted: buy at the agreed price.");
    }
    const rounds = earlier.filter((row) => row.kind === "offer").length;
    if (rounds >= OFFER_MAX_ROUNDS) {
      throw new HttpError(409, "OFFER_ROUNDS_USED", "You have made all your offers on this item.");
    }

    let offer: OfferRow | undefined;
    try {
      [offer] = await tx
        .insert(offers)
        .values({
          productId,
          buyerId,
          sellerId: listing.userId,
          amountCents,
          kind: "offer",
          round: rounds + 1,
          expiresAt: hoursFrom(now, OFFER_VALID_HOURS),
        })
        .returning();
    } catch (error) {
      if (postgresErrorCode(error) === "23505") {
        throw new HttpError(409, "OFFER_ALREADY_OPEN", "You already have an open offer on this item.");
      }
      throw error;
    }
    if (!offer) throw new Error("offer insert returned nothing");
    await scheduleOfferDeadline(deps, tx, offer.id, offer.expiresAt);
    await noticeOffer(tx, outbox, offer, "offer_received", [offer.sellerId]);
    return offer;
  });
}

/** The offer as one of its two parties may see it; to anyone else it does not exist (404). */
async function requireParty(tx: Tx, offerId: string, userId: string) {
  const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId));
  if (!offer || (offer.buyerId !== userId && offer.sellerId !== userId)) throw notFound("Offer not found.");
  return offer;
}

/** The party who answers a row: the seller answers the buyer's offer, the buyer the seller's counter. */
const answererOf = (offer: OfferRow) => (offer.kind === "offer" ? offer.sellerId : offer.buyerId);
const makerOf = (offer: OfferRow) => (offer.kind === "offer" ? offer.buyerId : offer.sellerId);

export type OfferAnswer = { action: "accept" } | { action: "decline" } | { action: "counter"; amountCents: number };

/**
 * Accept, decline or (the seller, on a buyer's offer) counter. Each is one guarded update of the
 * open row, so an accept racing the buyer's withdraw ends in one state and the loser gets 409.
 * An accepted price is held for the buyer for 24 hours (a job ends the hold); other buyers may
 * still buy at the listed price meanwhile.
 */
export async function answerOffer(deps: OfferDeps, userId: string, offerId: string, answer: OfferAnswer) {
  const now = deps.jobs.now();
  const outcome = await runOfferStep(deps, async (tx, outbox) => {
    const found = await requireParty(tx, offerId, userId);
    if (answererOf(found) !== userId) throw offerError.notYours();
    if (found.state !== "open") throw offerError.state();
    const priceCents = await priceStillOffered(tx, outbox, found);
    if (typeof priceCents !== "number") return priceCents;
    if (answer.action === "accept") {
      const accepted = await changeOpenOffer(tx, found.id, {
        state: "accepted",
        heldUntil: hoursFrom(now, OFFER_PRICE_HOLD_HOURS),
      });
      if (!accepted?.heldUntil) throw offerError.state();
      await scheduleOfferDeadline(deps, tx, accepted.id, accepted.heldUntil);
      await noticeOffer(tx, outbox, accepted, "offer_accepted", [makerOf(accepted)]);
      return { offer: accepted };
    }
    if (answer.action === "decline") {
      const declined = await changeOpenOffer(tx, found.id, { state: "declined" });
      if (!declined) throw offerError.state();
      await noticeOffer(tx, outbox, declined, "offer_declined", [makerOf(declined)]);
      return { offer: declined };
    }
    // A counter answers the buyer's offer only; the buyer answers a counter with a new offer.
    if (found.kind !== "offer") throw offerError.state();
    if (answer.amountCents >= priceCents) throw offerError.notBelowPrice();
    if (answer.amountCents <= found.amountCents) throw offerError.belowMinimum();
    const countered = await changeOpenOffer(tx, found.id, { state: "countered" });
    if (!countered) throw offerError.state();
    const [counter] = await tx
      .insert(offers)
      .values({
        productId: found.productId,
        buyerId: found.buyerId,
        sellerId: found.sellerId,
        amountCents: answer.amountCents,
        kind: "counter",
        round: found.round,
        expiresAt: hoursFrom(now, OFFER_VALID_HOURS),
        bundleCents: found.bundleCents,
        itemsKey: found.itemsKey,
      })
      .returning();
    if (!counter) throw new Error("counter insert returned nothing");
    if (counter.itemsKey) await copyOfferItems(tx, found.id, counter.id);
    await scheduleOfferDeadline(deps, tx, counter.id, counter.expiresAt);
    await noticeOffer(tx, outbox, counter, "offer_countered", [counter.buyerId]);
    return { offer: counter };
  });
  // The offer on a bundle ended for good (committed with its notices); the answer is refused.
  if ("voidedBy" in outcome) throw bundleItemsGone(outcome.voidedBy);
  return outcome.offer;
}

/**
 * The price an open row is below: the listing's, or for a bundle the total it was offered on. A
 * bundle whose items were sold, reserved by another buyer or left the basket meanwhile ends the
 * offer here, with a notice to both parties, and names the items.
 */
async function priceStillOffered(tx: Tx, outbox: Outbox, found: OfferRow) {
  if (found.bundleCents === null) return (await requireOpenListing(tx, found.productId)).priceCents;
  const voidedBy = await bundleOfferVoidedBy(tx, found);
  if (voidedBy.length === 0) return found.bundleCents;
  const ended = await changeOpenOffer(tx, found.id, { state: "ended" });
  if (!ended) throw offerError.state();
  await noticeOffer(tx, outbox, ended, "offer_ended", [ended.buyerId, ended.sellerId]);
  return { voidedBy };
}

/** The buyer takes back their own open offer; a seller's counter stands until answered or expired. */
export async function withdrawOffer(deps: OfferDeps, userId: string, offerId: string) {
  return runOfferStep(deps, async (tx, outbox) => {
    const found = await requireParty(tx, offerId, userId);
    if (found.kind !== "offer" || found.buyerId !== userId) {
      throw new HttpError(403, "OFFER_NOT_WITHDRAWABLE", "Only the buyer may withdraw their own offer.");
    }
    const withdrawn = await changeOpenOffer(tx, found.id, { state: "withdrawn" });
    if (!withdrawn) throw offerError.state();
    await noticeOffer(tx, outbox, withdrawn, "offer_withdrawn", [withdrawn.sellerId]);
    return withdrawn;
  });
}
