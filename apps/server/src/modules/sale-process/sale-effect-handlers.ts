import type { SaleEffect } from "@kierto/shared";
import { and, eq, ne } from "drizzle-orm";
import { products, transactions } from "../../db/schema";
import { postSalePaid, postSalePartlyRefunded, postSaleRefunded, postSaleReleased } from "../ledger";
import { notificationTemplates } from "../notifications";
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
import { displayNameOf } from "./sale-rows";
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

async function chatOf(ctx: EffectContext) {
  if (ctx.chatId === undefined) ctx.chatId = await findSaleChat(ctx.step.tx, ctx.sale);
  return ctx.chatId;
}

async function params(ctx: EffectContext) {
  return {
    productId: ctx.sale.productId,
    transactionId: ctx.sale.id,
    productTitle: await titleOf(ctx),
    amountCents: ctx.sale.amountCents ?? 0,
    chatId: await chatOf(ctx),
  };
}

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
  markItemSold: async ({ step, sale }) => {
    await step.tx
      .update(products)
      .set({ status: "sold" })
      .where(and(eq(products.id, sale.productId), eq(products.status, "active")));
  },
  // The item went to this buyer: the other buyers' requests for it are declined for them.
  lapseOtherRequests: async ({ step, sale, transition }) => {
    const others = await step.tx
      .select()
      .from(transactions)
      .where(
        and(
          eq(transactions.productId, sale.productId),
          eq(transactions.state, "requested"),
          ne(transactions.id, sale.id),
        ),
      )
      .for("update");
    for (const other of others) await transition(step, other, "declineRequest", "system");
  },
  endOtherOffers: async ({ step, sale }) => {
    await endOffersOnItemPaid(step.tx, step.outbox, sale);
  },
  // Recorded in the ledger now; asked of the provider by a job after the commit (payment-refund.ts),
  // never inside this transaction. A share already released and sent to the seller's Stripe
  // account is taken back from there by a job too.
  refundPayment: async ({ step, sale }) => {
    await postSaleRefunded(step.tx, sale);
    await enqueueRefund(step.deps, step.tx, sale);
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
        buyerName: await displayNameOf(ctx.step.tx, ctx.sale.buyerId),
      }),
    ),
  notifyBuyerPaymentConfirmed: async (ctx) =>
    notifyBuyer(ctx, notificationTemplates.paymentConfirmed(await params(ctx))),
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
  notifyBothPaymentRefunded: async (ctx) => {
    const content = notificationTemplates.paymentRefunded(await params(ctx));
    await notifyBuyer(ctx, content);
    await notifySeller(ctx, content);
  },
};

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
