export { applyAccountEvent, findConnectAccount, startOnboarding } from "./connect-account.service";
export { stripeConnectRoutes } from "./stripe-connect.routes";
export {
  enqueueTransferReversal,
  registerTransferReversalJobs,
  reversalKey,
  transferReversalJob,
} from "./transfer-reversal";
