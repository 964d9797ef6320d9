import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";

export type QueuedReport = InferResponseType<typeof api.moderation.reports.$get, 200>["items"][number];
export type ReportDetail = InferResponseType<(typeof api.moderation.reports)[":id"]["$get"], 200>;
export type Decision = InferRequestType<(typeof api.moderation.reports)[":id"]["decision"]["$post"]>["json"];

const keys = {
  all: ["moderation"] as const,
  queue: ["moderation", "queue"] as const,
  report: (id: string) => ["moderation", "report", id] as const,
};

/** The pending reports, oldest first (moderators and admins). */
export function useReportQueue() {
  return useQuery(
    queryOptions({
      queryKey: keys.queue,
      // The queue and the report page show their own failure texts.
      meta: { quiet: true },
      queryFn: ({ signal }) => unwrap(api.moderation.reports.$get({}, { init: { signal } })),
    }),
  );
}

/** One report with its kept copy of the conversation. */
export function useReport(id: string) {
  return useQuery({
    queryKey: keys.report(id),
    meta: { quiet: true },
    queryFn: ({ signal }) => unwrap(api.moderation.reports[":id"].$get({ param: { id } }, { init: { signal } })),
  });
}

/**
 * Resolve or dismiss; the queue, the dashboard's figures and the audit log refresh. The failure
 * toast is the spec's, wording included ('Failed to resolved report').
 */
export function useDecideReport(decision: "resolve" | "dismiss") {
  const queryClient = useQueryClient();
  return useMutation({
    meta: {
      errorTitle:
        decision === "resolve" ? messages.moderation.queue.resolveFailed : messages.moderation.queue.dismissFailed,
    },
    mutationFn: ({ id, decision }: { id: string; decision: Decision }) =>
      unwrap(api.moderation.reports[":id"].decision.$post({ param: { id }, json: decision })),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.all }),
        queryClient.invalidateQueries({ queryKey: ["admin"] }),
      ]);
    },
  });
}
