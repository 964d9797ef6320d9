import { eq } from "drizzle-orm";
import { cases } from "../../db/schema";
import type { TrackingEvent } from "../../platform/shipping";
import { runTransition } from "../sale-process";
import { refundCase } from "./case-answers";
import { type CaseDeps, lockCase, moveCase, noticeCase } from "./case-steps";

/**
 * A carrier event of a case's return parcel: dropped off (the 3-day deadline no longer runs),
 * then delivered back to the seller, which refunds the buyer. Answers false for a parcel that is
 * no case's return. An event heard again, or late, finds the case already past it and moves nothing.
 */
export async function recordReturnEvent(deps: CaseDeps, event: TrackingEvent): Promise<boolean> {
  const [found] = await deps.db
    .select({ id: cases.id })
    .from(cases)
    .where(eq(cases.returnTrackingCode, event.trackingCode));
  if (!found) return false;
  await runTransition(deps, async (step) => {
    const locked = await lockCase(step.tx, found.id);
    if (!locked) return;
    const { row, sale } = locked;
    if (event.kind === "collected" || event.kind === "in_transit") {
      const next = await moveCase(step.tx, row, ["awaiting_return"], {
        state: "return_in_transit",
        returnDropOffDueAt: null,
      });
      if (next) await noticeCase(step, next, sale, "case_return_accepted", []);
    } else if (event.kind === "arrived" || event.kind === "handed_over") {
      if (row.state === "awaiting_return" || row.state === "return_in_transit") {
        await refundCase(step, row, sale, deps.jobs.now());
      }
    }
  });
  return true;
}
