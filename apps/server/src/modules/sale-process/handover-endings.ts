import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import { transactions } from "../../db/schema";
import { runTransition, type SaleDeps, type SaleRow, type SaleStep } from "./sale-effects";
import { tryTransition } from "./sale-transition";

/** Why the server ended a hand-over, kept as the sale's cancel reason. */
export type HandoverEndReason = "blocked" | "suspended" | "account_deleted" | "listing_deleted";

/**
 * Ends every one-sided hand-over `which` selects (endHandover, by the system), inside the caller's
 * database transaction; the caller publishes `step.outbox` after its commit.
 */
export async function endHandoversWithin(
  step: SaleStep,
  which: SQL | undefined,
  reason: HandoverEndReason,
): Promise<SaleRow[]> {
  const open = await step.tx
    .select()
    .from(transactions)
    .where(and(which, inArray(transactions.state, ["requested", "handover"])))
    .for("update");
  const ended: SaleRow[] = [];
  for (const sale of open) {
    const done = await tryTransition(step, sale, "endHandover", "system", { changes: { cancelReason: reason } });
    if (done) ended.push(done);
  }
  return ended;
}

/** The sales between two people, whichever of them buys. */
export const salesBetween = (a: string, b: string) =>
  or(
    and(eq(transactions.buyerId, a), eq(transactions.sellerId, b)),
    and(eq(transactions.buyerId, b), eq(transactions.sellerId, a)),
  );

/** The sales one person is a party of. */
export const salesOf = (userId: string) => or(eq(transactions.buyerId, userId), eq(transactions.sellerId, userId));

/** A block between two people ends their open hand-overs, in its own transaction. */
export async function endHandoversBetween(deps: SaleDeps, a: string, b: string): Promise<number> {
  const ended = await runTransition(deps, (step) => endHandoversWithin(step, salesBetween(a, b), "blocked"));
  return ended.length;
}

/** A suspension or an account deletion ends the person's open hand-overs, once it committed. */
export async function endHandoversOf(
  deps: SaleDeps,
  userId: string,
  reason: "suspended" | "account_deleted",
): Promise<number> {
  const ended = await runTransition(deps, (step) => endHandoversWithin(step, salesOf(userId), reason));
  return ended.length;
}
