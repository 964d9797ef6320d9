import { DAC7_DAYS_BETWEEN_REMINDERS, DAC7_REMINDERS_BEFORE_WITHHOLDING } from "@kierto/shared";
import { and, eq, isNotNull } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import type { Database, Tx } from "../../db/client";
import { dac7Reminders } from "../../db/schema";
import { createNotification, notificationTemplates } from "../notifications";
import { reportableSellers } from "./dac7-report";
import { helsinkiYear } from "./helsinki-year";

const DAY_MS = 86_400_000;

/**
 * The years whose report can still be completed: this one, and the last until its report is in
 * (the end of January); a seller from last year who never gave their details stays withheld.
 */
const openYears = (now: Date) => [helsinkiYear(now) - 1, helsinkiYear(now)];

/**
 * One pass over the sellers who crossed a DAC7 threshold without giving all their details: each
 * is reminded (a notification) at most once every 7 days, twice in all; a week after the second
 * reminder their payouts are withheld and they are told so. Runs daily as a job; a row lock per
 * seller and year keeps two instances from reminding anyone twice.
 */
export async function remindSellersWithoutDetails(
  deps: Pick<AppDeps, "db">,
  now = new Date(),
): Promise<{ reminded: number; withheld: number }> {
  let reminded = 0;
  let withheld = 0;
  for (const year of openYears(now)) {
    const missing = (await reportableSellers(deps.db, year)).filter((seller) => !seller.identity);
    for (const seller of missing) {
      const step = await deps.db.transaction((tx) => nextStep(tx, seller.sellerId, year, now));
      if (step === "reminded") reminded++;
      if (step === "withheld") withheld++;
    }
  }
  return { reminded, withheld };
}

async function nextStep(tx: Tx, sellerId: string, year: number, now: Date) {
  await tx.insert(dac7Reminders).values({ sellerId, year }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(dac7Reminders)
    .where(and(eq(dac7Reminders.sellerId, sellerId), eq(dac7Reminders.year, year)))
    .for("update");
  if (!row || row.withheldAt) return "nothing";
  const due =
    !row.lastRemindedAt || now.getTime() - row.lastRemindedAt.getTime() >= DAC7_DAYS_BETWEEN_REMINDERS * DAY_MS;
  if (!due) return "nothing";
  const where = and(eq(dac7Reminders.sellerId, sellerId), eq(dac7Reminders.year, year));
  if (row.remindersSent < DAC7_REMINDERS_BEFORE_WITHHOLDING) {
    const sent = row.remindersSent + 1;
    await tx.update(dac7Reminders).set({ remindersSent: sent, lastRemindedAt: now }).where(where);
    await createNotification(
      tx,
      sellerId,
      notificationTemplates.dac7DetailsNeeded({ year, remindersLeft: DAC7_REMINDERS_BEFORE_WITHHOLDING - sent }),
    );
    return "reminded";
  }
  await tx.update(dac7Reminders).set({ withheldAt: now }).where(where);
  await createNotification(tx, sellerId, notificationTemplates.payoutsWithheld({ year }));
  return "withheld";
}

/**
 * Whether the seller's payouts are withheld: a year's reminders ran out and they still have not
 * given all their details. Giving them lifts it at once, with nothing to reset.
 */
export async function payoutsWithheld(db: Database | Tx, sellerId: string): Promise<boolean> {
  const rows = await db
    .select({ year: dac7Reminders.year })
    .from(dac7Reminders)
    .where(and(eq(dac7Reminders.sellerId, sellerId), isNotNull(dac7Reminders.withheldAt)));
  for (const { year } of rows) {
    const [seller] = await reportableSellers(db, year, sellerId);
    if (seller && !seller.identity) return true;
  }
  return false;
}

/** Whether DAC7 asks this seller for their tax identification number: they crossed a threshold in an open year. */
export async function taxIdRequired(db: Database | Tx, sellerId: string, now = new Date()): Promise<boolean> {
  for (const year of openYears(now)) {
    if ((await reportableSellers(db, year, sellerId)).length > 0) return true;
  }
  return false;
}
