import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runScheduledOccurrence } from "../../../test/scheduled-jobs";
import { type Caller, createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { createProduct } from "../../db/factories";
import { chats, ledgerEntries, notifications, products, transactions } from "../../db/schema";
import { accountTotals, sellerBalances } from "../ledger";
import { markPaid } from "../transactions";
import { completeDueDeliveries, saleTimersJob } from ".";

const t = await createTestApp();
type SignedIn = Awaited<ReturnType<typeof t.signedInUser>>;

const PRICE = 4000;
const SHARE = PRICE - 200;

/** A card sale paid through the local provider's confirmation path, as the payment page leaves it. */
async function paidSale(seller?: SignedIn) {
  const owner = seller ?? (await t.signedInUser());
  const buyer = await t.signedInUser();
  const product = await createProduct(t.db, { userId: owner.id, priceCents: PRICE });
  const started = await expectJson(
    await t.api(buyer).products[":id"].checkout.$post({ param: { id: product.id }, json: {} }),
    201,
  );
  const [sale] = await t.db.select().from(transactions).where(eq(transactions.id, started.transactionId));
  const outcome = await markPaid(t.deps, {
    provider: "local",
    sessionId: sale?.providerSessionId as string,
    paymentId: `pi_${started.transactionId}`,
  });
  expect(outcome).toBe("paid");
  const [chat] = await t.db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.productId, product.id), eq(chats.buyerId, buyer.id)));
  return { seller: owner, buyer, product, saleId: started.transactionId, chatId: chat?.id as string };
}

const confirm = (caller: Caller, chatId: string) =>
  t.api(caller).chats[":id"].sale.confirm.$post({ param: { id: chatId } });
const saleRow = async (id: string) => (await t.db.select().from(transactions).where(eq(transactions.id, id)))[0];
const entryKinds = async (saleId: string) =>
  (await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.saleId, saleId))).map((e) => e.kind).sort();
const statusOf = async (productId: string) =>
  (await t.db.select({ status: products.status }).from(products).where(eq(products.id, productId)))[0]?.status;
/** The deadline the timers read passed a minute ago (they compare with PostgreSQL's now()). */
const makeDue = (saleId: string, column: "receipt_due_at" | "receipt_reminder_at") =>
  t.db.execute(sql`update transactions set ${sql.raw(column)} = now() - interval '1 minute' where id = ${saleId}`);

