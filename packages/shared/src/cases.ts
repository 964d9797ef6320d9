import { z } from "zod";
import { CASE_DESCRIPTION_MAX_LENGTH, MAX_CASE_PHOTOS } from "./constants";
import { text } from "./schemas/text";

/**
 * Buyer protection (docs/decisions/0068): a problem the buyer reports about a sale while their
 * confirmation window runs is a case. The sale stays `disputed` (its money frozen, no timer to
 * complete it) until the case ends in a refund, a partial refund, or a moderator's decision.
 */
export const CASE_REASONS = [
  "not_received",
  "damaged_in_transit",
  "not_as_described",
  "counterfeit",
  "wrong_item",
  "missing_items",
  "other",
] as const;
export type CaseReason = (typeof CASE_REASONS)[number];

/**
 *   awaiting_seller -acceptReturn-> awaiting_return -drop-off-> return_in_transit -delivered | seller confirms-> refunded
 *   awaiting_seller -offerPartial-> partial_offered -buyer accepts-> partially_refunded
 *   awaiting_seller -contest-> contested;  partial_offered -buyer declines-> escalated
 *   awaiting_seller (72 h silence) | awaiting_return (3 days without drop-off) -timer-> escalated
 *   contested | escalated -moderator-> refunded | partially_refunded | released
 *   contested | escalated -moderator: refund once the item is back-> awaiting_return (a new 3 days)
 * `contested` and `escalated` wait for a moderator, whose decision comes with a statement of reasons.
 * A buyer who misses the drop-off after such a decision is back with the moderators (escalated).
 */
export const CASE_STATES = [
  "awaiting_seller",
  "awaiting_return",
  "return_in_transit",
  "partial_offered",
  "contested",
  "escalated",
  "refunded",
  "partially_refunded",
  "released",
] as const;
export type CaseState = (typeof CASE_STATES)[number];

/** How a case ended: the buyer refunded in full or in part, or the money released to the seller. */
export const CLOSED_CASE_STATES = ["refunded", "partially_refunded", "released"] as const satisfies CaseState[];

/** The states of a case that is not over: the sale's money stays frozen, and they count to the buyer's limit. */
export const OPEN_CASE_STATES = CASE_STATES.filter(
  (state) => !(CLOSED_CASE_STATES as readonly CaseState[]).includes(state),
) as CaseState[];

/** The states a moderator decides: the seller contested, or the case escalated. */
export const DECIDABLE_CASE_STATES = ["contested", "escalated"] as const satisfies CaseState[];

/**
 * The states in which either party may still add evidence photos to the case: until a moderator
 * has decided, and again if a decided return goes back to them.
 */
export const EVIDENCE_CASE_STATES = [
  "awaiting_seller",
  "partial_offered",
  "contested",
  "escalated",
] as const satisfies CaseState[];

export const takesEvidence = (state: CaseState): boolean =>
  (EVIDENCE_CASE_STATES as readonly CaseState[]).includes(state);

/** Evidence photos uploaded beforehand (POST /api/cases/photos), at most five per side, each once. */
const photoIdsSchema = z
  .array(z.uuid())
  .max(MAX_CASE_PHOTOS, `At most ${MAX_CASE_PHOTOS} photos.`)
  .refine((ids) => new Set(ids).size === ids.length, "The same photo is listed twice.");
const casePhotoIdsSchema = photoIdsSchema.default([]);

/** More evidence for an open case, from either party: the side's photos stay at most five in all. */
export const addCasePhotosSchema = z.object({ photoIds: photoIdsSchema.min(1) });
export type AddCasePhotosInput = z.infer<typeof addCasePhotosSchema>;

export const openCaseSchema = z.object({
  reason: z.enum(CASE_REASONS),
  description: text().trim().min(1).max(CASE_DESCRIPTION_MAX_LENGTH),
  photoIds: casePhotoIdsSchema,
});
export type OpenCaseInput = z.infer<typeof openCaseSchema>;

/**
 * Who pays a return parcel's postage (docs/decisions/0087): the seller when the item was not
 * what they described, the platform when the carrier damaged or lost it, the buyer for anything
 * else (a change of mind the seller agreed to take back).
 */
export const RETURN_POSTAGE_PAYERS = ["buyer", "seller", "platform"] as const;
export type ReturnPostagePayer = (typeof RETURN_POSTAGE_PAYERS)[number];

