import { z } from "@hono/zod-openapi";
import { MESSAGE_KINDS, SHIPMENT_EVENT_KINDS, STORED_PRODUCT_STATUSES } from "@kierto/shared";
import { coverSchema } from "../products";

export const messageKindSchema = z.enum(MESSAGE_KINDS).openapi({
  description:
    "`text`: what the sender wrote. `sale_cancelled`: the seller cancelled the paid sale; `content` is their reason " +
    "and `params.amountCents` the refund. `parcel_update`: the carrier reported `params.parcelEvent` about the " +
    "sale's parcel; `content` is its tracking code. `ship_by_extension_requested`: the seller asked for more time to " +
    "ship; `ship_by_extension_answered`: the buyer granted `params.extensionDays` working days (0: declined); " +
    "`content` is the ship-by deadline then in force. The reader's app writes the notice from its own texts.",
});

export const messageParamsSchema = z
  .object({
    amountCents: z.number().int().optional(),
    parcelEvent: z.enum(SHIPMENT_EVENT_KINDS).optional(),
    extensionDays: z.union([z.literal(0), z.literal(3), z.literal(5)]).optional(),
  })
  .nullable()
  .openapi({ description: "A notice's parameters (amounts in euro cents); null for `text`" });

export const chatPartySchema = z
  .object({ id: z.uuid(), displayName: z.string(), avatarUrl: z.string().nullable() })
  .openapi("ChatParty");

export const chatProductSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    priceCents: z.number().int().openapi({ description: "Euro cents" }),
    status: z
      .enum(STORED_PRODUCT_STATUSES)
      .openapi({ description: "`sold` or `deleted`: the chat is read-only, its history readable" }),
    cover: coverSchema.nullable().openapi({ description: "The first photo; null shows the placeholder" }),
  })
  .openapi("ChatProduct");

const roleSchema = z.enum(["buyer", "seller"]).openapi({ description: "The signed-in user's side of the chat" });

export const chatSummarySchema = z
  .object({
    id: z.uuid(),
    role: roleSchema,
    product: chatProductSchema,
    otherParty: chatPartySchema,
    lastMessage: z
      .object({
        id: z.uuid(),
        content: z.string(),
        kind: messageKindSchema,
        params: messageParamsSchema,
        createdAt: z.iso.datetime(),
        senderId: z.uuid(),
        mine: z.boolean().openapi({ description: "Sent by the signed-in user: shown as 'You: ...'" }),
      })
      .nullable(),
    unreadCount: z.number().int().openapi({ description: "Messages from the other party since one last read" }),
    lastActivityAt: z.iso.datetime().openapi({ description: "The last message's time, else the chat's creation" }),
    blocked: z.boolean().openapi({ description: "Either party blocked the other" }),
  })
  .openapi("ChatSummary");

export const chatListSchema = z.object({ items: z.array(chatSummarySchema) });

export const chatDetailSchema = z
  .object({
    id: z.uuid(),
    role: roleSchema,
    product: chatProductSchema,
    buyer: chatPartySchema,
    seller: chatPartySchema,
    otherParty: chatPartySchema,
    blocked: z
      .boolean()
      .openapi({ description: "Either party blocked the other: 'This conversation has been blocked'" }),
    blockedByMe: z.boolean(),
    canSend: z
      .boolean()
      .openapi({ description: "Neither blocked, and the item still for sale or a paid sale between the two open" }),
    reservedForAnother: z.boolean().openapi({
      description: "Another buyer paid for the item and their sale is not complete yet: reserved, read-only here",
    }),
    createdAt: z.iso.datetime(),
    lastMessageAt: z.iso.datetime().nullable(),
  })
  .openapi("Chat");
