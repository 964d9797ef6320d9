import { z } from "@hono/zod-openapi";
import { MESSAGE_KINDS } from "@kierto/shared";

export const messageKindSchema = z.enum(MESSAGE_KINDS).openapi({
  description:
    "`text`: what the sender wrote. `sale_cancelled`: the seller cancelled the paid sale; `content` is their reason " +
    "and `params.amountCents` the refund. The reader's app writes the notice from its own texts.",
});

export const messageParamsSchema = z
  .object({ amountCents: z.number().int().optional() })
  .nullable()
  .openapi({ description: "A notice's parameters (amounts in euro cents); null for `text`" });

export const messageSchema = z
  .object({
    id: z.uuid(),
    chatId: z.uuid(),
    senderId: z.uuid(),
    content: z.string(),
    kind: messageKindSchema,
    params: messageParamsSchema,
    createdAt: z.iso.datetime(),
    mine: z.boolean().openapi({ description: "Sent by the signed-in user" }),
    clientId: z
      .uuid()
      .nullable()
      .openapi({ description: "The sender's own `clientId`, to match an optimistic message; null for others" }),
  })
  .openapi("Message");

export const messagePageSchema = z
  .object({
    items: z.array(messageSchema).openapi({ description: "Oldest to newest" }),
    hasMore: z.boolean().openapi({ description: "More follow: ask again with `after` set to the last item's id" }),
  })
  .openapi("MessagePage");

export const messagesQuerySchema = z.object({
  after: z
    .uuid()
    .optional()
    .openapi({ description: "Only messages after this one (a message id of this chat): catch-up after a reconnect" }),
});
