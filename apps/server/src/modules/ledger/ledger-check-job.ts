import type { AppDeps } from "../../app-env";
import { defineJob, type JobEngine } from "../../platform/jobs";
import { runLedgerCheck } from "./ledger-check";

export const ledgerCheckJob = defineJob<Record<string, never>>("ledger-check");
/** Hourly, off the hour: a difference reaches the admins within the hour it appears. */
export const LEDGER_CHECK_CRON = "23 * * * *";

export function registerLedgerCheck(jobs: JobEngine, deps: Pick<AppDeps, "db" | "logger">) {
  jobs.register(
    ledgerCheckJob,
    async () => {
      await runLedgerCheck(deps.db, deps.logger);
    },
    { cron: LEDGER_CHECK_CRON },
  );
}
