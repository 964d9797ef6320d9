import { serviceFeeCents } from "@kierto/shared";
import { eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app";
import { createProduct, createUser } from "../../db/factories";
import { cases, ledgerEntries, ledgerPostings, transactions } from "../../db/schema";
import { answerCase, answerPartialRefund, confirmReturnReceived, openCase } from "../cases";
import { accountTotals, sellerBalances } from "../ledger";
import { endCheckout, markPaid } from "../transactions";
import { completeDueDeliveries, createSale, lockSale, runTransition, type SaleRow, tryTransition } from ".";

/**
 * Random sequences of card sales over several sellers (payment, the seller's hand-over, the
 * buyer's Everything is OK, the 48-hour timer, cancellation with a refund, checkouts that expire
 * and payments that arrive late for an item a rival bought meanwhile; problems the buyer reports,
 * settled by a return or a partial refund), each through the server's
 * own transition paths, and after each sequence the ledger must still tell the truth.
 */

const t = await createTestApp();
const RUNS = Number(process.env.PROPERTY_RUNS ?? 300);

type Command =
  | { op: "open"; seller: number; buyer: number; price: number }
  | {
      op: "pay" | "expire" | "handOver" | "confirm" | "timer" | "cancel" | "rival" | "report" | "returned" | "partial";
      sale: number;
    };

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant("open" as const),
      seller: fc.nat(2),
      buyer: fc.nat(2),
      price: fc.integer({ min: 1, max: 50_000 }),
    }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      op: fc.constantFrom(
        "pay",
        "pay",
        "pay",
        "expire",
        "handOver",
        "handOver",
        "confirm",
        "timer",
        "cancel",
        "rival",
        "report",
        "report",
        "returned",
        "partial",
      ),
      sale: fc.nat(15),
    }),
  },
);

interface Run {
  sellers: string[];
  buyers: string[];
  sales: SaleRow[];
}

async function openSale(run: Run, productId: string, sellerId: string, buyerId: string, price: number) {
  const sale = await runTransition(t.deps, async (step) => {
    const created = await createSale(step, "startCheckout", "buyer", {
      productId,
      buyerId,
      sellerId,
      amountCents: price,
      commissionCents: serviceFeeCents(price),
    });
    const [stored] = await step.tx
      .update(transactions)
      .set({ paymentProvider: "local", providerSessionId: `cs_prop_${created.id}` })
      .where(eq(transactions.id, created.id))
      .returning();
    return stored as SaleRow;
  }).catch(() => undefined); // Another sale holds the item (the unique index): nothing opened.
  if (sale) run.sales.push(sale);
  return sale;
}

/** A party's step on one sale, through the one guarded transition (a sale in another state is left alone). */
const step = (
  saleId: string,
  name: "confirmPaidHandover" | "confirmReceipt" | "cancelPaid",
  actor: "buyer" | "seller",
) =>
  runTransition(t.deps, async (s) => {
    const sale = await lockSale(s.tx, saleId);
    return (
      sale &&
      tryTransition(s, sale, name, actor, name === "cancelPaid" ? { reason: "r", changes: { cancelReason: "r" } } : {})
    );
  });

async function apply(run: Run, cmd: Command) {
  if (cmd.op === "open") {
    const sellerId = run.sellers[cmd.seller] as string;
    const product = await createProduct(t.db, { userId: sellerId, priceCents: cmd.price });
    await openSale(run, product.id, sellerId, run.buyers[cmd.buyer] as string, cmd.price);
    return;
  }
  const target = run.sales[cmd.sale % Math.max(run.sales.length, 1)];
  if (!target) return;
  switch (cmd.op) {
    case "pay":
      await markPaid(t.deps, {
        provider: "local",
        sessionId: target.providerSessionId as string,
        paymentId: `pi_${target.id}`,
      });
      return;
    case "expire":
      await endCheckout(t.deps, { transactionId: target.id }, "expireCheckout");
      return;
    case "handOver":
      await step(target.id, "confirmPaidHandover", "seller");
      return;
    case "confirm":
      await step(target.id, "confirmReceipt", "buyer");
      return;
    case "cancel":
      await step(target.id, "cancelPaid", "seller");
      return;
    case "timer":
      await t.db
        .update(transactions)
        .set({ receiptDueAt: sql`now() - interval '1 minute'` })
        .where(eq(transactions.id, target.id))
        .catch(() => undefined);
      // Only this run's sale is due (the others' deadlines are 48 hours ahead or cleared).
      await completeDueDeliveries(t.deps);
      return;
    case "report":
      // The seller hands over (when the sale is paid) and the buyer reports a problem at once; refused
      // (409) unless the sale is then delivered, unreported, and the buyer has room for a case.
      await step(target.id, "confirmPaidHandover", "seller");
      await openCase(t.deps, target.buyerId, target.id, {
        reason: "not_as_described",
        description: "d",
        photoIds: [],
      }).catch(() => undefined);
      return;
    case "returned":
    case "partial": {
      const [open] = await t.db.select().from(cases).where(eq(cases.saleId, target.id));
      if (open?.state !== "awaiting_seller") return;
      if (cmd.op === "returned") {
        await answerCase(t.deps, open.sellerId, open.id, { action: "accept_return" });
        await confirmReturnReceived(t.deps, open.sellerId, open.id);
        return;
      }
      const amountCents = Math.floor((target.amountCents ?? 0) / 3);
      if (amountCents < 1) return;
      await answerCase(t.deps, open.sellerId, open.id, { action: "offer_partial", amountCents });
      await answerPartialRefund(t.deps, open.buyerId, open.id, true);
      return;
    }
    case "rival": {
      // The first checkout runs out and another buyer tries the same item: they get it only if
      // nothing else holds it.
      await endCheckout(t.deps, { transactionId: target.id }, "expireCheckout");
      const buyer = run.buyers.find((id) => id !== target.buyerId) as string;
      const rival = await openSale(run, target.productId, target.sellerId, buyer, target.amountCents ?? 0);
      // ...and pays at once: a payment still coming for the first checkout is then a late one.
      if (rival) {
        await markPaid(t.deps, {
          provider: "local",
          sessionId: rival.providerSessionId as string,
          paymentId: `pi_${rival.id}`,
        });
      }
      return;
    }
  }
}

