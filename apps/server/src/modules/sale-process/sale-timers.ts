import { and, inArray, lt, sql } from "drizzle-orm";
import { transactions } from "../../db/schema";
import { runTransition, type SaleDeps, type SaleRow } from "./sale-effects";
import { tryTransition } from "./sale-transition";

/**
 * The process's timed transitions (sale-process.ts `afterMs`): each sale whose deadline passed is
 * moved by the timer. Rows another instance is handling are skipped (`for update skip locked`),
 * so any number of instances can run these at once without waiting on or repeating each other.
 */
const TIMERS = {
  expireCheckout: { column: transactions.checkoutExpiresAt, states: ["reserved"] as const },
  expireHandover: { column: transactions.handoverExpiresAt, states: ["requested", "handover"] as const },
};

async function runDueTimer(deps: SaleDeps, name: keyof typeof TIMERS, limit: number): Promise<SaleRow[]> {
  const timer = TIMERS[name];
  return runTransition(deps, async (step) => {
    const due = await step.tx
      .select()
      .from(transactions)
      .where(and(inArray(transactions.state, [...timer.states]), lt(timer.column, sql`now()`)))
      .limit(limit)
      .for("update", { skipLocked: true });
    const moved: SaleRow[] = [];
    for (const sale of due) {
      const done = await tryTransition(step, sale, name, "timer");
      if (done) moved.push(done);
    }
    return moved;
  });
}

/** Checkouts past their deadline expire and the item is for sale again. Returns how many. */
export async function expireDueCheckouts(deps: SaleDeps, limit = 100): Promise<number> {
  const expired = await runDueTimer(deps, "expireCheckout", limit);
  // The provider's session ends at the same deadline; closing it here too is only a courtesy.
  for (const sale of expired) {
    if (sale.providerSessionId && sale.paymentProvider === deps.payments.name) {
      await deps.payments.expireSession(sale.providerSessionId).catch(() => undefined);
    }
  }
  return expired.length;
}

/** Hand-overs only one side agreed to, unanswered past their deadline, lapse. Returns how many. */
export async function expireDueHandovers(deps: SaleDeps, limit = 100): Promise<number> {
  return (await runDueTimer(deps, "expireHandover", limit)).length;
}

/** Every timer that is due, as one run of the scheduled job (sale-timer-jobs.ts). */
export async function runDueSaleTimers(deps: SaleDeps): Promise<number> {
  return (await expireDueCheckouts(deps)) + (await expireDueHandovers(deps));
}
