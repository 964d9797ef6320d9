import type { ParcelSizeClass } from "@kierto/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/lib/api-client";

/** One pickup point found, and how far it is (GET /api/shipping/pickup-points). */
export type PickupPointMatch = InferResponseType<(typeof api.shipping)["pickup-points"]["$get"], 200>["points"][number];

/** Pickup points for a postcode or words, nearest first, that take a parcel of the listing's size. */
export const pickupPointsQuery = (query: string, size: ParcelSizeClass) =>
  queryOptions({
    queryKey: ["shipping", "pickup-points", query, size],
    queryFn: () =>
      unwrap(api.shipping["pickup-points"].$get({ query: { q: query, size, limit: "10" } })).then(
        (body) => body.points,
      ),
    staleTime: 5 * 60_000,
  });

export function usePickupPoints(query: string, size: ParcelSizeClass) {
  return useQuery({ ...pickupPointsQuery(query, size), enabled: query.trim().length > 0 });
}
