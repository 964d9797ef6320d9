import {
  SALE_PROCESS,
  SALE_REMINDERS,
  SALE_STATE_INFO,
  type SaleActor,
  type SaleState,
  type SaleTransitionName,
  type SaleTransitionSpec,
} from "@kierto/shared";
import { and, eq } from "drizzle-orm";
import { transactions } from "../../db/schema";
import { runSaleEffects } from "./sale-effect-handlers";
import { announceSale, type SaleRow, type SaleStep, type TransitionInput } from "./sale-effects";
import { saleError } from "./sale-errors";

type SaleInsert = typeof transactions.$inferInsert;
type SaleChanges = NonNullable<TransitionInput["changes"]>;

/** Which party `userId` is in the sale, or null for anyone else. */
export function partyOf(sale: Pick<SaleRow, "buyerId" | "sellerId">, userId: string): "buyer" | "seller" | null {
  return sale.buyerId === userId ? "buyer" : sale.sellerId === userId ? "seller" : null;
}

/** The columns a timed transition reads its deadline from. */
export const TIMER_COLUMNS = {
  expireCheckout: "checkoutExpiresAt",
  expireHandover: "handoverExpiresAt",
  completeDelivered: "receiptDueAt",
} as const;

/** The columns a reminder reads its time from (sale-process.ts SALE_REMINDERS). */
export const REMINDER_COLUMNS = { remindReceipt: "receiptReminderAt" } as const;

/**
 * The deadline columns for a sale entering `state`: each timer that leaves `state`, and each
 * reminder of `state`, is set to run its delay from now; every other one is cleared. Checkout's
 * provider may move its own deadline.
 */
function timersEntering(state: SaleState): SaleChanges {
  const changes: SaleChanges = {};
  const due = (afterMs: number) => new Date(Date.now() + afterMs);
  for (const [name, column] of Object.entries(TIMER_COLUMNS)) {
    const timer: SaleTransitionSpec = SALE_PROCESS[name as keyof typeof TIMER_COLUMNS];
    const runs = timer.afterMs !== undefined && timer.from.includes(state);
    changes[column] = runs ? due(timer.afterMs ?? 0) : null;
  }
  for (const [name, column] of Object.entries(REMINDER_COLUMNS)) {
    const reminder = SALE_REMINDERS[name as keyof typeof REMINDER_COLUMNS];
    changes[column] = reminder.state === state ? due(reminder.afterMs) : null;
  }
  return changes;
}

/** The columns every transition into `spec.to` writes, from the process description alone. */
function columnsFor(spec: SaleTransitionSpec, actor: SaleActor): SaleChanges {
  const changes: SaleChanges = { ...timersEntering(spec.to) };
  if (spec.confirms === "buyer") changes.buyerConfirmed = true;
  if (spec.confirms === "seller") changes.sellerConfirmed = true;
  if (spec.to === "completed") {
    changes.completedAt = new Date();
    if (actor === "buyer" || actor === "seller" || actor === "timer") changes.completedBy = actor;
  } else if (SALE_STATE_INFO[spec.to].ended) changes.cancelledAt = new Date();
  return changes;
}

function assertActor(spec: SaleTransitionSpec, actor: SaleActor) {
  if (spec.actors.includes(actor)) return;
  throw actor === "buyer" || actor === "seller" ? saleError.notYours() : saleError.notAParty();
}

/**
 * The one guarded transition: checks that `actor` may take `name` from the sale's state, moves the
 * sale with `update ... where state = <the state it was read in> returning`, and runs the side
 * effects the process names, all in the caller's database transaction. A sale that moved on
 * meanwhile changes nothing and answers 409 SALE_STATE_CONFLICT.
 */
export async function applyTransition(
  step: SaleStep,
  sale: SaleRow,
  name: SaleTransitionName,
  actor: SaleActor,
  input: TransitionInput = {},
): Promise<SaleRow> {
  const moved = await tryTransition(step, sale, name, actor, input);
  if (!moved) throw saleError.state();
  return moved;
}

/** As applyTransition, but a sale that is not (or no longer) in a `from` state answers undefined. */
export async function tryTransition(
  step: SaleStep,
  sale: SaleRow,
  name: SaleTransitionName,
  actor: SaleActor,
  input: TransitionInput = {},
): Promise<SaleRow | undefined> {
  const spec: SaleTransitionSpec = SALE_PROCESS[name];
  assertActor(spec, actor);
  if (!spec.from.includes(sale.state)) return undefined;
  const [moved] = await step.tx
    .update(transactions)
    .set({ ...columnsFor(spec, actor), ...input.changes, state: spec.to, updatedAt: new Date() })
    .where(and(eq(transactions.id, sale.id), eq(transactions.state, sale.state)))
    .returning();
  if (!moved) return undefined;
  await runSaleEffects(step, moved, spec.effects, input, tryTransition);
  announceSale(step.outbox, moved);
  return moved;
}

/** A transition from "new": the sale is created in the transition's target state. */
export async function createSale(
  step: SaleStep,
  name: SaleTransitionName,
  actor: SaleActor,
  values: Pick<SaleInsert, "productId" | "buyerId" | "sellerId" | "amountCents" | "commissionCents"> &
    Partial<
      Pick<
        SaleInsert,
        | "deliveryMethod"
        | "postageCents"
        | "parcelSize"
        | "pickupPoint"
        | "bundleDiscountPercent"
        | "bundleDiscountCents"
      >
    >,
): Promise<SaleRow> {
  const spec: SaleTransitionSpec = SALE_PROCESS[name];
  assertActor(spec, actor);
  if (!spec.from.includes("new")) throw new Error(`${name} does not create a sale`);
  const [sale] = await step.tx
    .insert(transactions)
    .values({ ...values, ...columnsFor(spec, actor), state: spec.to })
    .returning();
  if (!sale) throw new Error("sale insert returned nothing");
  await runSaleEffects(step, sale, spec.effects, {}, tryTransition);
  announceSale(step.outbox, sale);
  return sale;
}
