import type { CreateSavedSearchInput } from "@kierto/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";
import { savedSearchKeys } from "./query-keys";

/**
 * Saves the feed's filters (its URL parameters, which the server reads with the feed's own
 * schema) under a name. A refusal (the limit of 20, an empty search) is toasted with its code's text.
 */
export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: messages.listings.saveSearch.error },
    mutationFn: ({ name, query }: { name: string; query: Record<string, string> }) =>
      unwrap(
        api.me["saved-searches"].$post({
          // The URL's strings, parsed by the server with the feed's schema as the feed request is.
          json: { name, filters: query as unknown as CreateSavedSearchInput["filters"] },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.list }),
  });
}
