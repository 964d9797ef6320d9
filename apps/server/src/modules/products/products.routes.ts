import { createRoute } from "@hono/zod-openapi";
import { productFeedQuerySchema } from "@kierto/shared";
import { guestCacheable } from "../../lib/guest-cache";
import { notFound } from "../../lib/http-error";
import { errorResponses, idParamSchema } from "../../lib/openapi";
import { publicRead } from "../../read-database";
import { createRouter } from "../../router";
import { signedIn } from "../auth";
import { countFeed, listFeed } from "./feed-tiers";
import { listOwnProducts } from "./my-products.service";
import { getProductDetail } from "./product-detail.service";
import { feedCountSchema, myProductsSchema, productDetailSchema, productPageSchema } from "./products.schemas";

const feed = createRoute({
  method: "get",
  path: "/products",
  tags: ["Products"],
  summary: "The feed: one page (20) of active listings, newest first, filtered",
  description:
    "Filters: `search` (every word matches title, category, brand or description, case-insensitive), equality on " +
    "`category`, `size`, `gender`, `condition`, `color`, `season`, `style`, `fabric`, case-insensitive partial " +
    "`brand` and `city`, `minPrice` (applied above 0) and `maxPrice` (applied below 1000) in euros, `seller`. " +
    "`sort`: `newest` (the default), `price_asc`, `price_desc` or `favorites` (favourites received in the last " +
    "30 days; `featured=true` is the same). Follow `nextCursor` for more; it keeps the order it was made in.",
  request: { query: productFeedQuerySchema },
  middleware: [guestCacheable()] as const,
  responses: {
    200: { description: "A page of listings", content: { "application/json": { schema: productPageSchema } } },
    ...errorResponses(400),
  },
});

const count = createRoute({
  method: "get",
  path: "/products/count",
  tags: ["Products"],
  summary: "How many active listings the feed's filters and search find, up to 1,000",
  description: "The same query as the feed; `sort` and `cursor` change nothing. Past 1,000, `more` is true.",
  request: { query: productFeedQuerySchema },
  responses: {
    200: { description: "The count", content: { "application/json": { schema: feedCountSchema } } },
    ...errorResponses(400),
  },
});

const detail = createRoute({
  method: "get",
  path: "/products/{id}",
  tags: ["Products"],
  summary: "One listing with every photo and its seller; a draft only for its seller",
  description: "A deleted listing answers 410 `LISTING_DELETED` for everyone; only its chats still show it.",
  request: { params: idParamSchema },
  middleware: [guestCacheable()] as const,
  responses: {
    200: { description: "The listing", content: { "application/json": { schema: productDetailSchema } } },
    ...errorResponses(400, 404, 410),
  },
});

const mine = createRoute({
  method: "get",
  path: "/me/products",
  tags: ["Products"],
  summary: "My Items: all of the signed-in seller's listings, any status, newest first, with counts",
  middleware: [signedIn] as const,
  responses: {
    200: { description: "The seller's listings", content: { "application/json": { schema: myProductsSchema } } },
    ...errorResponses(401),
  },
});

export function productRoutes() {
  return createRouter()
    .openapi(feed, async (c) =>
      c.json(await publicRead(c, (db) => listFeed(db, c.req.valid("query"), c.get("user")?.id)), 200),
    )
    .openapi(count, async (c) => c.json(await publicRead(c, (db) => countFeed(db, c.req.valid("query"))), 200))
    .openapi(mine, async (c) => {
      const user = c.var.user;
      return c.json(await listOwnProducts(c.var.deps.db, user.id), 200);
    })
    .openapi(detail, async (c) => {
      const product = await publicRead(c, (db) => getProductDetail(db, c.req.valid("param").id, c.var.user?.id));
      if (!product) throw notFound("Product not found.");
      return c.json(product, 200);
    });
}
