import { z } from "zod";
import { CASE_DESCRIPTION_MAX_LENGTH } from "./constants";
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
 * `contested` and `escalated` wait for a moderator, whose decision comes with a statement of reasons.
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

export const openCaseSchema = z.object({
  reason: z.enum(CASE_REASONS),
  description: text().trim().min(1).max(CASE_DESCRIPTION_MAX_LENGTH),
});
export type OpenCaseInput = z.infer<typeof openCaseSchema>;

/** The seller's answer: take the item back for a full refund, offer part of the price back, or contest. */
export const caseAnswerSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("accept_return") }),
  z.object({ action: z.literal("offer_partial"), amountCents: z.number().int().positive() }),
  z.object({ action: z.literal("contest"), text: text().trim().min(1).max(CASE_DESCRIPTION_MAX_LENGTH) }),
]);
export type CaseAnswerInput = z.infer<typeof caseAnswerSchema>;

/** The buyer's answer to a partial refund offer. */
export const partialAnswerSchema = z.object({ accept: z.boolean() });

/**
 * A moderator's decision on a contested or escalated case, with the statement of reasons both
 * parties receive (DSA art. 17): refund in full, refund part of the price (the buyer keeps the
 * item), or release the payment to the seller.
 */
export const caseDecisionSchema = z.discriminatedUnion("outcome", [
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
