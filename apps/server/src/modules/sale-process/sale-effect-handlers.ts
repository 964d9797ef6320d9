import type { SaleEffect } from "@kierto/shared";
import { and, eq, inArray, ne } from "drizzle-orm";
import { products, transactions } from "../../db/schema";
import {
  postReturnPostage,
  postSalePaid,
  postSalePartlyRefunded,
  postSaleRefunded,
  postSaleReleased,
  returnPostageKeptFromRefund,
} from "../ledger";
import { notificationTemplates, type RefundCause } from "../notifications";
import { endOffersOnItemPaid } from "../offers";
import { enqueueTransferReversal } from "../stripe-connect";
import { enqueueRefund } from "./payment-refund";
import {
  announceOtherChats,
  ensureSaleChat,
  findSaleChat,
  notify,
  postSaleNotice,
  type SaleRow,
  type SaleStep,
  type TransitionInput,
} from "./sale-effects";
import { displayNameOf, saleProductIds } from "./sale-rows";
import { enqueueShipmentRequest } from "./shipment-request";

/** The guarded transition, handed in by sale-transition.ts (an effect may move another sale). */
type Transition = (
  step: SaleStep,
  sale: SaleRow,
  name: "declineRequest",
  actor: "system",
) => Promise<SaleRow | undefined>;

/** What the effects of one transition share: the item's title and the parties' chat, read once. */
interface EffectContext {
  step: SaleStep;
  sale: SaleRow;
  input: TransitionInput;
  transition: Transition;
  chatId?: string | null;
  productTitle?: string;
  itemCount?: number;
}

async function titleOf(ctx: EffectContext) {
  if (ctx.productTitle === undefined) {
    const [product] = await ctx.step.tx
      .select({ title: products.title })
      .from(products)
      .where(eq(products.id, ctx.sale.productId));
    ctx.productTitle = product?.title ?? "";
  }
  return ctx.productTitle;
}

async function itemCountOf(ctx: EffectContext) {
  if (ctx.itemCount === undefined) ctx.itemCount = (await saleProductIds(ctx.step.tx, ctx.sale.id)).length;
  return ctx.itemCount;
}

async function chatOf(ctx: EffectContext) {
  if (ctx.chatId === undefined) ctx.chatId = await findSaleChat(ctx.step.tx, ctx.sale);
  return ctx.chatId;
}

async function params(ctx: EffectContext) {
  return {
    productId: ctx.sale.productId,
    transactionId: ctx.sale.id,
    productTitle: await titleOf(ctx),
    // A bundle's texts name its first item and how many more it holds.
    itemCount: await itemCountOf(ctx),
    amountCents: ctx.sale.amountCents ?? 0,
    chatId: await chatOf(ctx),
  };
}

/** How the item travels, for the texts written at payment: a parcel's buyer paid its postage too. */
const deliveryOf = ({ sale }: EffectContext) => ({
  deliveryMethod: sale.deliveryMethod,
  postageCents: sale.postageCents,
});

const notifySeller = async (ctx: EffectContext, content: Parameters<typeof notify>[3]) =>
  notify(ctx.step.tx, ctx.step.outbox, ctx.sale.sellerId, content);
const notifyBuyer = async (ctx: EffectContext, content: Parameters<typeof notify>[3]) =>
  notify(ctx.step.tx, ctx.step.outbox, ctx.sale.buyerId, content);