describe("a card payment held until the buyer confirms", () => {
  it("is pending from payment through the hand-over and available once the buyer says Everything is OK", async () => {
    const { seller, buyer, product, saleId, chatId } = await paidSale();
    expect(await sellerBalances(t.db, seller.id)).toMatchObject({ pendingCents: SHARE, availableCents: 0 });
    expect(await entryKinds(saleId)).toEqual(["sale_paid"]);
    // Everyone else sees it reserved; the seller's listing is not sold yet.
    expect(await statusOf(product.id)).toBe("active");
    const page = await expectJson(await t.guest.products[":id"].$get({ param: { id: product.id } }), 200);
    expect(page.availability).toBe("reserved");

    expect((await expectJson(await confirm(seller, chatId), 200)).sale.state).toBe("delivered");
    expect(await sellerBalances(t.db, seller.id)).toMatchObject({ pendingCents: SHARE, availableCents: 0 });

    // The release is written in the request's own database transaction: when it answers, the money is available.
    const began = performance.now();
    const done = await expectJson(await confirm(buyer, chatId), 200);
    const ms = performance.now() - began;
    console.info(`[held] buyer's Everything is OK to available balance: ${ms.toFixed(1)} ms (one request)`);
    expect(done.sale.state).toBe("completed");
    expect(await sellerBalances(t.db, seller.id)).toMatchObject({ pendingCents: 0, availableCents: SHARE });
    expect(await entryKinds(saleId)).toEqual(["sale_paid", "sale_released"]);
    expect(await statusOf(product.id)).toBe("sold");
    const types = (await t.db.select().from(notifications).where(eq(notifications.userId, seller.id))).map(
      (n) => n.type,
    );
    expect(types).toEqual(expect.arrayContaining(["item_sold", "sale_completed"]));
  });

  it("releases nothing when the seller cancels before completion, and cannot be cancelled once handed over", async () => {
    const cancelled = await paidSale();
    const cancel = (caller: Caller, saleId: string) =>
      t.api(caller).sales[":id"].cancel.$post({ param: { id: saleId }, json: { reason: "Lost it, sorry." } });
    expect((await expectJson(await cancel(cancelled.seller, cancelled.saleId), 200)).sale.state).toBe("refunded");
    expect(await entryKinds(cancelled.saleId)).toEqual(["sale_paid", "sale_refunded"]);
    expect(await sellerBalances(t.db, cancelled.seller.id)).toMatchObject({ pendingCents: 0, availableCents: 0 });
    expect(await statusOf(cancelled.product.id)).toBe("active");

    // Handed over: the item is with the buyer, whose problem reports are what will stop the timer.
    const delivered = await paidSale();
    await expectJson(await confirm(delivered.seller, delivered.chatId), 200);
    expect(await errorCode(await cancel(delivered.seller, delivered.saleId))).toBe("SALE_STATE_CONFLICT");
    expect(await sellerBalances(t.db, delivered.seller.id)).toMatchObject({ pendingCents: SHARE });
  });

  it("completes on its own 48 hours after the hand-over, reminding the buyer at 24, each once", async () => {
    const { seller, buyer, product, saleId, chatId } = await paidSale();
    await expectJson(await confirm(seller, chatId), 200);
    const reminders = async () =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, buyer.id))).filter(
        (n) => n.type === "receipt_reminder",
      );

    await runScheduledOccurrence(t, saleTimersJob);
    expect(await reminders()).toHaveLength(0);
    await makeDue(saleId, "receipt_reminder_at");
    await runScheduledOccurrence(t, saleTimersJob);
    await runScheduledOccurrence(t, saleTimersJob);
    expect(await reminders()).toHaveLength(1);
    expect((await reminders())[0]?.data).toMatchObject({ transactionId: saleId, chatId });
    expect((await saleRow(saleId))?.state).toBe("delivered");

    await makeDue(saleId, "receipt_due_at");
    await runScheduledOccurrence(t, saleTimersJob);
    expect(await saleRow(saleId)).toMatchObject({
      state: "completed",
      completedBy: "timer",
      buyerConfirmed: false,
      sellerConfirmed: true,
      receiptDueAt: null,
      receiptReminderAt: null,
    });
    expect(await sellerBalances(t.db, seller.id)).toMatchObject({ pendingCents: 0, availableCents: SHARE });
    expect(await statusOf(product.id)).toBe("sold");
    expect(await errorCode(await confirm(buyer, chatId))).toBe("ALREADY_CONFIRMED");
  });

  it("releases once when the buyer's confirmation and the timer meet", async () => {
    const seller = await t.signedInUser();
    const rounds = 30;
    const winners = { buyer: 0, timer: 0 };
    for (let round = 0; round < rounds; round++) {
      const { buyer, saleId, chatId } = await paidSale(seller);
      await expectJson(await confirm(seller, chatId), 200);
      await makeDue(saleId, "receipt_due_at");
      // The timer starts 0 to 27 ms after the request, so each of them wins some rounds.
      const timerLag = (round % 10) * 3;
      const [byBuyer, byTimer] = await Promise.all([
        confirm(buyer, chatId),
        new Promise((resolve) => setTimeout(resolve, timerLag)).then(() => completeDueDeliveries(t.deps)),
      ]);
      expect([200, 409]).toContain(byBuyer.status);
      const row = await saleRow(saleId);
      expect(row?.state).toBe("completed");
      winners[row?.completedBy === "timer" ? "timer" : "buyer"] += 1;
      if (byBuyer.status === 409) expect(byTimer).toBeGreaterThanOrEqual(1);
      const released = await t.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.saleId, saleId), eq(ledgerEntries.kind, "sale_released")));
      expect(released).toHaveLength(1);
    }
    console.info(
      `[race] buyer confirmation vs timer, ${rounds} rounds: buyer ${winners.buyer}, timer ${winners.timer}`,
    );
    expect(await sellerBalances(t.db, seller.id)).toMatchObject({ pendingCents: 0, availableCents: rounds * SHARE });
    const totals = await accountTotals(t.db);
    expect(totals.provider_cash).toBe(
      totals.seller_pending +
        totals.seller_available +
        totals.seller_payout_in_transit +
        totals.commission_pending +
        totals.commission_earned,
    );
  }, 120_000);
});
