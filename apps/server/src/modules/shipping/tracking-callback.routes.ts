import { createRoute, z } from "@hono/zod-openapi";
import { SHIPPING_CARRIER_NAMES } from "@kierto/shared";
import { HttpError, notFound } from "../../lib/http-error";
import { errorResponses } from "../../lib/openapi";
import { eventKindOfCode } from "../../platform/shipping";
import { createRouter } from "../../router";
import { CALLBACK_SIGNATURE_HEADER, callbackSignatureValid } from "./callback-signature";
import { pakettikauppaCallbackRoutes } from "./pakettikauppa-callback.routes";
import { recordTrackingEvent } from "./parcel-events";

const callbackEventSchema = z.object({
  trackingCode: z.string().regex(/^[A-Z0-9]{6,40}$/),
  sequence: z.number().int().min(0).max(1_000_000),
  code: z.string().regex(/^[A-Za-z0-9_-]{1,16}$/),
  occurredAt: z.iso.datetime({ offset: true }),
  location: z.string().max(200).nullable().optional(),
});
const callbackBodySchema = z.object({ events: z.array(callbackEventSchema).min(1).max(100) });

const callback = createRoute({
  method: "post",
  path: "/shipping/callbacks/{carrier}",
  tags: ["Shipping"],
  summary: "A carrier reports tracking events",
  description:
    `The body is \`{ events: [{ trackingCode, sequence, code, occurredAt, location }] }\`, signed: the ` +
    `\`${CALLBACK_SIGNATURE_HEADER}\` header is \`sha256=\` and the hex HMAC-SHA256 of the raw body under ` +
    "SHIPPING_CALLBACK_SECRET. The signature is checked before the body is read: a wrong or missing one 401 " +
    "`SHIPPING_CALLBACK_UNVERIFIED`. Each event is stored raw once (by tracking code and sequence) and applied in " +
    "the carrier's order; an event heard again changes nothing. Events of shipments no sale knows are ignored.",
  request: { params: z.object({ carrier: z.enum(SHIPPING_CARRIER_NAMES) }) },
  responses: {
    200: {
      description: "How many events were new",
      content: { "application/json": { schema: z.object({ received: z.number().int(), applied: z.number().int() }) } },
    },
    ...errorResponses(400, 401, 404),
  },
});

export function trackingCallbackRoutes() {
  // Pakettikauppa speaks its own signed form; the generic route below speaks ours.
  return createRouter()
    .route("/", pakettikauppaCallbackRoutes())
    .openapi(callback, async (c) => {
      const deps = c.var.deps;
      if (c.req.valid("param").carrier !== deps.env.shippingCarrier) throw notFound();
      const raw = await c.req.text();
      if (!callbackSignatureValid(deps.env.shippingCallbackSecret, raw, c.req.header(CALLBACK_SIGNATURE_HEADER))) {
        throw new HttpError(401, "SHIPPING_CALLBACK_UNVERIFIED", "The callback's signature does not match.");
      }
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        throw new HttpError(400, "VALIDATION_FAILED", "The body is not JSON.");
      }
      const parsed = callbackBodySchema.safeParse(json);
      if (!parsed.success) throw new HttpError(400, "VALIDATION_FAILED", "The events are malformed.");
      let applied = 0;
      for (const event of parsed.data.events) {
        const outcome = await recordTrackingEvent(deps, {
          ...event,
          kind: eventKindOfCode(event.code),
          occurredAt: new Date(event.occurredAt),
          location: event.location ?? null,
        });
        if (outcome === "applied") applied += 1;
      }
      return c.json({ received: parsed.data.events.length, applied }, 200);
    });
}
