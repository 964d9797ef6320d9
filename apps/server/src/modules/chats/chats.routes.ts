import { createRoute } from "@hono/zod-openapi";
import { startChatSchema } from "@kierto/shared";
import { errorResponses, idParamSchema } from "../../lib/openapi";
import { rateLimit } from "../../lib/rate-limit";
import { createRouter } from "../../router";
import { signedIn } from "../auth";
import { listChats } from "./chat-list.service";
import { chatDetailSchema, chatListSchema } from "./chats.schemas";
import { getChatDetail, markChatRead, startChat } from "./chats.service";

const start = createRoute({
  method: "post",
  path: "/chats",
  tags: ["Chats"],
  summary: "'Message Seller': open the caller's chat about a listing, creating it the first time",
  description:
    "The caller is the buyer, the listing's owner the seller. One chat per (product, buyer, seller): a repeat, " +
    "even at the same instant, answers 200 with the existing chat. Refusals: own listing 403 " +
    "`CANNOT_MESSAGE_SELF`; missing or draft listing 404; either party blocked the other 403 `CHAT_BLOCKED`; " +
    "sold listing without an earlier chat 403 `CHAT_READ_ONLY`. 30 new chats per user per 10 minutes.",
  middleware: [signedIn, rateLimit({ name: "chat-starts", windowSeconds: 600, max: 30 })] as const,
  request: { body: { content: { "application/json": { schema: startChatSchema } }, required: true } },
  responses: {
    201: { description: "The new chat", content: { "application/json": { schema: chatDetailSchema } } },
    200: { description: "The existing chat", content: { "application/json": { schema: chatDetailSchema } } },
    ...errorResponses(400, 401, 403, 404, 410, 429),
  },
});

const list = createRoute({
  method: "get",
  path: "/chats",
  tags: ["Chats"],
  summary: "The signed-in user's conversations as buyer or seller, newest activity first",
  description:
    "Refetch on the live channel's `message` and `chat` events, and after every (re)connection's `ready` event.",
  middleware: [signedIn] as const,
  responses: {
    200: {
      description: "The conversations",
      content: { "application/json": { schema: chatListSchema } },
    },
    ...errorResponses(401),
  },
});

const detail = createRoute({
  method: "get",
  path: "/chats/{id}",
  tags: ["Chats"],
  summary: "One chat's header and state, for its two parties only",
  description: "Anyone else gets 404. `canSend` is false when the item is sold or either party blocked the other.",
  middleware: [signedIn] as const,
  request: { params: idParamSchema },
  responses: {
    200: { description: "The chat", content: { "application/json": { schema: chatDetailSchema } } },
    ...errorResponses(400, 401, 404),
  },
});

const read = createRoute({
  method: "post",
  path: "/chats/{id}/read",
  tags: ["Chats"],
  summary: "Mark the chat read up to its newest message, with its new-message notification",
  middleware: [signedIn] as const,
  request: { params: idParamSchema },
  responses: {
    204: { description: "Marked read" },
    ...errorResponses(400, 401, 404),
  },
});

export function chatRoutes() {
  return createRouter()
    .openapi(start, async (c) => {
      const user = c.var.user;
      const { chatId, created } = await startChat(c.var.deps, user.id, c.req.valid("json").productId);
      return c.json(await getChatDetail(c.var.deps.db, chatId, user.id), created ? 201 : 200);
    })
    .openapi(list, async (c) => {
      const user = c.var.user;
      return c.json({ items: await listChats(c.var.deps.db, user.id) }, 200);
    })
    .openapi(detail, async (c) => {
      const user = c.var.user;
      return c.json(await getChatDetail(c.var.deps.db, c.req.valid("param").id, user.id), 200);
    })
    .openapi(read, async (c) => {
      const user = c.var.user;
      await markChatRead(c.var.deps, c.req.valid("param").id, user.id);
      return c.body(null, 204);
    });
}
