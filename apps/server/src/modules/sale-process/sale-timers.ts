import { SALE_REMINDERS, type SaleReminderName } from "@kierto/shared";
import { and, eq, getTableColumns, inArray, lt, lte, sql } from "drizzle-orm";
import { products, transactions } from "../../db/schema";
import { runSaleEffects } from "./sale-effect-handlers";
import { runTransition, type SaleDeps, type SaleRow } from "./sale-effects";
import { REMINDER_COLUMNS, tryTransition } from "./sale-transition";

/**
 * The process's timed transitions (sale-process.ts `afterMs`): each sale whose deadline passed is
 * moved by the timer. Rows another instance is handling are skipped (`for update skip locked`),
 * so any number of instances can run these at once without waiting on or repeating each other.
 */
const TIMERS = {
  expireCheckout: { column: transactions.checkoutExpiresAt, states: ["reserved"] as const },
  expireHandover: { column: transactions.handoverExpiresAt, states: ["requested", "handover"] as const },
  completeDelivered: { column: transactions.receiptDueAt, states: ["delivered"] as const },
  missShipBy: { column: transactions.shipBy, states: ["paid"] as const },
};

async function runDueTimer(
  deps: SaleDeps,
  name: keyof typeof TIMERS,
  limit: number,
  at: Date | undefined = undefined,
): Promise<SaleRow[]> {
  const timer = TIMERS[name];
  return runTransition(deps, async (step) => {
    // The item's row is locked with the sale's: a party's step locks the item first and then the
    // sale (sale-rows.ts), so a timer that waited for either would deadlock with it; skipping
    // both leaves a sale a party is moving right now to that party (or to the next minute).
    const due = await step.tx
      .select(getTableColumns(transactions))
      .from(transactions)
      .innerJoin(products, eq(products.id, transactions.productId))
      .where(and(inArray(transactions.state, [...timer.states]), lte(timer.column, at ?? sql`now()`)))
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

/**
 * Handed-over sales whose buyer neither confirmed receipt nor reported a problem in time complete:
 * the item is sold and the seller's share becomes available. Returns how many.
 */
export async function completeDueDeliveries(deps: SaleDeps, limit = 100): Promise<number> {
  return (await runDueTimer(deps, "completeDelivered", limit)).length;
}

/**
 * Shipped sales whose parcel was not handed to the carrier by the ship-by deadline are refunded
 * and the item is on sale again. The deadline is read from the row each time, so an extension
 * only moves the column and nothing scheduled earlier can fire early. `at` is the clock's now
 * (tests pass their own). Returns how many.
 */
export async function cancelMissedShipBy(deps: SaleDeps, at?: Date, limit = 100): Promise<number> {
  return (await runDueTimer(deps, "missShipBy", limit, at)).length;
}

/**
 * Reminders whose time came (sale-process.ts SALE_REMINDERS), sent once: the column is cleared in
 * the transaction that notifies, and a sale that left the reminder's state meanwhile had it
 * cleared by its transition. Returns how many were sent.
 */
export async function sendDueReminders(deps: SaleDeps, limit = 100): Promise<number> {
  let sent = 0;
  for (const name of Object.keys(REMINDER_COLUMNS) as SaleReminderName[]) {
    const reminder = SALE_REMINDERS[name];
    const key = REMINDER_COLUMNS[name];
    const column = transactions[key];
    sent += await runTransition(deps, async (step) => {
      const due = await step.tx
        .select()
        .from(transactions)
        .where(and(eq(transactions.state, reminder.state), lt(column, sql`now()`)))
        .limit(limit)
        .for("update", { skipLocked: true });
      for (const sale of due) {
        await step.tx
          .update(transactions)
          .set({ [key]: null })
          .where(eq(transactions.id, sale.id));
        await runSaleEffects(step, sale, [reminder.effect], {}, tryTransition);
      }
      return due.length;
    });
  }
  return sent;
}

/**
 * Sellers of paid shipped sales whose parcel still waits on the third working day are reminded
 * once: the column is cleared in the transaction that notifies. `at` is the clock's now (tests
 * pass their own). Returns how many were sent.
 */
export async function sendShipByReminders(deps: SaleDeps, at?: Date, limit = 100): Promise<number> {
  return runTransition(deps, async (step) => {
    const due = await step.tx
      .select()
      .from(transactions)
      .where(and(eq(transactions.state, "paid"), lte(transactions.shipByReminderAt, at ?? sql`now()`)))
      .limit(limit)
      .for("update", { skipLocked: true });
    for (const sale of due) {
      await step.tx.update(transactions).set({ shipByReminderAt: null }).where(eq(transactions.id, sale.id));
      await runSaleEffects(step, sale, ["notifySellerShipByReminder"], {}, tryTransition);
    }
    return due.length;
  });
}

/** Every timer that is due, as one run of the scheduled job (sale-timer-jobs.ts). */
export async function runDueSaleTimers(deps: SaleDeps): Promise<number> {
  return (
    (await expireDueCheckouts(deps)) +
    (await expireDueHandovers(deps)) +
    (await completeDueDeliveries(deps)) +
    (await sendShipByReminders(deps)) +
    (await cancelMissedShipBy(deps)) +
    (await sendDueReminders(deps))
  );
}
