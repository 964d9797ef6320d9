export { payoutSendJob, payoutSettleJob } from "./payout-job-kinds";
export { registerPayoutJobs } from "./payout-jobs";
export { markPayoutFailed, markPayoutPaid } from "./payout-settlement";
export { walletRoutes } from "./wallet.routes";
export { withdraw } from "./withdraw.service";
