import { and, asc, eq, isNull, lt, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import { saleShipments } from "../../db/schema";
import { defineJob } from "../../platform/jobs";
import { recordTrackingEvent } from "./parcel-events";

/**
 * Callbacks get lost (a carrier's outage, ours): a shipment the carrier has said nothing about
 * for this long is asked about directly. Six hours: a parcel's legs take longer than that, so a
 * healthy shipment is rarely asked, and a lost callback delays the sale by hours, not days.
 */
export const TRACKING_QUIET_HOURS = 6;
/** Every hour; each run asks about at most this many shipments, the quietest first. */
export const TRACKING_POLL_CRON = "17 * * * *";
const POLL_BATCH = 100;

export const trackingPollJob = defineJob<Record<string, never>>("shipment-tracking-poll");

type PollDeps = Pick<AppDeps, "db" | "jobs" | "shipping" | "logger" | "realtime" | "payments" | "env">;

/** Asks the carrier about each unfinished shipment quiet for TRACKING_QUIET_HOURS; returns how many it asked about. */
export async function pollQuietShipments(deps: PollDeps): Promise<number> {
  const quiet = await deps.db
    .select({ trackingCode: saleShipments.trackingCode })
    .from(saleShipments)
    .where(
      and(
        isNull(saleShipments.finishedAt),
        lt(saleShipments.checkedAt, sql`now() - make_interval(hours => ${TRACKING_QUIET_HOURS})`),
      ),
    )
    .orderBy(asc(saleShipments.checkedAt))
    .limit(POLL_BATCH);
  for (const { trackingCode } of quiet) {
    // Outside any transaction: the carrier may be slow. Each event is applied in its own.
    const events = await deps.shipping.trackingEvents(trackingCode);
    for (const event of events) await recordTrackingEvent(deps, event);
    await deps.db
      .update(saleShipments)
      .set({ checkedAt: new Date() })
      .where(eq(saleShipments.trackingCode, trackingCode));
  }
  return quiet.length;
}

export function registerTrackingPoll(deps: PollDeps) {
  deps.jobs.register(
    trackingPollJob,
    async () => {
      const count = await pollQuietShipments(deps);
      if (count > 0) deps.logger.info("shipments polled", { count });
    },
    { cron: TRACKING_POLL_CRON },
  );
}
