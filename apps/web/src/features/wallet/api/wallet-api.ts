import type { PayoutDetails } from "@kierto/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";

export type Wallet = InferResponseType<typeof api.me.wallet.$get, 200>;
export type WalletEntry = Wallet["entries"][number];
export type WalletPayout = Wallet["payouts"][number];
export type SavedPayoutDetails = NonNullable<Wallet["payoutDetails"]>;

const walletKey = ["wallet"] as const;

/** While a withdrawal is on its way the wallet asks again this often, so it turns paid in front of the seller. */
const PAYOUT_REFETCH_MS = 1500;

const settling = (wallet: Wallet | undefined) =>
  wallet?.payouts.some((payout) => payout.state === "requested" || payout.state === "in_transit") ?? false;

/** Balances, the newest entries and payouts, and the payout details, from one request. */
export function useWallet() {
  return useQuery({
    queryKey: walletKey,
    meta: { quiet: true },
    queryFn: ({ signal }) => unwrap(api.me.wallet.$get({}, { init: { signal } })),
    refetchInterval: (query) => (settling(query.state.data) ? PAYOUT_REFETCH_MS : false),
  });
}

/** Withdraw: the whole available balance becomes one payout. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: {
      errorTitle: messages.wallet.withdraw.failed,
      plainCodes: ["NOTHING_TO_WITHDRAW", "PAYOUT_DETAILS_MISSING", "PAYOUTS_WITHHELD"],
    },
    mutationFn: () => unwrap(api.me.payouts.$post()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKey }),
  });
}

export function useSavePayoutDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: messages.wallet.details.failed },
    mutationFn: (details: PayoutDetails) => unwrap(api.me["payout-details"].$put({ json: details })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKey }),
  });
}

const taxIdKey = ["wallet", "tax-id"] as const;

/** Whether DAC7 asks the seller for their personal identity code, and whether payouts wait for it. */
export function useTaxIdStatus() {
  return useQuery({
    queryKey: taxIdKey,
    meta: { quiet: true },
    queryFn: ({ signal }) => unwrap(api.me["tax-id"].$get({}, { init: { signal } })),
  });
}

export function useSaveTaxId() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: messages.wallet.taxId.failed, plainCodes: ["TAX_ID_INVALID"] },
    mutationFn: (taxId: string) => unwrap(api.me["tax-id"].$put({ json: { taxId } })),
    onSuccess: (status) => queryClient.setQueryData(taxIdKey, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKey }),
  });
}

const stripeAccountKey = ["wallet", "stripe-account"] as const;

/** The seller's Stripe connected account (when payouts go through Stripe): null until they start onboarding. */
export function useStripeAccount(enabled: boolean) {
  return useQuery({
    queryKey: stripeAccountKey,
    enabled,
    meta: { quiet: true },
    queryFn: ({ signal }) => unwrap(api.me.payouts["stripe-account"].$get({}, { init: { signal } })),
  });
}

/** A fresh Stripe onboarding link (they expire in minutes, so one is minted per press). */
export function useStripeOnboarding() {
  return useMutation({
    meta: { errorTitle: messages.wallet.stripe.failed },
    mutationFn: () => unwrap(api.me.payouts["stripe-onboarding"].$post()),
  });
}
