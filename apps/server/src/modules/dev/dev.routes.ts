import { createRoute, z } from "@hono/zod-openapi";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { readOutbox } from "../../platform/mail/outbox-mailer";
import { createRouter } from "../../router";
import { mailboxSchema } from "./dev.schemas";
import { renderMailbox } from "./mailbox-page";

const listMailbox = createRoute({
  method: "get",
  path: "/dev/mailbox",
  tags: ["Development"],
  summary: "Mail kept in the dev outbox, newest first (development only)",
  request: { query: z.object({ to: z.string().optional() }) },
  responses: {
    200: { description: "The mails", content: { "application/json": { schema: mailboxSchema } } },
  },
});

/** JSON access to the dev outbox, for people and end-to-end tests (README.md, Demo accounts). */
export function devApiRoutes() {
  return createRouter().openapi(listMailbox, async (c) => {
    return c.json(await readOutbox(c.var.deps.db, c.req.valid("query").to), 200);
  });
}

/** The browsable mailbox page at /dev/mailbox. */
export function devPageRoutes() {
  return new Hono<AppEnv>().get("/mailbox", async (c) => {
    const to = c.req.query("to");
    return c.html(renderMailbox(await readOutbox(c.var.deps.db, to), to));
  });
}
