import { createRoute } from "@hono/zod-openapi";
import { errorResponses } from "../../lib/openapi";
import { createRouter } from "../../router";
import { signedIn } from "../auth";
import { pushEndpointSchema, pushKeySchema, pushSubscriptionSchema } from "./push.schemas";
import { removeSubscription, saveSubscription } from "./subscriptions.service";

const key = createRoute({
  method: "get",
  path: "/push/key",
  tags: ["Push"],
  summary: "The VAPID public key a browser subscribes to push messages with",
  responses: { 200: { description: "The key", content: { "application/json": { schema: pushKeySchema } } } },
});

const subscribe = createRoute({
  method: "put",
  path: "/push/subscriptions",
  tags: ["Push"],
  summary: "Store or refresh this device's push subscription",
  description:
    "The endpoint must be https. A device has one subscription: sent again by another person, it is theirs from then on.",
  middleware: [signedIn] as const,
  request: { body: { content: { "application/json": { schema: pushSubscriptionSchema } }, required: true } },
  responses: { 204: { description: "Stored" }, ...errorResponses(400, 401) },
});

const unsubscribe = createRoute({
  method: "delete",
  path: "/push/subscriptions",
  tags: ["Push"],
  summary: "Remove this device's push subscription",
  description: "Only one's own: another person's endpoint is 404 like an unknown one.",
  middleware: [signedIn] as const,
  request: { body: { content: { "application/json": { schema: pushEndpointSchema } }, required: true } },
  responses: { 204: { description: "Removed" }, ...errorResponses(400, 401, 404) },
});

export function pushRoutes() {
  return createRouter()
    .openapi(key, (c) => c.json({ publicKey: c.var.deps.env.vapid.publicKey }, 200))
    .openapi(subscribe, async (c) => {
      const { db, env } = c.var.deps;
      await saveSubscription(db, c.var.user.id, c.req.valid("json"), env.isProduction);
      return c.body(null, 204);
    })
    .openapi(unsubscribe, async (c) => {
      await removeSubscription(c.var.deps.db, c.var.user.id, c.req.valid("json").endpoint);
      return c.body(null, 204);
    });
}
