import { createRoute, z } from "@hono/zod-openapi";
import { HttpError, notFound } from "../../lib/http-error";
import { errorResponses } from "../../lib/openapi";
import { readPakettikauppaCallback } from "../../platform/shipping";
import { createRouter } from "../../router";
import { recordTrackingEvent } from "./parcel-events";

const callback = createRoute({
  method: "post",
  path: "/shipping/callbacks/pakettikauppa",
  tags: ["Shipping"],
  summary: "Pakettikauppa reports a tracking event",
  description:
    "Pakettikauppa's own callback (additional service 9901): a form with api_key, tracking_code, timestamp, " +
    "event, object (the event as /shipment/status lists it) and hash, the HMAC-SHA256 of the other values " +
    "sorted by name and joined with '&', under the account's secret. A wrong hash or another account is 401 " +
    "`SHIPPING_CALLBACK_UNVERIFIED` and changes nothing. The event is stored raw once and applied in the " +
    "carrier's order; the answer Pakettikauppa expects is `{ success: true }`, or it sends the event again.",
  responses: {
    200: {
      description: "The event was heard (new or not)",
      content: { "application/json": { schema: z.object({ success: z.literal(true) }) } },
    },
    ...errorResponses(400, 401, 404),
  },
});

export function pakettikauppaCallbackRoutes() {
  return createRouter().openapi(callback, async (c) => {
    const deps = c.var.deps;
    const account = deps.env.pakettikauppa;
    if (deps.env.shippingCarrier !== "pakettikauppa" || !account) throw notFound();
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
    const event = readPakettikauppaCallback(form, account);
    if (event === "unverified") {
      throw new HttpError(401, "SHIPPING_CALLBACK_UNVERIFIED", "The callback's signature does not match.");
    }
    if (event === "malformed") throw new HttpError(400, "VALIDATION_FAILED", "The tracking event is malformed.");
    await recordTrackingEvent(deps, event);
    return c.json({ success: true as const }, 200);
  });
}
