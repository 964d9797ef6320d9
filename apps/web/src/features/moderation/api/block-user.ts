import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

/** Spec §4 Chat: blocking is a one-way insert; both sides' conversations close. */
export function useBlockUser() {
  return useMutation({
    mutationFn: (userId: string) => unwrap(api.blocks.$post({ json: { userId } })),
  });
}
