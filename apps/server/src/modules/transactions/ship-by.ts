import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { transactions } from "../../db/schema";
import { extendByWorkingDays, workingDaysAfter } from "../../lib/finnish-working-days";
import { HttpError, notFound } from "../../lib/http-error";
import {
  findSaleChat,
  lockSale,
  postSaleNotice,
  runTransition,
  type SaleDeps,
  type SaleRow,
  saleError,
} from "../sale-process";

type Step = Parameters<Parameters<typeof runTransition>[1]>[0];

/** Working days the seller has after payment to hand a parcel to the carrier (docs/decisions/0054). */
export const SHIP_BY_WORKING_DAYS = 5;
/** The extensions a buyer may grant, in working days; 0 is the buyer's "no". */
export const SHIP_BY_EXTENSIONS = [3, 5] as const;
export type ShipByAnswer = (typeof SHIP_BY_EXTENSIONS)[number] | 0;

/**
 * The deadline a sale gets when it is paid: the end of the 5th Finnish working day after the
 * payment, Helsinki time; none for a sale the parties hand over themselves.
 */
export function shipByAfterPayment(sale: Pick<SaleRow, "deliveryMethod">, paidAt: Date): Date | null {
  return sale.deliveryMethod === "shipping" ? workingDaysAfter(paidAt, SHIP_BY_WORKING_DAYS) : null;
}

/** Working days after payment at whose end the seller is reminded: the morning of the third. */
const SHIP_BY_REMINDER_WORKING_DAYS = 2;

/** When the seller of a shipped sale paid at `paidAt` is reminded; none for a hand-over. */
export function shipByReminderAfterPayment(sale: Pick<SaleRow, "deliveryMethod">, paidAt: Date): Date | null {
  return sale.deliveryMethod === "shipping" ? workingDaysAfter(paidAt, SHIP_BY_REMINDER_WORKING_DAYS) : null;
}

const shipByError = {
  notShipped: () => new HttpError(409, "SHIP_BY_NOT_APPLICABLE", "This sale has no ship-by deadline."),
  alreadyAsked: () => new HttpError(409, "SHIP_BY_EXTENSION_ALREADY_REQUESTED", "More time was already asked."),
  notAsked: () => new HttpError(409, "SHIP_BY_EXTENSION_NOT_REQUESTED", "The seller has not asked for more time."),
  answered: () => new HttpError(409, "SHIP_BY_EXTENSION_ALREADY_ANSWERED", "The request was already answered."),
};

/**
 * Locks the sale for one of its parties: anyone else gets 404 (a sale's existence is not theirs
 * to learn), the other party 403, a sale without a running deadline 409.
 */
async function lockShippedSale(step: { tx: Tx }, saleId: string, userId: string) {
  const sale = await lockSale(step.tx, saleId);
  if (!sale || (sale.buyerId !== userId && sale.sellerId !== userId)) throw notFound("Sale not found.");
  return sale;
}

function assertDeadlineRuns(sale: SaleRow) {
  if (!sale.shipBy) throw shipByError.notShipped();
  if (sale.state !== "paid") throw saleError.state();
}

/** The seller asks the buyer for more time to ship, once per sale, while the parcel is not handed over. */
export async function requestShipByExtension(deps: SaleDeps, saleId: string, userId: string): Promise<SaleRow> {
  return runTransition(deps, async (step) => {
    const sale = await lockShippedSale(step, saleId, userId);
    if (sale.sellerId !== userId) throw saleError.notYours();
    assertDeadlineRuns(sale);
    if (sale.shipByExtensionRequestedAt) throw shipByError.alreadyAsked();
    const moved = await updateSale(step, sale, { shipByExtensionRequestedAt: new Date() });
    await postNotice(step, moved, { kind: "ship_by_extension_requested", senderId: moved.sellerId });
    return moved;
  });
}

/**
 * The buyer answers the seller's request: 3 or 5 more working days, or 0 for no. The deadline
 * column moves; the timer reads it afresh on every run, so the earlier deadline does nothing.
 */
export async function answerShipByExtension(
  deps: SaleDeps,
  saleId: string,
  userId: string,
  days: ShipByAnswer,
): Promise<SaleRow> {
  return runTransition(deps, async (step) => {
    const sale = await lockShippedSale(step, saleId, userId);
    if (sale.buyerId !== userId) throw saleError.notYours();
    assertDeadlineRuns(sale);
    if (!sale.shipByExtensionRequestedAt) throw shipByError.notAsked();
    if (sale.shipByExtensionDays !== null) throw shipByError.answered();
    const shipBy = days === 0 || !sale.shipBy ? sale.shipBy : extendByWorkingDays(sale.shipBy, days);
    const moved = await updateSale(step, sale, { shipByExtensionDays: days, shipBy });
    await postNotice(step, moved, { kind: "ship_by_extension_answered", senderId: moved.buyerId, extensionDays: days });
    return moved;
  });
}

/** Writes the request or the answer; both parties' views refresh as after any step of the sale. */
async function updateSale(step: Step, sale: SaleRow, changes: Partial<SaleRow>): Promise<SaleRow> {
  const [moved] = await step.tx
    .update(transactions)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(transactions.id, sale.id))
    .returning();
  if (!moved) throw saleError.state();
  step.outbox.push({ type: "sale", userIds: [moved.buyerId, moved.sellerId], id: moved.id });
  return moved;
}

/**
 * Tells both parties in their chat, as the parcel's own notices do: the seller's request, and the
 * buyer's answer with the days granted (0 for no). The content is the deadline then in force,
 * what a reader without the app's texts (an export, an admin) still understands.
 */
async function postNotice(
  step: Step,
  sale: SaleRow,
  notice: {
    kind: "ship_by_extension_requested" | "ship_by_extension_answered";
    senderId: string;
    extensionDays?: ShipByAnswer;
  },
) {
  const chatId = await findSaleChat(step.tx, sale);
  if (!chatId) return;
  await postSaleNotice(step.tx, step.outbox, sale, {
    chatId,
    senderId: notice.senderId,
    kind: notice.kind,
    content: sale.shipBy?.toISOString() ?? "",
    params: notice.extensionDays === undefined ? {} : { extensionDays: notice.extensionDays },
  });
}
