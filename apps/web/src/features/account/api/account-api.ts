import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { messages } from "@/i18n";
import { ApiError, api, apiFetch, unwrap } from "@/lib/api-client";

/** A signed-in device, as Better Auth lists the account's sessions. */
export interface Device {
  id: string;
  token: string;
  userAgent?: string | null;
  ipAddress?: string | null;
  createdAt: string;
  expiresAt: string;
}

export type BlockedPerson = InferResponseType<typeof api.blocks.$get, 200>["items"][number];

const keys = { devices: ["account", "devices"] as const, blocks: ["account", "blocks"] as const };

export function useDevices() {
  return useQuery({
    queryKey: keys.devices,
    // The list says it itself.
    meta: { quiet: true },
    queryFn: () => apiFetch<Device[]>("/api/auth/list-sessions"),
  });
}

/** Ends one device's session, the others', or all (Better Auth's session endpoints). */
export function useSignOutDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: messages.account.devices.failed },
    mutationFn: (which: { token: string } | "others" | "all") =>
      which === "others"
        ? apiFetch("/api/auth/revoke-other-sessions", { json: {} })
        : which === "all"
          ? apiFetch("/api/auth/revoke-sessions", { json: {} })
          : apiFetch("/api/auth/revoke-session", { json: { token: which.token } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.devices }),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    // A weak or wrong password is said plainly; anything else under 'Error changing password'.
    meta: { errorTitle: messages.account.password.failed, plainCodes: ["WEAK_PASSWORD", "INVALID_PASSWORD"] },
    mutationFn: (input: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean }) =>
      apiFetch("/api/auth/change-password", { json: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.devices }),
  });
}

export function useBlockedPeople() {
  return useQuery({ queryKey: keys.blocks, meta: { quiet: true }, queryFn: () => unwrap(api.blocks.$get()) });
}

export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: messages.account.blocks.failed },
    mutationFn: (userId: string) => unwrap(api.blocks[":id"].$delete({ param: { id: userId } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.blocks }),
  });
}

/** Fetches my data export and hands it to the browser as a file download. */
export function useExportData() {
  return useMutation({ meta: { errorTitle: messages.account.exportData.failed }, mutationFn: downloadMyData });
}

async function downloadMyData(): Promise<void> {
  let response: Response;
  try {
    response = await fetch("/api/me/export", { credentials: "same-origin" });
  } catch {
    throw new ApiError(0, "NETWORK", "Network request failed");
  }
  if (!response.ok) throw new ApiError(response.status, "UNKNOWN", `export failed: ${response.status}`);
  const disposition = response.headers.get("content-disposition") ?? "";
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "kierto-data.json";
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDeleteAccount() {
  return useMutation({
    meta: { errorTitle: messages.account.deletion.failed },
    mutationFn: (password: string) => unwrap(api.me.delete.$post({ json: { password } })),
  });
}
