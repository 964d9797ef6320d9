import type { ReportListingInput } from "@kierto/shared";
import { useMutation } from "@tanstack/react-query";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";

/** A notice about a listing, from anyone: stored pending for the moderators; a guest leaves an address for the outcome. */
export function useReportListing(productId: string) {
  return useMutation({
    meta: { errorTitle: messages.moderation.toast.reportError },
    mutationFn: (input: ReportListingInput) =>
      unwrap(api.products[":id"].reports.$post({ param: { id: productId }, json: input })),
  });
}
