import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";
import { savedSearchKeys } from "./query-keys";

/**
 * Opens a saved search: its matches so far count as seen, and the answer is its filters, which
 * become the feed's URL parameters (a `featured` of false, the default, is left out).
 */
export function useOpenSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: messages.savedSearches.openError },
    mutationFn: async (id: string) => {
      const { filters } = await unwrap(api.me["saved-searches"][":id"].open.$post({ param: { id } }));
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) if (value !== false) params.set(key, String(value));
      return params;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.list }),
  });
}
