import { z } from "@hono/zod-openapi";
import {
  APPEAL_STATUSES,
  CASE_REASONS,
  CASE_STATES,
  RETURN_POSTAGE_PAYERS,
  SHIPMENT_EVENT_KINDS,
} from "@kierto/shared";
import type { CaseAppealRow } from "./case-appeals";
import type { CasePhotoRow } from "./case-photos";
import type { CaseRow } from "./case-steps";

const when = () => z.iso.datetime().nullable();

export const casePhotoSchema = z
  .object({
    id: z.uuid(),
    side: z.enum(["buyer", "seller"]).openapi({ description: "Added with the buyer's report or the seller's contest" }),
    cardUrl: z.string().openapi({ example: "/api/cases/…/photos/…/card" }),
    fullUrl: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .openapi("CasePhoto");

export const uploadedCasePhotoSchema = z
  .object({ id: z.uuid(), width: z.number().int(), height: z.number().int() })
  .openapi("UploadedCasePhoto");

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
    returnPostagePayer: z.enum(RETURN_POSTAGE_PAYERS).nullable().openapi({
      description: "Who pays the return parcel's postage; charged with the refund that ends the return",
    }),
    returnPostageCents: z.number().int().nullable().openapi({ description: "The return parcel's postage" }),
    escalatedAt: when(),
    decisionReasons: z.string().nullable().openapi({ description: "A moderator's statement of reasons, once decided" }),
    decidedAt: when(),
    closedAt: when(),
    createdAt: z.iso.datetime(),
    photos: z.array(casePhotoSchema).openapi({
      description: "Both sides' evidence, oldest first; served only to the parties and staff",
    }),
    appealOpenUntil: when().openapi({
      description: "The reader may appeal the moderator's decision until then (it went against them); null otherwise",
    }),
    appeal: z
      .object({
        status: z.enum(APPEAL_STATUSES),
        statement: z.string(),
        decisionNote: z.string().nullable(),
        compensationCents: z.number().int().nullable(),
        createdAt: z.iso.datetime(),
        decidedAt: when(),
      })
      .nullable()
      .openapi({ description: "The reader's own appeal against the decision, if they filed one" }),
  })
  .openapi("Case");

const partyRecordSchema = z.object({
  id: z.uuid(),
  displayName: z.string(),
  opened: z.number().int().openapi({ description: "Cases this person was the buyer (or seller) of" }),
  won: z.number().int(),
  lost: z.number().int(),
  suspended: z.boolean().openapi({ description: "Whether the account is suspended already" }),
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
        returnParcelCents: z.number().int().nullable().openapi({
          description: "What a return parcel costs (the case's own once created); null for a hand-delivered sale",
        }),
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
      chat: z
        .array(z.object({ from: z.enum(["buyer", "seller"]), text: z.string(), sentAt: z.iso.datetime() }))
        .openapi({ description: "The parties' own words in their chat about the sale, the latest 50, oldest first" }),
      buyer: partyRecordSchema,
      seller: partyRecordSchema,
    }),
  )
  .openapi("CaseQueue");

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The reader's side of a decided case: until when they may appeal it, and their appeal. */
export interface AppealView {
  openUntil: Date | null;
  appeal: CaseAppealRow | null;
}

const noAppeal: AppealView = { openUntil: null, appeal: null };

/** A case photo's sizes are fetched through the case, which checks who asks (case-photos.routes.ts). */
export function toCasePhotoDto(row: CaseRow, photo: CasePhotoRow): z.infer<typeof casePhotoSchema> {
  const base = `/api/cases/${row.id}/photos/${photo.id}`;
  return {
    id: photo.id,
    side: photo.ownerId === row.buyerId ? "buyer" : "seller",
    cardUrl: `${base}/card`,
    fullUrl: `${base}/full`,
    width: photo.width,
    height: photo.height,
  };
}

export function toCaseDto(
  row: CaseRow,
  photos: CasePhotoRow[],
  appealView: AppealView = noAppeal,
): z.infer<typeof caseSchema> {
  const { appeal } = appealView;
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
    returnPostagePayer: row.returnPostagePayer,
    returnPostageCents: row.returnPostageCents,
    escalatedAt: iso(row.escalatedAt),
    decisionReasons: row.decisionReasons,
    decidedAt: iso(row.decidedAt),
    closedAt: iso(row.closedAt),
    createdAt: row.createdAt.toISOString(),
    photos: photos.map((photo) => toCasePhotoDto(row, photo)),
    appealOpenUntil: iso(appealView.openUntil),
    appeal: appeal && {
      status: appeal.status,
      statement: appeal.statement,
      decisionNote: appeal.decisionNote,
      compensationCents: appeal.compensationCents,
      createdAt: appeal.createdAt.toISOString(),
      decidedAt: iso(appeal.decidedAt),
    },
  };
}
