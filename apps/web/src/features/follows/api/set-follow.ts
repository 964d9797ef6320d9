import { useMutation, useMutationState, useQueryClient } from "@tanstack/react-query";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";
import { toast } from "@/lib/toast";

const followMutationKey = (sellerId: string) => ["follow", sellerId] as const;

export interface FollowChange {
  sellerName: string;
  follow: boolean;
}

/**
 * docs/product-rules.md#following-sellers Follow: the button shows the change at once (from the
 * pending change itself) and keeps it until the seller's page and listing have loaded again with
 * it, or goes back with 'Could not change whom you follow' if the server refuses.
 */
export function useSetFollow(sellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: followMutationKey(sellerId),
    meta: { errorTitle: messages.follows.error },
    mutationFn: ({ follow }: FollowChange) => {
      const route = api.users[":id"].follow;
      return unwrap(follow ? route.$put({ param: { id: sellerId } }) : route.$delete({ param: { id: sellerId } }));
    },
    onSuccess: (_, { follow, sellerName }) => {
      toast.success(follow ? messages.follows.followed(sellerName) : messages.follows.unfollowed(sellerName));
    },
    // The seller's page (its count) and the listing pages showing the seller load again; the
    // Following feed gains or loses the seller's listings when next shown.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["profiles", sellerId] }),
        queryClient.invalidateQueries({ queryKey: ["products", "detail"] }),
        queryClient.invalidateQueries({ queryKey: ["products", "following"], refetchType: "none" }),
      ]),
  });
}

/**
 * The follow state to show for a seller: a change on its way wins over what the page loaded, so
 * every control of the seller (the button, the follower count) shows it at once.
 */
export function useFollowedNow(sellerId: string, loaded: boolean): boolean {
  const pending = useMutationState({
    filters: { mutationKey: followMutationKey(sellerId), status: "pending" },
    select: (mutation) => (mutation.state.variables as FollowChange | undefined)?.follow,
  });
  return pending.at(-1) ?? loaded;
}
