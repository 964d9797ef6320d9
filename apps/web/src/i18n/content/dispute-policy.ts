import type { disputePolicy } from "../en/info/dispute-policy";
import { loadContent } from "./load-content";

export const disputePolicyContent = await loadContent<typeof disputePolicy>(
  import.meta.glob<Record<string, unknown>>("../*/info/dispute-policy.ts"),
  "disputePolicy",
);
