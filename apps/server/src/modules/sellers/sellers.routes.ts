import { createRoute, z } from "@hono/zod-openapi";
import { notFound } from "../../lib/http-error";
import { errorResponses } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { productPageSchema } from "../products/products.schemas";
import { idParamSchema, publicProfileSchema } from "../profiles/profiles.schemas";
import { ratingSummarySchema } from "../reviews/rating-summary";
import { getSellerPage } from "./sellers.service";

const sellerPageSchema = z
  .object({
    profile: publicProfileSchema,
    rating: ratingSummarySchema,
    memberSince: z.iso.datetime(),
    activeListingCount: z.number().int(),
    listings: productPageSchema.openapi({
      description: "The first page of active listings; more from GET /products?seller={id}&cursor=",
    }),
  })
  .openapi("SellerPage");

const sellerPage = createRoute({
  method: "get",
  path: "/users/{id}",
  tags: ["Sellers"],
  summary: "A seller's public page: profile, rating, member since and active listings",
  request: { params: idParamSchema },
  responses: {
    200: { description: "The seller", content: { "application/json": { schema: sellerPageSchema } } },
    ...errorResponses(400, 404),
  },
});

export function sellerRoutes() {
  return createRouter().openapi(sellerPage, async (c) => {
    const page = await getSellerPage(c.var.deps.db, c.req.valid("param").id, c.var.user?.id);
    if (!page) throw notFound("User not found.");
    return c.json(page, 200);
  });
}
