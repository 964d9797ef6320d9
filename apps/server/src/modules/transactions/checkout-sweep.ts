import { startPeriodicJob } from "../../lib/periodic-job";
import type { SaleDeps } from "./sale-effects";
import { expireDueCheckouts } from "./sale-transitions";

/** How often the server looks for checkouts past their deadline. */
export const CHECKOUT_SWEEP_INTERVAL_MS = 60_000;

/**
 * Releases items whose checkout ran out without a provider event saying so. Runs inside every
 * server instance; the sweep skips rows another instance holds, so they never collide.
 * Returns the function that stops it.
 */
export function startCheckoutSweep(deps: SaleDeps, intervalMs = CHECKOUT_SWEEP_INTERVAL_MS): () => void {
  return startPeriodicJob({
    name: "checkout sweep",
    run: () => expireDueCheckouts(deps),
    intervalMs,
    logger: deps.logger,
  });
}
