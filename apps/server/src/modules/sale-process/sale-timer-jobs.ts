import { defineJob, type JobEngine } from "../../platform/jobs";
import type { SaleDeps } from "./sale-effects";
import { runDueSaleTimers } from "./sale-timers";

/**
 * The sale process's timers (a checkout or a hand-over past its deadline, a handed-over sale the
 * buyer did not confirm in time, the buyer's reminder half-way there) as one scheduled job:
 * each occurrence becomes one job whichever instances watch the schedule, and a missed one is
 * simply taken by the next, since the body looks for every sale whose deadline has passed.
 */
export const saleTimersJob = defineJob<Record<string, never>>("sale-timers");
/**
 * Every minute. A minute's lateness is harmless: the provider's checkout session ends at the same
 * deadline on its own, so no payment can arrive late, and until the timer runs the sale only keeps
 * its item held a little longer, as it was anyway while its deadline ran (30 minutes, 72 hours),
 * and a seller waits a minute longer for money 48 hours due.
 */
export const SALE_TIMERS_CRON = "* * * * *";

export function registerSaleTimers(jobs: JobEngine, deps: SaleDeps) {
  jobs.register(
    saleTimersJob,
    async () => {
      const count = await runDueSaleTimers(deps);
      if (count > 0) deps.logger.info("sale timers done", { count });
    },
    { cron: SALE_TIMERS_CRON },
  );
}
