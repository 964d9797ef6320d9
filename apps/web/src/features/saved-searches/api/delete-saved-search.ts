import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";
import { savedSearchKeys } from "./query-keys";

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: messages.savedSearches.deleteError },
    mutationFn: (id: string) => unwrap(api.me["saved-searches"][":id"].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.list }),
  });
}
