import { createRoute } from "@hono/zod-openapi";
import { pickupPointSearchSchema } from "@kierto/shared";
import { errorResponses } from "../../lib/openapi";
import { createRouter } from "../../router";
import { pickupPointMatchesSchema } from "./shipping.schemas";

const searchPickupPoints = createRoute({
  method: "get",
  path: "/shipping/pickup-points",
  tags: ["Shipping"],
  summary: "Pickup points near a postcode or matching words, nearest first",
  description:
    "`q` is a postcode (the points nearest that area) or words: a city's name places the search there, the " +
    "other words must appear in a point's name, street or postcode. With `size`, only points that take a parcel " +
    "of that class (an oversize parcel fits no locker). Public: the points are the carriers' public list.",
  request: { query: pickupPointSearchSchema },
  responses: {
    200: { description: "The points", content: { "application/json": { schema: pickupPointMatchesSchema } } },
    ...errorResponses(400),
  },
});

export function shippingRoutes() {
  return createRouter().openapi(searchPickupPoints, async (c) => {
    const { q, size, carrier, limit } = c.req.valid("query");
    const points = await c.var.deps.shipping.searchPickupPoints({ query: q, sizeClass: size, carrier, limit });
    return c.json({ points }, 200);
  });
}
