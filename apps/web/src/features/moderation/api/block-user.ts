import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

/** docs/product-rules.md#blocks-and-reports Chat: blocking is a one-way insert; both sides' conversations close. */
export function useBlockUser() {
  return useMutation({
    mutationFn: (userId: string) => unwrap(api.blocks.$post({ json: { userId } })),
  });
}
