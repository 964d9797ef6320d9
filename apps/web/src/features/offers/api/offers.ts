import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";

export type Offer = InferResponseType<(typeof api.chats)[":id"]["offers"]["$get"], 200>["items"][number];

/** Every cached piece of offers lives under "offers", so one invalidation refreshes them all. */
export const offerKeys = {
  all: ["offers"] as const,
  chat: (chatId: string) => ["offers", "chat", chatId] as const,
  // Typed alike, so a component may read either history with one query.
  listing: (productId: string): readonly string[] => ["offers", "listing", productId],
  sale: (saleId: string): readonly string[] => ["offers", "sale", saleId],
};

/** The offer cards of a chat, oldest first; refetched on the chat's live event. */
export const chatOffersQuery = (chatId: string) =>
  queryOptions({
    queryKey: offerKeys.chat(chatId),
    queryFn: () => unwrap(api.chats[":id"].offers.$get({ param: { id: chatId } })),
  });

/** A listing's offer history: every buyer's for its seller (My Items, the sale's page). */
export const listingOffersQuery = (productId: string) =>
  queryOptions({
    queryKey: offerKeys.listing(productId),
    queryFn: () => unwrap(api.products[":id"].offers.$get({ param: { id: productId } })),
  });

/** The offers between a sale's buyer and seller that led to it (the sale's page). */
export const saleOffersQuery = (saleId: string) =>
  queryOptions({
    queryKey: offerKeys.sale(saleId),
    queryFn: () => unwrap(api.sales[":id"].offers.$get({ param: { id: saleId } })),
  });

function useOfferMutation<Input>(call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: messages.transactions.toast.error },
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}

export const useMakeOffer = (productId: string) =>
  useOfferMutation((amountCents: number) =>
    unwrap(api.products[":id"].offers.$post({ param: { id: productId }, json: { amountCents } })),
  );

export const useAnswerOffer = () =>
  useOfferMutation(({ id, action }: { id: string; action: "accept" | "decline" | "withdraw" }) =>
    unwrap(api.offers[":id"][action].$post({ param: { id } })),
  );

export const useCounterOffer = () =>
  useOfferMutation(({ id, amountCents }: { id: string; amountCents: number }) =>
    unwrap(api.offers[":id"].counter.$post({ param: { id }, json: { amountCents } })),
  );

/** An offer on the buyer's bundle for one seller: the amount and the items the buyer saw, which the server checks. */
export const useMakeBundleOffer = (sellerId: string) =>
  useOfferMutation((input: { amountCents: number; productIds: string[] }) =>
    unwrap(api.me.bundles[":sellerId"].offers.$post({ param: { sellerId }, json: input })),
  );