/** How the runs' sales ended, to show the sequences reach every state that moves money. */
const reached: Record<string, number> = {};
let latePayments = 0;

async function checkInvariants(run: Run) {
  // Every entry balances (the database checks it at commit too).
  const unbalanced = await t.db.execute(
    sql`select entry_id from ${ledgerPostings} group by entry_id having sum(amount_cents) <> 0`,
  );
  expect(unbalanced.rows).toEqual([]);

  // The platform's cash is exactly what it owes sellers plus its own commission, pending or earned,
  // and equals the money received minus the money refunded (there are no payouts here).
  const totals = await accountTotals(t.db);
  expect(totals.provider_cash).toBe(
    totals.seller_pending +
      totals.seller_available +
      totals.seller_payout_in_transit +
      totals.commission_pending +
      totals.commission_earned,
  );
  const [flows] = (
    await t.db.execute<{ received: string; refunded: string }>(sql`
      select coalesce(sum(p.amount_cents) filter (where e.kind = 'sale_paid'), 0) as received,
             coalesce(-sum(p.amount_cents) filter (where e.kind in ('sale_refunded', 'sale_partly_refunded')), 0) as refunded
      from ${ledgerPostings} p join ${ledgerEntries} e on e.id = p.entry_id
      where p.account = 'provider_cash'`)
  ).rows;
  expect(Number(flows?.received) - Number(flows?.refunded)).toBe(totals.provider_cash);

  // Each seller's balances are what their sales' states say: paid and handed-over sales pending,
  // completed ones available, refunded ones nothing; never negative.
  const ids = run.sales.map((sale) => sale.id);
  const rows = ids.length ? await t.db.select().from(transactions).where(inArray(transactions.id, ids)) : [];
  const entries = ids.length ? await t.db.select().from(ledgerEntries).where(inArray(ledgerEntries.saleId, ids)) : [];
  for (const row of rows) {
    reached[row.state] = (reached[row.state] ?? 0) + 1;
    if (row.cancelReason === "late_payment") latePayments += 1;
  }
  for (const sellerId of run.sellers) {
    const expected = { pendingCents: 0, availableCents: 0 };
    for (const sale of rows.filter((row) => row.sellerId === sellerId)) {
      const kinds = entries.filter((entry) => entry.saleId === sale.id).map((entry) => entry.kind);
      const share = (sale.amountCents ?? 0) - (sale.commissionCents ?? 0);
      // A sale has money in the ledger exactly when a payment arrived for it.
      expect(kinds.includes("sale_paid"), sale.state).toBe(sale.providerPaymentId !== null);
      // A disputed sale's money stays pending: nothing is released while its case is open.
      const held = sale.state === "paid" || sale.state === "delivered" || sale.state === "disputed";
      const settled = kinds.includes("sale_partly_refunded");
      if (held) expect(kinds).toEqual(["sale_paid"]);
      if (sale.state === "completed") {
        expect(kinds.sort()).toEqual(settled ? ["sale_paid", "sale_partly_refunded"] : ["sale_paid", "sale_released"]);
      }
      if (sale.state === "refunded") expect(kinds.sort()).toEqual(["sale_paid", "sale_refunded"]);
      if (held) expected.pendingCents += share;
      if (sale.state === "completed" && !settled) expected.availableCents += share;
      if (sale.state === "completed" && settled) {
        // What the buyer kept paying, less the commission on it, and never more than the whole share.
        const refund = Math.floor((sale.amountCents ?? 0) / 3);
        const kept = (sale.amountCents ?? 0) - refund;
        const keptShare = kept - Math.round(((sale.commissionCents ?? 0) * kept) / (sale.amountCents ?? 1));
        expect(keptShare).toBeLessThanOrEqual(share);
        expected.availableCents += keptShare;
      }
    }
    const balances = await sellerBalances(t.db, sellerId);
    expect(balances).toMatchObject(expected);
    expect(balances.pendingCents).toBeGreaterThanOrEqual(0);
    expect(balances.availableCents).toBeGreaterThanOrEqual(0);
  }
}

describe("the held-payment ledger under random sales", () => {
  it(`stays balanced and true over ${RUNS} random sequences`, async () => {
    let commands = 0;
    const began = performance.now();
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (cmds) => {
        const sellers = [await createUser(t.db), await createUser(t.db), await createUser(t.db)].map((u) => u.id);
        const buyers = [await createUser(t.db), await createUser(t.db), await createUser(t.db)].map((u) => u.id);
        const run: Run = { sellers, buyers, sales: [] };
        for (const cmd of cmds) await apply(run, cmd);
        commands += cmds.length;
        await checkInvariants(run);
      }),
      { numRuns: RUNS },
    );
    const seconds = Math.round((performance.now() - began) / 1000);
    console.info(
      `[property] ${RUNS} runs, ${commands} commands, ${seconds} s; sales ended ${JSON.stringify(reached)}, late payments refunded ${latePayments}`,
    );
    for (const state of ["paid", "delivered", "disputed", "completed", "refunded", "expired"])
      expect(reached[state]).toBeGreaterThan(0);
    expect(latePayments).toBeGreaterThan(0);
  }, 600_000);
});
