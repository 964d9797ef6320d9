import { z } from "@hono/zod-openapi";
import { messageKindSchema, messageParamsSchema } from "../chats";

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
