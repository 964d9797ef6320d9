import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { appealsContent } from "@/i18n/content/appeals";
import { api, unwrap } from "@/lib/api-client";

export type QueuedAppeal = InferResponseType<typeof api.moderation.appeals.$get, 200>["items"][number];
export type AppealInput = InferRequestType<typeof api.appeals.$post>["json"] & { token?: string };

/**
 * File an appeal, signed in or, for a suspended person, with the token from the refused sign-in or
 * the mail, which travels as a header; the form shows failures itself.
 */
export function useSubmitAppeal() {
  return useMutation({
    meta: { quiet: true },
    mutationFn: ({ token, ...json }: AppealInput) =>
      unwrap(api.appeals.$post({ json, header: token === undefined ? {} : { "x-appeal-token": token } })),
  });
}

/** Pending appeals, oldest first (moderators and admins). */
export function useAppealQueue() {
  return useQuery({
    queryKey: ["moderation", "appeals"],
    meta: { quiet: true },
    queryFn: ({ signal }) => unwrap(api.moderation.appeals.$get({}, { init: { signal } })),
  });
}

/** Uphold or overturn; the queues, the suspended accounts, the figures and the audit log refresh. */
export function useDecideAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: appealsContent.queue.decideFailed },
    mutationFn: ({ id, outcome, note }: { id: string; outcome: "upheld" | "overturned"; note: string }) =>
      unwrap(api.moderation.appeals[":id"].decision.$post({ param: { id }, json: { outcome, note } })),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["moderation"] }),
        queryClient.invalidateQueries({ queryKey: ["admin"] }),
      ]);
    },
  });
}
