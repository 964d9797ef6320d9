import { createRoute } from "@hono/zod-openapi";
import { sendMessageSchema } from "@kierto/shared";
import { errorResponses, idParamSchema } from "../../lib/openapi";
import { rateLimit } from "../../lib/rate-limit";
import { createRouter } from "../../router";
import { signedIn } from "../auth";
import { messagePageSchema, messageSchema, messagesQuerySchema } from "./messages.schemas";
import { listMessages, sendMessage } from "./messages.service";

/** A person types far slower than this; a flood from one account stops here (issue: rate limit). */
export const MESSAGE_RATE_LIMIT = { name: "messages", windowSeconds: 60, max: 30 } as const;

const list = createRoute({
  method: "get",
  path: "/chats/{id}/messages",
  tags: ["Chats"],
  summary: "A chat's messages, oldest to newest; parties only",
  description:
    "Without `after`: from the first message. With `after` (the id of the last message the client holds): only " +
    "newer ones. After the live channel (re)connects, call this with `after` for each open chat to fetch whatever " +
    "was missed; merge by message id, as a message may also arrive live. Pages of 500: while `hasMore`, ask " +
    "again with `after` set to the last item's id. A non-party gets 404; an `after` that is not a message of this " +
    "chat, 400.",
  middleware: [signedIn] as const,
  request: { params: idParamSchema, query: messagesQuerySchema },
  responses: {
    200: { description: "The messages", content: { "application/json": { schema: messagePageSchema } } },
    ...errorResponses(400, 401, 404),
  },
});

const send = createRoute({
  method: "post",
  path: "/chats/{id}/messages",
  tags: ["Chats"],
  summary: "Send a message in a chat; parties only",
  description:
    "`content` is trimmed; empty or whitespace-only is refused (400), as is more than 2,000 characters. Refused " +
    "403 `CHAT_BLOCKED` when either party blocked the other, 403 `CHAT_READ_ONLY` when the item is sold, 403 " +
    "`LISTING_DELETED` when the listing was deleted, 404 " +
    "for a non-party, 429 past 30 messages a minute. Send a fresh `clientId` (uuid) with each typed message and " +
    "the same one on a retry: a repeat answers 200 with the stored message instead of storing a copy. " +
    "Both parties receive a `message` event, the recipient a `notification` event.",
  middleware: [signedIn, rateLimit(MESSAGE_RATE_LIMIT)] as const,
  request: {
    params: idParamSchema,
    body: { content: { "application/json": { schema: sendMessageSchema } }, required: true },
  },
  responses: {
    201: { description: "The stored message", content: { "application/json": { schema: messageSchema } } },
    200: {
      description: "Already stored under this `clientId`",
      content: { "application/json": { schema: messageSchema } },
    },
    ...errorResponses(400, 401, 403, 404, 429),
  },
});

export function messageRoutes() {
  return createRouter()
    .openapi(list, async (c) => {
      const user = c.var.user;
      const { id } = c.req.valid("param");
      return c.json(await listMessages(c.var.deps.db, id, user.id, c.req.valid("query").after), 200);
    })
    .openapi(send, async (c) => {
      const user = c.var.user;
      const { id } = c.req.valid("param");
      const { message, created } = await sendMessage(c.var.deps, id, user.id, c.req.valid("json"));
      return c.json(message, created ? 201 : 200);
    });
}
