import { z } from "@hono/zod-openapi";
import { OFFER_KINDS, OFFER_STATES } from "@kierto/shared";

const offerItemSchema = z.object({ productId: z.uuid(), title: z.string(), priceCents: z.number().int() });

export const offerSchema = z
  .object({
    id: z.uuid(),
    productId: z.uuid(),
    buyerId: z.uuid(),
    sellerId: z.uuid(),
    amountCents: z.number().int().openapi({ description: "Euro cents, for the item (postage comes on top)" }),
    kind: z.enum(OFFER_KINDS).openapi({ description: "`offer`: the buyer's; `counter`: the seller's answer" }),
    state: z.enum(OFFER_STATES),
    round: z.number().int().openapi({ description: "The buyer's offer number on the listing, 1-3" }),
    expiresAt: z.iso.datetime().openapi({ description: "When an open row lapses (48 hours after it was made)" }),
    heldUntil: z.iso
      .datetime()
      .nullable()
      .openapi({ description: "Accepted: the agreed price is the buyer's until then (24 hours)" }),
    createdAt: z.iso.datetime(),
    bundleCents: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "An offer on a bundle: the items' total after the tier discount when offered" }),
    items: z
      .array(offerItemSchema)
      .openapi({ description: "An offer on a bundle: the items it is fixed on, first by id; empty for a listing" }),
  })
  .openapi("Offer");

export const offerListSchema = z.object({ items: z.array(offerSchema) });

export const counterSchema = z.object({ amountCents: z.number().int().positive().max(10_000_000) });

type OfferRow = {
  id: string;
  productId: string;
  buyerId: string;
  sellerId: string;
  amountCents: number;
  kind: (typeof OFFER_KINDS)[number];
  state: (typeof OFFER_STATES)[number];
  round: number;
  expiresAt: Date;
  heldUntil: Date | null;
  createdAt: Date;
  bundleCents: number | null;
};
type OfferItem = z.infer<typeof offerItemSchema>;

export function toOfferDto(row: OfferRow, items: OfferItem[] = []): z.infer<typeof offerSchema> {
  return {
    id: row.id,
    productId: row.productId,
    buyerId: row.buyerId,
    sellerId: row.sellerId,
    amountCents: row.amountCents,
    kind: row.kind,
    state: row.state,
    round: row.round,
    expiresAt: row.expiresAt.toISOString(),
    heldUntil: row.heldUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    bundleCents: row.bundleCents,
    items,
  };
}
