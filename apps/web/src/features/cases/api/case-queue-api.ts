import type { CaseDecisionInput } from "@kierto/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";

export type QueuedCase = InferResponseType<typeof api.moderation.cases.$get, 200>[number];

/** Problem cases waiting for a moderator, oldest first (moderators and admins). */
export function useCaseQueue() {
  return useQuery({
    queryKey: ["moderation", "cases"],
    meta: { quiet: true },
    queryFn: ({ signal }) => unwrap(api.moderation.cases.$get({}, { init: { signal } })),
  });
}

/** Decides a case; the queue, the figures and the audit log refresh. */
export function useDecideCase() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: messages.moderation.caseQueue.decideFailed },
    mutationFn: ({ id, decision }: { id: string; decision: CaseDecisionInput }) =>
      unwrap(api.moderation.cases[":id"].decision.$post({ param: { id }, json: decision })),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["moderation"] }),
        queryClient.invalidateQueries({ queryKey: ["admin"] }),
      ]);
    },
  });
}
