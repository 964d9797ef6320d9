import { z } from "@hono/zod-openapi";
import { CARRIERS, PICKUP_POINT_KINDS, SHIPMENT_EVENT_KINDS } from "@kierto/shared";

export const openingPeriodSchema = z.object({
  weekday: z.number().int().min(1).max(7).openapi({ description: "1 Monday ... 7 Sunday" }),
  opens: z.string().openapi({ example: "08:00" }),
  closes: z.string().openapi({ example: "21:00" }),
});

export const pickupPointSchema = z
  .object({
    id: z.string(),
    carrier: z.enum(CARRIERS),
    kind: z.enum(PICKUP_POINT_KINDS),
    name: z.string(),
    street: z.string(),
    postcode: z.string(),
    city: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    openingHours: z.array(openingPeriodSchema),
  })
  .openapi("PickupPoint");

export const pickupPointMatchesSchema = z
  .object({
    points: z.array(
      z.object({
        point: pickupPointSchema,
        distanceMeters: z.number().int().nullable().openapi({ description: "Null when the query names no place" }),
      }),
    ),
  })
  .openapi("PickupPointMatches");

export const trackingEventSchema = z
  .object({
    trackingCode: z.string(),
    sequence: z.number().int(),
    code: z.string().openapi({ description: "The carrier's own event code" }),
    kind: z.enum(SHIPMENT_EVENT_KINDS),
    occurredAt: z.string(),
    location: z.string().nullable(),
  })
  .openapi("TrackingEvent");
