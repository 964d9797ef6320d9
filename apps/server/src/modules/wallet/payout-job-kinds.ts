import { defineJob, type RetryPolicy } from "../../platform/jobs";

/** Retried for about a day (a provider or bank that is down); then a dead letter on the admin page. */
const PROVIDER_RETRY: RetryPolicy = { limit: 12, delaySeconds: 30, backoff: true, maxDelaySeconds: 3600 };

/** Sends a requested payout to the provider, after the commit that recorded it. */
export const payoutSendJob = defineJob<{ payoutId: string }>("payout-send", PROVIDER_RETRY);
/** Asks the provider how a sent payout went, and records the answer. */
export const payoutSettleJob = defineJob<{ payoutId: string }>("payout-settle", PROVIDER_RETRY);

/** The key the provider sees on every attempt at one payout. */
export const payoutTransferKey = (payoutId: string) => `payout_${payoutId}`;
