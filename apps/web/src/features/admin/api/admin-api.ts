import type { Role } from "@kierto/shared";
import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";

export type AdminUserPage = InferResponseType<typeof api.admin.users.$get, 200>;
export type AdminUser = AdminUserPage["items"][number];
export type AdminJobs = InferResponseType<typeof api.admin.jobs.$get, 200>;
export type AuditEntry = InferResponseType<typeof api.admin.audit.$get, 200>["items"][number];

export const adminKeys = {
  all: ["admin"] as const,
  stats: ["admin", "stats"] as const,
  users: (q: string, page: number) => ["admin", "users", q, page] as const,
  audit: ["admin", "audit"] as const,
  jobs: ["admin", "jobs"] as const,
};

/** The dashboard's five figures, from one query on the server. */
export function useAdminStats() {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.stats,
      // The dashboard shows its own failure texts.
      meta: { quiet: true },
      queryFn: ({ signal }) => unwrap(api.admin.stats.$get({}, { init: { signal } })),
    }),
  );
}

/** A page of users matching the search; the previous page stays shown while the next loads. */
export function useAdminUsers(q: string, page: number) {
  return useQuery({
    queryKey: adminKeys.users(q, page),
    meta: { quiet: true },
    queryFn: ({ signal }) =>
      unwrap(api.admin.users.$get({ query: { q: q || undefined, page: String(page) } }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: messages.admin.roleFailed },
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      unwrap(api.admin.users[":id"].role.$put({ param: { id }, json: { role } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/**
 * Takes away the second factor of someone who lost the device and the backup codes, with the
 * reason the audit log keeps; the user list (its two-factor column) and the audit log refresh.
 */
export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: messages.admin.twoFactor.failed },
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      unwrap(api.admin.users[":id"]["two-factor"].reset.$post({ param: { id }, json: { reason } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** The audit log, newest first; each further page starts after the last entry shown. */
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: adminKeys.audit,
    meta: { quiet: true },
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      unwrap(api.admin.audit.$get({ query: pageParam ? { before: pageParam } : {} }, { init: { signal } })),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** Background jobs: each queue's depth, and the jobs that failed every retry. */
export function useAdminJobs() {
  return useQuery({
    queryKey: adminKeys.jobs,
    meta: { quiet: true },
    queryFn: ({ signal }) => unwrap(api.admin.jobs.$get({}, { init: { signal } })),
  });
}

/** Sends a failed job back to its queue. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: messages.admin.jobs.retryFailed },
    mutationFn: (id: string) => unwrap(api.admin.jobs["dead-letters"][":id"].retry.$post({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.jobs }),
  });
}
