import type { ReportUserInput } from "@kierto/shared";
import { useMutation } from "@tanstack/react-query";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";

/** docs/product-rules.md#blocks-and-reports Report: stored pending for the moderators; from a chat it names the chat. */
export function useReportUser() {
  return useMutation({
    meta: { errorTitle: messages.moderation.toast.reportError },
    mutationFn: (input: ReportUserInput) => unwrap(api.reports.$post({ json: input })),
  });
}
