import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";
import { sessionQuery } from "@/lib/session-query";
import { profileKeys } from "./get-own-profile";

export type ProfileChanges = InferRequestType<typeof api.profiles.me.$patch>["json"];

/** PATCH /api/profiles/me with only the fields that changed; the header's session follows. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: messages.profile.updateError },
    mutationFn: (json: ProfileChanges) => unwrap(api.profiles.me.$patch({ json })),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
        queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
      ]);
    },
  });
}
