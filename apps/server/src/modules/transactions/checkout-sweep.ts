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
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const expired = await expireDueCheckouts(deps);
      if (expired > 0) deps.logger.info("checkouts expired", { count: expired });
    } catch (error) {
      deps.logger.error("checkout sweep failed", { error });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  void sweep();
  return () => clearInterval(timer);
}
