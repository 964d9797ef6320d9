import { createRoute } from "@hono/zod-openapi";
import { createProductSchema, updateProductSchema } from "@kierto/shared";
import type { Database } from "../../db/client";
import { notFound } from "../../lib/http-error";
import { errorResponses, idParamSchema } from "../../lib/openapi";
import { createRouter } from "../../router";
import { signedIn } from "../auth";
import { finishPhotos } from "../uploads";
import { getProductDetail } from "./product-detail.service";
import { productDetailSchema } from "./products.schemas";
import { createListing, deleteListing, updateListing } from "./selling.service";

const create = createRoute({
  method: "post",
  path: "/products",
  tags: ["Selling"],
  summary: "List an item, or save it as a draft",
  description:
    "`price` in euros (at most two decimals). `photoIds`: 1-5 of one's own unclaimed uploads in display order " +
    "(a draft may have none). `status` is `active` (default) or `draft`; nobody can set `sold`.",
  middleware: [signedIn] as const,
  request: { body: { content: { "application/json": { schema: createProductSchema } }, required: true } },
  responses: {
    201: { description: "The new listing", content: { "application/json": { schema: productDetailSchema } } },
    ...errorResponses(400, 401),
  },
});

const update = createRoute({
  method: "patch",
  path: "/products/{id}",
  tags: ["Selling"],
  summary: "Change one's own listing",
  description:
    "Drafts: any field, and `status: active` publishes. Active listings: any field too, marking the listing edited " +
    "(`editedAt`), except while a sale holds it (409 `PRICE_LOCKED_BY_SALE`, `LISTING_LOCKED_BY_SALE`; fields sent " +
    "unchanged are no change); a lower price notifies everyone who favourited it. Sold: nothing.",
  middleware: [signedIn] as const,
  request: {
    params: idParamSchema,
    body: { content: { "application/json": { schema: updateProductSchema } }, required: true },
  },
  responses: {
    200: { description: "The changed listing", content: { "application/json": { schema: productDetailSchema } } },
    ...errorResponses(400, 401, 403, 404, 409, 410),
  },
});

const remove = createRoute({
  method: "delete",
  path: "/products/{id}",
  tags: ["Selling"],
  summary: "Delete one's own listing; one that is part of a sale cannot be deleted (409)",
  description:
    "The listing leaves every feed, search, favourites list, seller page and My Items, and its page answers 410; " +
    "its chats stay readable by both parties but take no new messages (403 `LISTING_DELETED`).",
  middleware: [signedIn] as const,
  request: { params: idParamSchema },
  responses: {
    204: { description: "Deleted" },
    ...errorResponses(400, 401, 403, 404, 409, 410),
  },
});

export function sellingRoutes() {
  return createRouter()
    .openapi(create, async (c) => {
      const user = c.var.user;
      const input = c.req.valid("json");
      // Photos uploaded a moment ago may still be having their sizes made: the listing waits for them.
      await finishPhotos(c.var.deps, user.id, input.photoIds);
      const id = await createListing(c.var.deps, user.id, input);
      return c.json(await ownListing(c.var.deps.db, id, user.id), 201);
    })
    .openapi(update, async (c) => {
      const user = c.var.user;
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      await finishPhotos(c.var.deps, user.id, input.photoIds ?? []);
      await updateListing(c.var.deps, user.id, id, input);
      return c.json(await ownListing(c.var.deps.db, id, user.id), 200);
    })
    .openapi(remove, async (c) => {
      const user = c.var.user;
      await deleteListing(c.var.deps, user.id, c.req.valid("param").id);
      return c.body(null, 204);
    });
}

/** The listing as its page shows it, for the seller who just saved it. */
async function ownListing(db: Database, id: string, sellerId: string) {
  const product = await getProductDetail(db, id, sellerId);
  if (!product) throw notFound("Product not found.");
  return product;
}
