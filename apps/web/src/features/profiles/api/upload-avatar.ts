import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messages } from "@/i18n";
import { apiFetch } from "@/lib/api-client";
import { sessionQuery } from "@/lib/session-query";
import { profileKeys } from "./get-own-profile";

const AVATAR_UPLOAD_URL = "/api/profiles/me/avatar";

/** Replaces my avatar; the header and every list showing me pick up the new address. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: messages.profile.avatarError },
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return apiFetch<{ avatarUrl: string | null }>(AVATAR_UPLOAD_URL, { method: "POST", body: form });
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
        queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
      ]);
    },
  });
}
