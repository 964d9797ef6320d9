import { createRoute } from "@hono/zod-openapi";
import { errorResponses } from "../../lib/openapi";
import { rateLimit } from "../../lib/rate-limit";
import { createRouter } from "../../router";
import { signedIn } from "../auth";
import { accountExportSchema, deleteAccountSchema } from "./account.schemas";
import { deleteAccount } from "./delete-account.service";
import { exportUserData } from "./export.service";

const exportData = createRoute({
  method: "get",
  path: "/me/export",
  tags: ["Account"],
  summary: "Download everything Kierto holds about me as JSON (GDPR art. 15 and 20)",
  middleware: [signedIn, rateLimit({ name: "data-exports", windowSeconds: 3600, max: 10 })] as const,
  responses: {
    200: { description: "The export", content: { "application/json": { schema: accountExportSchema } } },
    ...errorResponses(401, 429),
  },
});

const removeAccount = createRoute({
  method: "post",
  path: "/me/delete",
  tags: ["Account"],
  summary: "Delete my account, confirmed with my password (GDPR art. 17)",
  description:
    "Sessions end, listings are removed, chats stay for the other party with 'Deleted user', reviews and " +
    "sale records stay without the name, and the e-mail address is freed. 409 OPEN_SALE while a sale is " +
    "reserved or paid; 403 INVALID_PASSWORD for a wrong password.",
  middleware: [signedIn, rateLimit({ name: "account-deletion", windowSeconds: 600, max: 5 })] as const,
  request: { body: { required: true, content: { "application/json": { schema: deleteAccountSchema } } } },
  responses: {
    204: { description: "The account is deleted" },
    ...errorResponses(400, 401, 403, 409, 429),
  },
});

export function accountRoutes() {
  return createRouter()
    .openapi(exportData, async (c) => {
      const data = await exportUserData(c.var.deps, c.var.user.id);
      const day = new Date().toISOString().slice(0, 10);
      c.header("Content-Disposition", `attachment; filename="kierto-data-${day}.json"`);
      return c.json(data, 200);
    })
    .openapi(removeAccount, async (c) => {
      await deleteAccount(c.var.deps, c.var.user.id, c.req.valid("json").password);
      return c.body(null, 204);
    });
}
