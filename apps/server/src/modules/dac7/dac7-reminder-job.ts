import type { AppDeps } from "../../app-env";
import { defineJob, type JobEngine } from "../../platform/jobs";
import { remindSellersWithoutDetails } from "./dac7-reminders";

export const dac7ReminderJob = defineJob<Record<string, never>>("dac7-reminders");
/** Daily at 08:00 UTC (10 or 11 in Finland): a reminder arrives in the morning. */
export const DAC7_REMINDER_CRON = "0 8 * * *";

export function registerDac7Reminders(jobs: JobEngine, deps: Pick<AppDeps, "db" | "logger">) {
  jobs.register(
    dac7ReminderJob,
    async () => {
      const done = await remindSellersWithoutDetails(deps);
      if (done.reminded + done.withheld > 0) deps.logger.info("dac7 reminders done", { ...done });
    },
    { cron: DAC7_REMINDER_CRON },
  );
}
