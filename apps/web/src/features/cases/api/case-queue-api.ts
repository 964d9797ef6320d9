import type { CaseAppealDecisionInput, CaseDecisionInput } from "@kierto/shared";
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

export type QueuedCaseAppeal = InferResponseType<(typeof api.moderation)["case-appeals"]["$get"], 200>[number];

/** Appeals against case decisions waiting for a moderator, oldest first. */
export function useCaseAppealQueue() {
  return useQuery({
    queryKey: ["moderation", "case-appeals"],
    meta: { quiet: true },
    queryFn: ({ signal }) => unwrap(api.moderation["case-appeals"].$get({}, { init: { signal } })),
  });
}

/** Upholds or overturns a case decision on appeal; the queues, the figures and the audit log refresh. */
export function useDecideCaseAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: messages.moderation.caseAppeals.decideFailed },
    mutationFn: ({ id, decision }: { id: string; decision: CaseAppealDecisionInput }) =>
      unwrap(api.moderation["case-appeals"][":id"].decision.$post({ param: { id }, json: decision })),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["moderation"] }),
        queryClient.invalidateQueries({ queryKey: ["admin"] }),
      ]);
    },
  });
}