const RETURN_POSTAGE_PAYER_BY_REASON: Readonly<Record<CaseReason, ReturnPostagePayer>> = {
  not_as_described: "seller",
  counterfeit: "seller",
  wrong_item: "seller",
  missing_items: "seller",
  damaged_in_transit: "platform",
  not_received: "platform",
  other: "buyer",
};

/** Who pays the return postage by default for a case opened for `reason`; a moderator may name another. */
export function defaultReturnPostagePayer(reason: CaseReason): ReturnPostagePayer {
  return RETURN_POSTAGE_PAYER_BY_REASON[reason];
}

/** The seller's answer: take the item back for a full refund, offer part of the price back, or contest. */
export const caseAnswerSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("accept_return") }),
  z.object({ action: z.literal("offer_partial"), amountCents: z.number().int().positive() }),
  z.object({
    action: z.literal("contest"),
    text: text().trim().min(1).max(CASE_DESCRIPTION_MAX_LENGTH),
    photoIds: casePhotoIdsSchema,
  }),
]);
export type CaseAnswerInput = z.infer<typeof caseAnswerSchema>;

/** The buyer's answer to a partial refund offer. */
export const partialAnswerSchema = z.object({ accept: z.boolean() });

/**
 * A moderator's decision on a contested or escalated case, with the statement of reasons both
 * parties receive (DSA art. 17): refund in full once the item is back with the seller (a return
 * parcel for a shipped sale, whose postage the moderator charges to someone: docs/decisions/0087,
 * 0090), refund in full at once (the item never arrived, or is not worth its return), refund part
 * of the price (the buyer keeps the item), or release the payment to the seller.
 */
export const caseDecisionSchema = z.discriminatedUnion("outcome", [
  z.object({
    outcome: z.literal("refund_after_return"),
    reasons: caseReasonsText(),
    /** Who pays the return parcel's postage: required for a shipped sale, refused for a hand-over. */
    returnPostagePayer: z.enum(RETURN_POSTAGE_PAYERS).optional(),
  }),
  z.object({ outcome: z.literal("refund_full"), reasons: caseReasonsText() }),
  z.object({
    outcome: z.literal("refund_partial"),
    amountCents: z.number().int().positive(),
    reasons: caseReasonsText(),
  }),
  z.object({ outcome: z.literal("release"), reasons: caseReasonsText() }),
]);
export type CaseDecisionInput = z.infer<typeof caseDecisionSchema>;

function caseReasonsText() {
  return text().trim().min(1).max(CASE_DESCRIPTION_MAX_LENGTH);
}

/**
 * Whom a moderator's decision went against, who may appeal it once (docs/decisions/0085): the
 * seller when the buyer got money back, the buyer when the seller got the payment, both after a
 * partial refund (each gave up part of what they asked for). Nobody for a case the parties ended
 * themselves: they agreed.
 */
export function appellantsOf(state: CaseState): ("buyer" | "seller")[] {
  if (state === "refunded") return ["seller"];
  if (state === "released") return ["buyer"];
  if (state === "partially_refunded") return ["buyer", "seller"];
  return [];
}

/**
 * A parcel the carrier has said nothing new about for this long is stalled: Posti and Matkahuolto
 * deliver in 1-3 working days, so a week of silence is no longer the normal time, and the buyer
 * may report it as not received before any delivery starts their confirmation window.
 */
export const STALLED_PARCEL_DAYS = 7;

/** Whether a parcel last heard of at `lastMovedAt` has stalled by `now`. */
export function parcelStalled(lastMovedAt: Date, now: Date): boolean {
  return now.getTime() - lastMovedAt.getTime() >= STALLED_PARCEL_DAYS * 24 * 60 * 60 * 1000;
}

/** A party's appeal against a moderator's decision on their case. */
export const caseAppealInputSchema = z.object({ statement: text().trim().min(1).max(CASE_DESCRIPTION_MAX_LENGTH) });
export type CaseAppealInput = z.infer<typeof caseAppealInputSchema>;

/**
 * A second moderator's answer to a case appeal. Overturning makes the appellant whole out of the
 * platform's own money; the other party keeps what the first decision gave them.
 */
export const caseAppealDecisionSchema = z.object({
  outcome: z.enum(["upheld", "overturned"]),
  note: caseReasonsText(),
});
export type CaseAppealDecisionInput = z.infer<typeof caseAppealDecisionSchema>;
