import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { appealsContent } from "@/i18n/content/appeals";
import { api, unwrap } from "@/lib/api-client";

export type Suspension = InferResponseType<typeof api.moderation.suspensions.$get, 200>["items"][number];

/** The suspended accounts (moderators and admins). */
export function useSuspensions() {
  return useQuery({
    queryKey: ["moderation", "suspensions"],
    // The list shows its own failure text.
    meta: { quiet: true },
    queryFn: ({ signal }) => unwrap(api.moderation.suspensions.$get({}, { init: { signal } })),
  });
}

/** Lift a suspension with the reason the person reads; the lists, figures and audit log refresh. */
export function useLiftSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: appealsContent.suspensions.liftFailed },
    mutationFn: ({ userId, reason }: { userId: string; reason: string }) =>
      unwrap(api.moderation.users[":id"]["lift-suspension"].$post({ param: { id: userId }, json: { reason } })),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["moderation"] }),
        queryClient.invalidateQueries({ queryKey: ["admin"] }),
      ]);
    },
  });
}
