import { createRoute } from "@hono/zod-openapi";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { readPushOutbox } from "../../platform/push";
import { createRouter } from "../../router";
import { pushOutboxSchema } from "./dev.schemas";
import { renderPushOutbox } from "./push-outbox-page";

const listPushOutbox = createRoute({
  method: "get",
  path: "/dev/push",
  tags: ["Development"],
  summary: "Push messages kept in the dev push outbox, newest first (development only)",
  responses: {
    200: { description: "The pushes", content: { "application/json": { schema: pushOutboxSchema } } },
  },
});

/** JSON access to the dev push outbox, for people and end-to-end tests. */
export function devPushApiRoutes() {
  return createRouter().openapi(listPushOutbox, async (c) => c.json(await readPushOutbox(c.var.deps.db), 200));
}

/** The browsable push outbox at /dev/push, beside the mailbox. */
export function devPushPageRoutes() {
  return new Hono<AppEnv>().get("/push", async (c) => c.html(renderPushOutbox(await readPushOutbox(c.var.deps.db))));
}
