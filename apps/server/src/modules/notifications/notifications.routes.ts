import { createRoute } from "@hono/zod-openapi";
import { notFound } from "../../lib/http-error";
import { errorResponses, idParamSchema } from "../../lib/openapi";
import { createRouter } from "../../router";
import { signedIn } from "../auth";
import { markedReadSchema, notificationListSchema } from "./notifications.schemas";
import { listNotifications, markAllNotificationsRead, markNotificationRead } from "./notifications.service";
import { ensureProfileReminder } from "./profile-reminder";

const list = createRoute({
  method: "get",
  path: "/notifications",
  tags: ["Notifications"],
  summary: "The signed-in user's latest 20 notifications, newest first, and the unread count",
  description:
    "New ones arrive live as `notification` events on GET /api/events; refetch after each (re)connection's " +
    "`ready` event to catch up. The first call for an account without a city or avatar adds the one-time " +
    "profile reminder.",
  middleware: [signedIn] as const,
  responses: {
    200: {
      description: "The notifications",
      content: {
        "application/json": {
          schema: notificationListSchema,
        },
      },
    },
    ...errorResponses(401),
  },
});

const markRead = createRoute({
  method: "post",
  path: "/notifications/{id}/read",
  tags: ["Notifications"],
  summary: "Mark one of one's own notifications read",
  middleware: [signedIn] as const,
  request: { params: idParamSchema },
  responses: {
    204: { description: "Marked read" },
    ...errorResponses(400, 401, 404),
  },
});

const markAllRead = createRoute({
  method: "post",
  path: "/notifications/read-all",
  tags: ["Notifications"],
  summary: "Mark all of one's unread notifications read",
  middleware: [signedIn] as const,
  responses: {
    200: {
      description: "How many were marked",
      content: { "application/json": { schema: markedReadSchema } },
    },
    ...errorResponses(401),
  },
});

export function notificationRoutes() {
  return createRouter()
    .openapi(list, async (c) => {
      const user = c.var.user;
      await ensureProfileReminder(c.var.deps.db, user.id);
      return c.json(await listNotifications(c.var.deps.db, user.id), 200);
    })
    .openapi(markAllRead, async (c) => {
      const user = c.var.user;
      return c.json({ updated: await markAllNotificationsRead(c.var.deps.db, user.id) }, 200);
    })
    .openapi(markRead, async (c) => {
      const user = c.var.user;
      const found = await markNotificationRead(c.var.deps.db, user.id, c.req.valid("param").id);
      if (!found) throw notFound("Notification not found.");
      return c.body(null, 204);
    });
}
