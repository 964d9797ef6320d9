import { createRoute } from "@hono/zod-openapi";
import { guestCacheable } from "../../lib/guest-cache";
import { notFound } from "../../lib/http-error";
import { errorResponses, idParamSchema } from "../../lib/openapi";
import { publicRead } from "../../read-database";
import { createRouter } from "../../router";
import { sellerPageSchema } from "./sellers.schemas";
import { getSellerPage } from "./sellers.service";

const sellerPage = createRoute({
  method: "get",
  path: "/users/{id}",
  tags: ["Sellers"],
  summary: "A seller's public page: profile, rating, member since and active listings",
  request: { params: idParamSchema },
  middleware: [guestCacheable()] as const,
  responses: {
    200: { description: "The seller", content: { "application/json": { schema: sellerPageSchema } } },
    ...errorResponses(400, 404),
  },
});

export function sellerRoutes() {
  return createRouter().openapi(sellerPage, async (c) => {
    const page = await publicRead(c, (db) => getSellerPage(db, c.req.valid("param").id, c.var.user?.id));
    if (!page) throw notFound("User not found.");
    return c.json(page, 200);
  });
}
