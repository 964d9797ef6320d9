import { createRoute } from "@hono/zod-openapi";
import { notificationPreferencesSchema } from "@kierto/shared";
import { errorResponses } from "../../lib/openapi";
import { createRouter } from "../../router";
import { signedIn } from "../auth";
import { readPreferences, savePreferences } from "./preferences.service";

const read = createRoute({
  method: "get",
  path: "/notifications/preferences",
  tags: ["Notifications"],
  summary: "The signed-in person's channels per notification group (in app, e-mail, push), defaults included",
  middleware: [signedIn] as const,
  responses: {
    200: { description: "The choices", content: { "application/json": { schema: notificationPreferencesSchema } } },
    ...errorResponses(401),
  },
});

const save = createRoute({
  method: "put",
  path: "/notifications/preferences",
  tags: ["Notifications"],
  summary: "Save the channels of every group",
  description:
    "Mail about moderation decisions and account security cannot be turned off: 422 NOTIFICATION_MAIL_REQUIRED. " +
    "Push is stored whatever the browser allows; a device without permission gets none.",
  middleware: [signedIn] as const,
  request: {
    body: { content: { "application/json": { schema: notificationPreferencesSchema } }, required: true },
  },
  responses: {
    200: {
      description: "The saved choices",
      content: { "application/json": { schema: notificationPreferencesSchema } },
    },
    ...errorResponses(400, 401, 422),
  },
});

export function notificationPreferenceRoutes() {
  return createRouter()
    .openapi(read, async (c) => c.json(await readPreferences(c.var.deps.db, c.var.user.id), 200))
    .openapi(save, async (c) => c.json(await savePreferences(c.var.deps.db, c.var.user.id, c.req.valid("json")), 200));
}
