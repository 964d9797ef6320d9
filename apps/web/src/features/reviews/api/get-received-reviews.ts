import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/lib/api-client";
import { reviewKeys } from "./query-keys";

export type ReceivedReviews = InferResponseType<(typeof api.users)[":id"]["reviews"]["$get"], 200>;
export type ReceivedReview = ReceivedReviews["items"][number];

/** The reviews a person received, newest first, with their rating summary (public). */
export const receivedReviewsQuery = (userId: string) =>
  queryOptions({
    queryKey: reviewKeys.received(userId),
    // docs/product-rules.md#errors-and-messages: only logged; the list says so itself.
    meta: { quiet: true },
    queryFn: ({ signal }) => unwrap(api.users[":id"].reviews.$get({ param: { id: userId } }, { init: { signal } })),
  });

export function useReceivedReviews(userId: string) {
  return useQuery(receivedReviewsQuery(userId));
}