/** Each side effect the process description names, as the server carries it out. */
const handlers: Record<SaleEffect, (ctx: EffectContext) => Promise<void>> = {
  // The ledger entries are keyed by the sale (ledger/sale-money.ts): a retried or raced step posts once.
  holdPayment: async ({ step, sale }) => {
    await postSalePaid(step.tx, sale);
  },
  releasePayment: async ({ step, sale }) => {
    await postSaleReleased(step.tx, sale);
  },
  // Every item of the sale: its one product, or each of a bundle's (sale_items).
  markItemSold: async ({ step, sale }) => {
    await step.tx
      .update(products)
      .set({ status: "sold" })
      .where(and(inArray(products.id, await saleProductIds(step.tx, sale.id)), eq(products.status, "active")));
  },
  // The items went to this buyer: the other buyers' requests for them are declined for them.
  lapseOtherRequests: async ({ step, sale, transition }) => {
    const others = await step.tx
      .select()
      .from(transactions)
      .where(
        and(
          inArray(transactions.productId, await saleProductIds(step.tx, sale.id)),
          eq(transactions.state, "requested"),
          ne(transactions.id, sale.id),
        ),
      )
      .for("update");
    for (const other of others) await transition(step, other, "declineRequest", "system");
  },
  endOtherOffers: async ({ step, sale }) => {
    for (const productId of await saleProductIds(step.tx, sale.id)) {
      await endOffersOnItemPaid(step.tx, step.outbox, { productId, buyerId: sale.buyerId });
    }
  },
  // Recorded in the ledger now; asked of the provider by a job after the commit (payment-refund.ts),
  // never inside this transaction. A share already released and sent to the seller's Stripe
  // account is taken back from there by a job too. A case's return parcel is charged in the same
  // entry's transaction; the buyer's share of it is kept back from what goes to their card.
  refundPayment: async ({ step, sale, input }) => {
    const paidCents = (sale.amountCents ?? 0) + (sale.postageCents ?? 0);
    const refunded = await postSaleRefunded(step.tx, sale);
    const postage = input.returnPostage;
    if (refunded && postage) await postReturnPostage(step.tx, sale, postage, paidCents);
    const kept = refunded ? returnPostageKeptFromRefund(paidCents, postage) : 0;
    if (kept < paidCents) await enqueueRefund(step.deps, step.tx, sale, kept > 0 ? paidCents - kept : undefined);
    await enqueueTransferReversal(step.tx, step.deps.jobs, sale);
  },
  // A settled problem case: the buyer's part goes back, the rest is the seller's (ledger/sale-money.ts).
  partlyRefundPayment: async ({ step, sale, input }) => {
    const refundCents = input.partialRefundCents;
    if (refundCents === undefined) throw new Error("partlyRefundPayment needs partialRefundCents");
    if (await postSalePartlyRefunded(step.tx, sale, refundCents)) {
      await enqueueRefund(step.deps, step.tx, sale, refundCents);
    }
  },
  openPartiesChat: async (ctx) => {
    ctx.chatId = await ensureSaleChat(ctx.step.tx, ctx.sale);
  },
  refreshOtherChats: async (ctx) => {
    await announceOtherChats(ctx.step.tx, ctx.step.outbox, ctx.sale);
    const chatId = await chatOf(ctx);
    if (chatId) ctx.step.outbox.push({ type: "chat", userIds: [ctx.sale.buyerId, ctx.sale.sellerId], id: chatId });
  },
  // The chat says so too, where the two of them talk about the item, in the seller's own words.
  postCancelNotice: async (ctx) => {
    const chatId = await chatOf(ctx);
    if (!chatId) return;
    await postSaleNotice(ctx.step.tx, ctx.step.outbox, ctx.sale, {
      chatId,
      senderId: ctx.sale.sellerId,
      kind: "sale_cancelled",
      content: ctx.input.reason ?? "",
      params: { amountCents: ctx.sale.amountCents ?? 0 },
    });
  },
  notifySellerItemSold: async (ctx) =>
    notifySeller(
      ctx,
      notificationTemplates.itemSold({
        ...(await params(ctx)),
        ...deliveryOf(ctx),
        buyerName: await displayNameOf(ctx.step.tx, ctx.sale.buyerId),
      }),
    ),
  notifyBuyerPaymentConfirmed: async (ctx) =>
    notifyBuyer(ctx, notificationTemplates.paymentConfirmed({ ...(await params(ctx)), ...deliveryOf(ctx) })),
  notifyBuyerSaleCompleted: async (ctx) => notifyBuyer(ctx, notificationTemplates.saleCompleted(await params(ctx))),
  notifySellerSaleCompleted: async (ctx) => notifySeller(ctx, notificationTemplates.saleCompleted(await params(ctx))),
  notifyBuyerSaleCancelled: async (ctx) =>
    notifyBuyer(ctx, notificationTemplates.saleCancelled({ ...(await params(ctx)), reason: ctx.input.reason ?? "" })),
  notifyBuyerHandedOver: async (ctx) => notifyBuyer(ctx, notificationTemplates.itemHandedOver(await params(ctx))),
  requestShipment: async ({ step, sale }) => enqueueShipmentRequest(step.deps.jobs, step.tx, sale),
  notifyBuyerParcelShipped: async (ctx) => notifyBuyer(ctx, notificationTemplates.parcelShipped(await params(ctx))),
  notifyBuyerParcelDelivered: async (ctx) => notifyBuyer(ctx, notificationTemplates.parcelDelivered(await params(ctx))),
  notifyBuyerReceiptReminder: async (ctx) => notifyBuyer(ctx, notificationTemplates.receiptReminder(await params(ctx))),
  notifySellerShipByReminder: async (ctx) =>
    notifySeller(
      ctx,
      notificationTemplates.shipByReminder({ ...(await params(ctx)), shipBy: ctx.sale.shipBy?.toISOString() ?? "" }),
    ),
  notifyRefundedLatePayment: (ctx) => notifyBothRefunded(ctx, "late_payment"),
  notifyRefundedParcelReturned: (ctx) => notifyBothRefunded(ctx, "parcel_returned"),
  notifyRefundedNotShipped: (ctx) => notifyBothRefunded(ctx, "not_shipped"),
  notifyRefundedByStaff: (ctx) => notifyBothRefunded(ctx, "staff"),
};

/** Each party is told the whole payment went back (price and postage), why, and which side they are. */
async function notifyBothRefunded(ctx: EffectContext, cause: RefundCause) {
  const refundedCents = (ctx.sale.amountCents ?? 0) + (ctx.sale.postageCents ?? 0);
  const base = { ...(await params(ctx)), cause, refundedCents };
  await notifyBuyer(ctx, notificationTemplates.paymentRefunded({ ...base, reader: "buyer" }));
  await notifySeller(ctx, notificationTemplates.paymentRefunded({ ...base, reader: "seller" }));
}

/** Runs a transition's effects in the order the process lists them. */
export async function runSaleEffects(
  step: SaleStep,
  sale: SaleRow,
  effects: readonly SaleEffect[],
  input: TransitionInput,
  transition: Transition,
) {
  const ctx: EffectContext = { step, sale, input, transition };
  for (const effect of effects) await handlers[effect](ctx);
}
