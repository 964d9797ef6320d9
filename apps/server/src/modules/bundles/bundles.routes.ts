import { createRoute, z } from "@hono/zod-openapi";
import { bundleItemSchema, bundleTiersSchema, checkoutDeliverySchema } from "@kierto/shared";
import { errorResponses, idParamSchema } from "../../lib/openapi";
import { rateLimit } from "../../lib/rate-limit";
import { createRouter } from "../../router";
import { signedIn } from "../auth";
import { endBundleOffersOnBasketChange } from "../offers";
import { addToBasket, removeFromBasket } from "./basket.service";
import { getBasketView, listBaskets } from "./basket-view";
import { startBundleCheckout } from "./bundle-checkout";
import { bundleTiersOf, saveBundleTiers } from "./bundle-tiers";
import {
  basketListSchema,
  basketViewSchema,
  bundleCheckoutResultSchema,
  bundleTiersResultSchema,
  sellerParamSchema,
} from "./bundles.schemas";

const json = <T>(schema: T) => ({ "application/json": { schema } });

const readTiers = createRoute({
  method: "get",
  path: "/me/bundle-tiers",
  tags: ["Bundles"],
  summary: "The signed-in seller's bundle discount tiers",
  middleware: [signedIn] as const,
  responses: { 200: { description: "The tiers", content: json(bundleTiersResultSchema) }, ...errorResponses(401) },
});

const saveTiers = createRoute({
  method: "put",
  path: "/me/bundle-tiers",
  tags: ["Bundles"],
  summary: "Save the seller's bundle discount tiers",
  description:
    "Up to three tiers, each a minimum item count of at least 2 and a percentage from 1 to 30; counts and " +
    "percentages strictly increasing. An empty list turns bundle discounts off. Anything else 400 `VALIDATION_FAILED`.",
  middleware: [signedIn] as const,
  request: { body: { content: json(bundleTiersSchema), required: true } },
  responses: {
    200: { description: "The saved tiers", content: json(bundleTiersResultSchema) },
    ...errorResponses(400, 401),
  },
});

const baskets = createRoute({
  method: "get",
  path: "/me/bundles",
  tags: ["Bundles"],
  summary: "The buyer's bundle baskets, one per seller",
  middleware: [signedIn] as const,
  responses: { 200: { description: "The baskets", content: json(basketListSchema) }, ...errorResponses(401) },
});

const basket = createRoute({
  method: "get",
  path: "/me/bundles/{sellerId}",
  tags: ["Bundles"],
  summary: "The buyer's basket for one seller, priced by the server",
  middleware: [signedIn] as const,
  request: { params: sellerParamSchema },
  responses: { 200: { description: "The basket", content: json(basketViewSchema) }, ...errorResponses(400, 401) },
});

const add = createRoute({
  method: "post",
  path: "/me/bundles/items",
  tags: ["Bundles"],
  summary: "Put a listing in the basket for its seller; an offer on that basket ends",
  description:
    "Refusals: own listing 403 `CANNOT_BUNDLE_OWN_ITEM`; sold 409 `ITEM_SOLD`; held by a checkout or sale 409 " +
    "`ITEM_RESERVED`; a full basket 409 `BUNDLE_FULL`; missing, draft or deleted 404.",
  middleware: [signedIn, rateLimit({ name: "bundle-items", windowSeconds: 60, max: 60 })] as const,
  request: { body: { content: json(bundleItemSchema), required: true } },
  responses: {
    201: { description: "The seller's basket with the item", content: json(basketViewSchema) },
    ...errorResponses(400, 401, 403, 404, 409, 429),
  },
});

const remove = createRoute({
  method: "delete",
  path: "/me/bundles/items/{id}",
  tags: ["Bundles"],
  summary: "Take a listing out of the basket; an offer on that basket ends",
  middleware: [signedIn] as const,
  request: { params: idParamSchema },
  responses: { 204: { description: "Not in the basket any more" }, ...errorResponses(400, 401) },
});

const checkout = createRoute({
  method: "post",
  path: "/me/bundles/{sellerId}/checkout",
  tags: ["Bundles"],
  summary: "Pay for the basket: reserve its items together and open one card checkout",
  description:
    "The amount is the items' prices less the seller's tier discount, plus one parcel's postage; nothing of it comes " +
    "from the browser. Items sold or removed meanwhile leave the basket and are named: 409 `BUNDLE_ITEM_UNAVAILABLE` " +
    "with `details.productIds`, nothing reserved or charged. Empty 409 `BUNDLE_EMPTY`; no delivery method in " +
    "common 409 `BUNDLE_NO_COMMON_DELIVERY`; a method not every item offers 409 `DELIVERY_METHOD_NOT_OFFERED`.",
  middleware: [signedIn, rateLimit({ name: "checkout", windowSeconds: 600, max: 30 })] as const,
  request: {
    params: sellerParamSchema,
    body: { content: json(z.object({ delivery: checkoutDeliverySchema.optional() })), required: false },
  },
  responses: {
    201: { description: "The checkout is open", content: json(bundleCheckoutResultSchema) },
    ...errorResponses(400, 401, 404, 409, 429, 503),
  },
});

export function bundleRoutes() {
  return createRouter()
    .openapi(readTiers, async (c) => c.json({ tiers: await bundleTiersOf(c.var.deps.db, c.var.user.id) }, 200))
    .openapi(saveTiers, async (c) => {
      const tiers = await saveBundleTiers(c.var.deps.db, c.var.user.id, c.req.valid("json").tiers);
      return c.json({ tiers }, 200);
    })
    .openapi(baskets, async (c) => c.json({ baskets: await listBaskets(c.var.deps.db, c.var.user.id) }, 200))
    .openapi(basket, async (c) =>
      c.json(await getBasketView(c.var.deps.db, c.var.user.id, c.req.valid("param").sellerId), 200),
    )
    .openapi(add, async (c) => {
      const { sellerId, added } = await addToBasket(c.var.deps.db, c.var.user.id, c.req.valid("json").productId);
      // An offer on the bundle is fixed on its items: a changed basket ends it, with a notice.
      if (added) await endBundleOffersOnBasketChange(c.var.deps, c.var.user.id, sellerId);
      return c.json(await getBasketView(c.var.deps.db, c.var.user.id, sellerId), 201);
    })
    .openapi(remove, async (c) => {
      const sellerId = await removeFromBasket(c.var.deps.db, c.var.user.id, c.req.valid("param").id);
      if (sellerId) await endBundleOffersOnBasketChange(c.var.deps, c.var.user.id, sellerId);
      return c.body(null, 204);
    })
    .openapi(checkout, async (c) => {
      const user = c.var.user;
      const started = await startBundleCheckout(
        c.var.deps,
        { id: user.id, email: user.email },
        c.req.valid("param").sellerId,
        c.req.valid("json")?.delivery ?? { method: "hand_delivery" },
      );
      return c.json(started, 201);
    });
}
