import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app";
import { createProduct, createTransaction, createUser } from "../../db/factories";
import { ledgerEntries, ledgerPostings } from "../../db/schema";
import { accountTotals, postEntry, postSalePaid, postSaleRefunded, postSaleReleased, sellerBalances } from ".";

const t = await createTestApp();

async function sale(amountCents = 2000) {
  const seller = await createUser(t.db);
  const buyer = await createUser(t.db);
  const product = await createProduct(t.db, { userId: seller.id });
  const row = await createTransaction(t.db, {
    productId: product.id,
    buyerId: buyer.id,
    sellerId: seller.id,
    state: "paid",
    amountCents,
  });
  return { seller, buyer, sale: row };
}

/** The Postgres error a statement or a commit was refused with. */
async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeDefined();
  const cause = (error as { cause?: { code?: string; message?: string } }).cause ?? error;
  return cause as { code?: string; message?: string };
}

describe("the ledger", () => {
  it("holds a paid sale's money, releases the seller's share on completion, and posts each cause once", async () => {
    const { seller, sale: paid } = await sale(2000);
    await t.db.transaction(async (tx) => {
      expect(await postSalePaid(tx, paid)).toBe(true);
      expect(await postSalePaid(tx, paid)).toBe(false);
    });
    expect(await sellerBalances(t.db, seller.id)).toEqual({
      pendingCents: 1900,
      availableCents: 0,
      inTransitCents: 0,
      paidOutCents: 0,
    });

    await t.db.transaction((tx) => postSaleReleased(tx, paid));
    await t.db.transaction((tx) => postSaleReleased(tx, paid));
    expect(await sellerBalances(t.db, seller.id)).toMatchObject({ pendingCents: 0, availableCents: 1900 });

    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.saleId, paid.id));
    expect(entries.map((entry) => entry.kind).sort()).toEqual(["sale_paid", "sale_released"]);
  });

  it("refunds from wherever the money is: pending before completion, available (as a debt) after", async () => {
    const before = await sale(1000);
    await t.db.transaction(async (tx) => {
      await postSalePaid(tx, before.sale);
      await postSaleRefunded(tx, before.sale);
    });
    expect(await sellerBalances(t.db, before.seller.id)).toMatchObject({ pendingCents: 0, availableCents: 0 });

    const after = await sale(1000);
    await t.db.transaction(async (tx) => {
      await postSalePaid(tx, after.sale);
      await postSaleReleased(tx, after.sale);
      await postSaleRefunded(tx, after.sale);
    });
    expect(await sellerBalances(t.db, after.seller.id)).toMatchObject({ pendingCents: 0, availableCents: 0 });
  });

  it("posts nothing for a sale that was never paid through the platform", async () => {
    const inPerson = await sale(1500);
    await t.db.transaction(async (tx) => {
      expect(await postSaleReleased(tx, inPerson.sale)).toBe(false);
      expect(await postSaleRefunded(tx, inPerson.sale)).toBe(false);
    });
    expect(await sellerBalances(t.db, inPerson.seller.id)).toMatchObject({ pendingCents: 0, availableCents: 0 });
  });

  it("sums to zero across every account", async () => {
    const totals = await accountTotals(t.db);
    const [row] = await t.db.select({ sum: sql<number>`coalesce(sum(amount_cents), 0)` }).from(ledgerPostings);
    expect(Number(row?.sum)).toBe(0);
    expect(totals.provider_cash).toBe(
      totals.seller_pending +
        totals.seller_available +
        totals.seller_payout_in_transit +
        totals.commission_pending +
        totals.commission_earned,
    );
  });

  it("is refused by the database when an entry does not balance, even past the application's check", async () => {
    const { seller } = await sale();
    const error = await refusal(
      t.db.transaction(async (tx) => {
        const [entry] = await tx
          .insert(ledgerEntries)
          .values({ idempotencyKey: `unbalanced:${seller.id}`, kind: "payout_paid" })
          .returning();
        await tx.insert(ledgerPostings).values([
          { entryId: entry?.id as string, account: "provider_cash", amountCents: -500 },
          { entryId: entry?.id as string, account: "seller_payout_in_transit", ownerId: seller.id, amountCents: 499 },
        ]);
      }),
    );
    expect(error.code).toBe("23514");
    const [kept] = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, `unbalanced:${seller.id}`));
    expect(kept).toBeUndefined();
  });

  it("is refused by the database for an entry with a single posting or none", async () => {
    const lonely = await refusal(
      t.db.transaction(async (tx) => {
        await tx.insert(ledgerEntries).values({ idempotencyKey: "no-postings", kind: "payout_paid" });
      }),
    );
    expect(lonely.code).toBe("23514");
  });

  it("cannot be edited or erased: corrections are new entries", async () => {
    const { sale: paid } = await sale(1200);
    await t.db.transaction((tx) => postSalePaid(tx, paid));
    const [posting] = await t.db
      .select({ id: ledgerPostings.id })
      .from(ledgerPostings)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
      .where(eq(ledgerEntries.saleId, paid.id))
      .limit(1);
    const id = posting?.id as number;

    expect(
      (await refusal(t.db.update(ledgerPostings).set({ amountCents: 1 }).where(eq(ledgerPostings.id, id)))).code,
    ).toBe("23001");
    expect((await refusal(t.db.delete(ledgerPostings).where(eq(ledgerPostings.id, id)))).code).toBe("23001");
    expect((await refusal(t.db.delete(ledgerEntries).where(eq(ledgerEntries.saleId, paid.id)))).code).toBe("23001");
    expect((await refusal(t.db.execute(sql`truncate ledger_postings cascade`))).code).toBe("23001");
  });

  it("refuses an entry whose own sides do not add up before it reaches the database", async () => {
    const { seller } = await sale();
    await expect(
      t.db.transaction((tx) =>
        postEntry(tx, {
          key: `bad:${seller.id}`,
          kind: "payout_requested",
          postings: [
            { account: "seller_available", ownerId: seller.id, amountCents: 100 },
            { account: "seller_payout_in_transit", ownerId: seller.id, amountCents: -99 },
          ],
        }),
      ),
    ).rejects.toThrow(/sum to 1/);
  });
});
