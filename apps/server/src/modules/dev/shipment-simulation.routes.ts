import { createRoute, z } from "@hono/zod-openapi";
import { notFound } from "../../lib/http-error";
import { errorResponses } from "../../lib/openapi";
import { createRouter } from "../../router";
import { trackingEventSchema } from "../shipping";

const advance = createRoute({
  method: "post",
  path: "/dev/shipping/shipments/{trackingCode}/advance",
  tags: ["Development"],
  summary: "Move a local carrier's parcel on now (development only)",
  description:
    "Development only, for demos and the browser journeys: the parcel's next step (the sender's drop-off at " +
    "the locker first, then transit, arrival and hand-over), or with `kind` a turn of events: returning to " +
    "the sender, or an exception. Exists only beside the dev outbox, with the local carrier, for a loopback peer.",
  request: {
    params: z.object({ trackingCode: z.string().regex(/^[A-Z0-9]{6,40}$/) }),
    body: {
      content: { "application/json": { schema: z.object({ kind: z.enum(["returning", "exception"]).optional() }) } },
      required: false,
    },
  },
  responses: {
    200: { description: "The event that happened", content: { "application/json": { schema: trackingEventSchema } } },
    ...errorResponses(400, 404),
  },
});

/** Moving the local carrier's parcels by hand; 404 with any other carrier. */
export function shipmentSimulationRoutes() {
  return createRouter().openapi(advance, async (c) => {
    const simulation = c.var.deps.shipping.simulation;
    if (!simulation) throw notFound();
    const { kind } = c.req.valid("json") ?? {};
    const event = await simulation.advance(c.req.valid("param").trackingCode, kind);
    if (!event) throw notFound();
    return c.json({ ...event, occurredAt: event.occurredAt.toISOString() }, 200);
  });
}
