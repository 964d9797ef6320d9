/** The signed-in session, read by the session provider and refreshed by whatever changes the profile. */
import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

export const sessionQuery = queryOptions({
  queryKey: ["session"],
  queryFn: () => unwrap(api.session.$get()),
  staleTime: 60_000,
  // A session ends elsewhere (sign-out on another device, expiry): notice it when the tab wakes.
  refetchOnWindowFocus: true,
  refetchInterval: 5 * 60_000,
});

export type SessionData = Awaited<ReturnType<NonNullable<typeof sessionQuery.queryFn>>>;
