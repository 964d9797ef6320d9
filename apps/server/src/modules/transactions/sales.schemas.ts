import { z } from "@hono/zod-openapi";
import { CATEGORIES, CONDITIONS, PAYMENT_PROVIDERS, SALE_STATES, SIZES } from "@kierto/shared";
import { coverSchema } from "../products";

export const saleViewSchema = z
  .object({
    id: z.uuid(),
    state: z.enum(SALE_STATES),
    buyerConfirmed: z.boolean(),
    sellerConfirmed: z.boolean(),
    paymentProvider: z.enum(PAYMENT_PROVIDERS).nullable().openapi({ description: "Null for a cash hand-over" }),
    amountCents: z.number().int().nullable(),
    myRole: z.enum(["buyer", "seller"]),
    completedAt: z.iso.datetime().nullable(),
    cancelReason: z.string().nullable(),
    handoverExpiresAt: z.iso
      .datetime()
      .nullable()
      .openapi({ description: "When a hand-over only one side agreed to lapses (the expireHandover timer)" }),
    shipBy: z.iso.datetime().nullable().openapi({
      description:
        "A shipped sale's deadline to hand the parcel to the carrier; past it while paid, the buyer is refunded",
    }),
    shipByExtensionRequestedAt: z.iso.datetime().nullable(),
    shipByExtensionDays: z
      .union([z.literal(0), z.literal(3), z.literal(5)])
      .nullable()
      .openapi({ description: "The buyer's answer: 3 or 5 working days granted, 0 declined, null unanswered" }),
  })
  .openapi("SaleView");

export const shipByAnswerSchema = z
  .object({ days: z.union([z.literal(0), z.literal(3), z.literal(5)]) })
  .openapi("ShipByExtensionAnswer");

export const chatSaleSchema = z.object({ sale: saleViewSchema.nullable() }).openapi("ChatSale");
export const saleResultSchema = z.object({ sale: saleViewSchema }).openapi("SaleResult");
export const confirmResultSchema = z
  .object({ sale: saleViewSchema, outcome: z.enum(["initiated", "confirmed", "completed"]) })
  .openapi("ConfirmResult");

export const checkoutResultSchema = z
  .object({
    transactionId: z.uuid(),
    url: z.string().openapi({ description: "The provider's payment page; the browser goes there" }),
  })
  .openapi("CheckoutStarted");

export const sessionParamSchema = z.object({
  sessionId: z
    .string()
    .min(1)
    .max(255)
    .openapi({ param: { name: "sessionId", in: "path" } }),
});

export const paymentSessionSchema = z
  .object({
    transaction: z.object({
      id: z.uuid(),
      state: z.enum(SALE_STATES),
      amountCents: z.number().int(),
      commissionCents: z.number().int(),
      postageCents: z
        .number()
        .int()
        .nullable()
        .openapi({ description: "Paid on top of the price; null unless shipped" }),
      product: z.object({
        id: z.uuid(),
        title: z.string(),
        priceCents: z.number().int(),
        size: z.enum(SIZES),
        condition: z.enum(CONDITIONS).nullable(),
        category: z.enum(CATEGORIES),
        cover: coverSchema.nullable(),
      }),
      seller: z.object({ id: z.uuid(), displayName: z.string(), city: z.string().nullable() }),
    }),
  })
  .openapi("PaymentSession");
