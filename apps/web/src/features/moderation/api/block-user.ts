import { useMutation } from "@tanstack/react-query";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";

/** docs/product-rules.md#blocks-and-reports Chat: blocking is a one-way insert; both sides' conversations close. */
export function useBlockUser() {
  return useMutation({
    meta: { errorTitle: messages.moderation.toast.blockError },
    mutationFn: (userId: string) => unwrap(api.blocks.$post({ json: { userId } })),
  });
}
