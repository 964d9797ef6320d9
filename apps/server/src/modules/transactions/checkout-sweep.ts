import { defineJob, type JobEngine } from "../../platform/jobs";
import type { SaleDeps } from "./sale-effects";
import { expireDueCheckouts } from "./sale-transitions";

/**
 * Releases items whose checkout ran out without a provider event saying so, every minute. A
 * scheduled job: whichever instances are running, each minute's run happens once.
 */
export const checkoutSweepJob = defineJob<Record<string, never>>("checkout-sweep");
export const CHECKOUT_SWEEP_CRON = "* * * * *";

export function registerCheckoutSweep(jobs: JobEngine, deps: SaleDeps) {
  jobs.register(
    checkoutSweepJob,
    async () => {
      const count = await expireDueCheckouts(deps);
      if (count > 0) deps.logger.info("checkout sweep done", { count });
    },
    { cron: CHECKOUT_SWEEP_CRON },
  );
}
