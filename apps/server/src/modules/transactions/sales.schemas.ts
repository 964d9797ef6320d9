import { z } from "@hono/zod-openapi";
import {
  CARRIERS,
  CATEGORIES,
  CONDITIONS,
  PAYMENT_PROVIDERS,
  SALE_STATES,
  SHIPMENT_EVENT_KINDS,
  SIZES,
} from "@kierto/shared";
import { coverSchema } from "../products";
import { pickupPointSchema } from "../shipping";
import { bundleSummarySchema } from "./transactions.schemas";

export const saleViewSchema = z
  .object({
    id: z.uuid(),
    state: z.enum(SALE_STATES),
    buyerConfirmed: z.boolean(),
    sellerConfirmed: z.boolean(),
    paymentProvider: z.enum(PAYMENT_PROVIDERS).nullable().openapi({ description: "Null for a cash hand-over" }),
    amountCents: z.number().int().nullable(),
    deliveryMethod: z.enum(["hand_delivery", "shipping"]).nullable(),
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

export const chatSaleSchema = z
  .object({
    sale: saleViewSchema
      .extend({
        sendingCode: z.string().nullable().optional().openapi({
          description:
            "The parcel's sending code, for the seller of a shipped sale once the carrier answered; else null",
        }),
        itemCount: z
          .number()
          .int()
          .optional()
          .openapi({ description: "Items of the sale: one, or a bundle's several, which texts name by the first" }),
      })
      .nullable(),
  })
  .openapi("ChatSale");
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
      deliveryMethod: z
        .enum(["hand_delivery", "shipping"])
        .nullable()
        .openapi({ description: "Shipping: the seller sends a parcel to the chosen pickup point; else a hand-over" }),
      postageCents: z
        .number()
        .int()
        .nullable()
        .openapi({ description: "Paid on top of the price; null unless shipped" }),
      itemCount: z
        .number()
        .int()
        .openapi({ description: "Items of the sale: one, or a bundle's several, `product` being its first" }),
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

const partySchema = z.object({ id: z.uuid(), displayName: z.string(), city: z.string().nullable() });

export const saleDetailSchema = z
  .object({
    sale: z.object({
      id: z.uuid(),
      state: z.enum(SALE_STATES),
      myRole: z.enum(["buyer", "seller"]),
      createdAt: z.iso.datetime(),
      completedAt: z.iso.datetime().nullable(),
      paymentProvider: z.enum(PAYMENT_PROVIDERS).nullable(),
      product: z.object({ id: z.uuid(), title: z.string(), cover: coverSchema.nullable() }),
      buyer: partySchema,
      seller: partySchema,
      chatId: z.uuid().nullable(),
      bundle: bundleSummarySchema.nullable(),
      money: z.object({
        priceCents: z.number().int(),
        postageCents: z.number().int().nullable(),
        totalCents: z.number().int().openapi({ description: "What the buyer paid: the price and the postage" }),
        refundedCents: z.number().int().openapi({ description: "What went back to the buyer's card, if anything" }),
        commissionCents: z.number().int().openapi({ description: "Kierto's fee as it stands after any refund" }),
        sellerReceivesCents: z.number().int().openapi({
          description:
            "The price less the commission, or what is left of it after a refund (below zero: a return parcel the seller paid)",
        }),
      }),
      delivery: z.object({
        method: z.enum(["hand_delivery", "shipping"]).nullable(),
        pickupPoint: pickupPointSchema.nullable(),
        shipment: z
          .object({
            trackingCode: z.string(),
            carrier: z.enum(CARRIERS),
            sendingCode: z.string().nullable().optional().openapi({ description: "Only to the seller" }),
            events: z.array(
              z.object({
                sequence: z.number().int(),
                kind: z.enum(SHIPMENT_EVENT_KINDS),
                code: z.string(),
                location: z.string().nullable(),
                occurredAt: z.iso.datetime(),
              }),
            ),
          })
          .nullable()
          .openapi({ description: "Null until the carrier created the shipment, and for a sale not shipped" }),
      }),
      deadlines: z.object({
        checkoutExpiresAt: z.iso.datetime().nullable(),
        handoverExpiresAt: z.iso.datetime().nullable(),
        receiptDueAt: z.iso
          .datetime()
          .nullable()
          .openapi({ description: "When a delivered sale completes unless the buyer reports a problem" }),
        shipBy: z.iso.datetime().nullable().openapi({
          description: "When a paid shipped sale is cancelled and refunded unless the parcel was handed over",
        }),
        shipByExtensionRequestedAt: z.iso.datetime().nullable(),
        shipByExtensionDays: z.union([z.literal(0), z.literal(3), z.literal(5)]).nullable(),
      }),
    }),
  })
  .openapi("SaleDetail");
