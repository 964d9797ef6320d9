import { disputePolicy as en } from "../en/info/dispute-policy";

export const disputePolicyContent = { en };
