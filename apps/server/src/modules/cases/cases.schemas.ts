import { z } from "@hono/zod-openapi";
import { CASE_REASONS, CASE_STATES, SHIPMENT_EVENT_KINDS } from "@kierto/shared";
import type { CaseRow } from "./case-steps";

const when = () => z.iso.datetime().nullable();

export const caseSchema = z
  .object({
    id: z.uuid(),
    saleId: z.uuid(),
    buyerId: z.uuid(),
    sellerId: z.uuid(),
    reason: z.enum(CASE_REASONS),
    description: z.string(),
    state: z.enum(CASE_STATES),
    answerDueAt: when().openapi({
      description: "The seller's answer (or the buyer's, to a partial offer) is due then",
    }),
    returnDropOffDueAt: when().openapi({ description: "An accepted return is dropped off by then (3 days)" }),
    sellerStatement: z.string().nullable(),
    partialRefundCents: z.number().int().nullable(),
    returnSendingCode: z.string().nullable().openapi({ description: "What the buyer drops the return off with" }),
    returnTrackingCode: z.string().nullable(),
    escalatedAt: when(),
    decisionReasons: z.string().nullable().openapi({ description: "A moderator's statement of reasons, once decided" }),
    decidedAt: when(),
    closedAt: when(),
    createdAt: z.iso.datetime(),
  })
  .openapi("Case");

const partyRecordSchema = z.object({
  id: z.uuid(),
  displayName: z.string(),
  opened: z.number().int().openapi({ description: "Cases this person was the buyer (or seller) of" }),
  won: z.number().int(),
  lost: z.number().int(),
});

export const caseQueueSchema = z
  .array(
    z.object({
      case: caseSchema,
      sale: z.object({
        id: z.uuid(),
        title: z.string(),
        amountCents: z.number().int(),
        deliveryMethod: z.string().nullable(),
      }),
      tracking: z
        .array(
          z.object({
            sequence: z.number().int(),
            kind: z.enum(SHIPMENT_EVENT_KINDS),
            location: z.string().nullable(),
            occurredAt: z.iso.datetime(),
          }),
        )
        .openapi({ description: "The carrier's events of the sale's parcel, oldest first; empty for a hand-over" }),
      buyer: partyRecordSchema,
      seller: partyRecordSchema,
    }),
  )
  .openapi("CaseQueue");

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toCaseDto(row: CaseRow): z.infer<typeof caseSchema> {
  return {
    id: row.id,
    saleId: row.saleId,
    buyerId: row.buyerId,
    sellerId: row.sellerId,
    reason: row.reason,
    description: row.description,
    state: row.state,
    answerDueAt: iso(row.answerDueAt),
    returnDropOffDueAt: iso(row.returnDropOffDueAt),
    sellerStatement: row.sellerStatement,
    partialRefundCents: row.partialRefundCents,
    returnSendingCode: row.returnSendingCode,
    returnTrackingCode: row.returnTrackingCode,
    escalatedAt: iso(row.escalatedAt),
    decisionReasons: row.decisionReasons,
    decidedAt: iso(row.decidedAt),
    closedAt: iso(row.closedAt),
    createdAt: row.createdAt.toISOString(),
  };
}
