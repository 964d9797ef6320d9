import { and, eq, inArray, lte, or } from "drizzle-orm";
import { cases } from "../../db/schema";
import { defineJob, type JobEngine } from "../../platform/jobs";
import { runTransition } from "../sale-process";
import { type CaseDeps, lockCase, moveCase, noticeCase } from "./case-steps";

/**
 * The deadlines of open cases, read from their rows by the engine's clock every minute: the
 * seller's reminder at 48 hours, then escalation to moderators when the party the case waits on
 * stays silent (the seller past 72 hours, the buyer past 72 hours on a partial offer, a return not
 * dropped off within 3 days). Each case moves in its own transaction under its locks, guarded by
 * its state, so a party's answer at the same minute wins or loses cleanly.
 */
export const caseDeadlinesJob = defineJob<Record<string, never>>("case-deadlines");
export const CASE_DEADLINES_CRON = "* * * * *";

export async function runDueCaseDeadlines(deps: CaseDeps, at: Date = deps.jobs.now(), limit = 100): Promise<number> {
  let moved = 0;
  const reminders = await deps.db
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.state, "awaiting_seller"), lte(cases.sellerReminderAt, at)))
    .limit(limit);
  for (const { id } of reminders) {
    moved += await runTransition(deps, async (step) => {
      const locked = await lockCase(step.tx, id);
      if (!locked?.row.sellerReminderAt || locked.row.sellerReminderAt > at) return 0;
      const next = await moveCase(step.tx, locked.row, ["awaiting_seller"], {
        state: "awaiting_seller",
        sellerReminderAt: null,
      });
      if (next) await noticeCase(step, next, locked.sale, "case_answer_reminder", ["seller"]);
      return next ? 1 : 0;
    });
  }
  const silent = await deps.db
    .select({ id: cases.id })
    .from(cases)
    .where(
      or(
        and(inArray(cases.state, ["awaiting_seller", "partial_offered"]), lte(cases.answerDueAt, at)),
        and(eq(cases.state, "awaiting_return"), lte(cases.returnDropOffDueAt, at)),
      ),
    )
    .limit(limit);
  for (const { id } of silent) {
    moved += await runTransition(deps, async (step) => {
      const locked = await lockCase(step.tx, id);
      if (!locked) return 0;
      const { row } = locked;
      const due = row.state === "awaiting_return" ? row.returnDropOffDueAt : row.answerDueAt;
      if (!due || due > at) return 0;
      const next = await moveCase(step.tx, row, ["awaiting_seller", "partial_offered", "awaiting_return"], {
        state: "escalated",
        escalatedAt: at,
        answerDueAt: null,
        sellerReminderAt: null,
        returnDropOffDueAt: null,
      });
      if (next) await noticeCase(step, next, locked.sale, "case_escalated", ["buyer", "seller"]);
      return next ? 1 : 0;
    });
  }
  return moved;
}

export function registerCaseDeadlines(jobs: JobEngine, deps: CaseDeps) {
  jobs.register(
    caseDeadlinesJob,
    async () => {
      const count = await runDueCaseDeadlines(deps);
      if (count > 0) deps.logger.info("case deadlines done", { count });
    },
    { cron: CASE_DEADLINES_CRON },
  );
}
