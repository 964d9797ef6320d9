import type { Env } from "../../env";
import { createLocalPayoutProvider } from "./local-provider";
import type { PayoutProvider } from "./payout-provider";

export { createLocalPayoutProvider, LOCAL_FAILURE_CODE } from "./local-provider";
export type {
  PayoutDestination,
  PayoutProvider,
  SentTransfer,
  TransferOutcome,
  TransferRequest,
} from "./payout-provider";
export { PayoutProviderError } from "./payout-provider";

/**
 * The provider PAYOUT_PROVIDER names: local (simulated SEPA transfers) for now. Stripe Connect
 * is refused by env.ts until its adapter exists; it will be created here from the Stripe keys.
 */
export function createPayoutProvider(env: Pick<Env, "payoutProvider" | "LOCAL_PAYOUT_SECONDS">): PayoutProvider {
  if (env.payoutProvider !== "local") throw new Error(`No ${env.payoutProvider} payout provider in this version`);
  return createLocalPayoutProvider({ settleAfterMs: env.LOCAL_PAYOUT_SECONDS * 1000 });
}
