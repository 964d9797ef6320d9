import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";
import { savedSearchKeys } from "./query-keys";

export function useRenameSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: messages.savedSearches.renameError },
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      unwrap(api.me["saved-searches"][":id"].$patch({ param: { id }, json: { name } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.list }),
  });
}
