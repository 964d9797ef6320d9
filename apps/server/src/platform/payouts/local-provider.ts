import { createHash } from "node:crypto";
import { FAILING_TEST_IBAN } from "@kierto/shared";
import type { PayoutProvider } from "./payout-provider";

/** The SEPA return reason the failing test IBAN's bank gives: AC04, account closed. */
export const LOCAL_FAILURE_CODE = "AC04";

/**
 * Simulated SEPA transfers that need no account anywhere: a transfer is "in transit" for
 * `settleAfterMs`, then arrives, except to FAILING_TEST_IBAN (README, Payments), which the bank
 * returns. No money moves. It keeps no state, so any instance answers for any transfer: the
 * reference is derived from the idempotency key, which also makes a repeated send the same send.
 */
export function createLocalPayoutProvider({ settleAfterMs }: { settleAfterMs: number }): PayoutProvider {
  return {
    name: "local",
    async ensureAccount() {
      return { accountId: null };
    },
    async onboardingLink() {
      return null;
    },
    async transfer({ idempotencyKey }) {
      const reference = `po_local_${createHash("sha256").update(idempotencyKey).digest("base64url").slice(0, 24)}`;
      return { reference, checkAfterMs: settleAfterMs };
    },
    async transferOutcome({ destination }) {
      return destination.iban === FAILING_TEST_IBAN ? { state: "failed", code: LOCAL_FAILURE_CODE } : { state: "paid" };
    },
  };
}
