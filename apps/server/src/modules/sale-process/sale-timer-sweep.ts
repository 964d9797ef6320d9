import { startPeriodicJob } from "../../lib/periodic-job";
import type { SaleDeps } from "./sale-effects";
import { runDueSaleTimers } from "./sale-timers";

/** How often the server looks for sales whose timer is due (a checkout or a hand-over deadline). */
export const SALE_TIMER_INTERVAL_MS = 60_000;

/**
 * Runs the sale process's timers: checkouts past their deadline without a provider event saying
 * so, and one-sided hand-overs nobody answered. Runs inside every server instance; the timers skip
 * rows another instance holds, so they never collide. Returns the function that stops it.
 */
export function startSaleTimers(deps: SaleDeps, intervalMs = SALE_TIMER_INTERVAL_MS): () => void {
  return startPeriodicJob({
    name: "sale timers",
    run: () => runDueSaleTimers(deps),
    intervalMs,
    logger: deps.logger,
  });
}
