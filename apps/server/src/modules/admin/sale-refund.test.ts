import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Caller, createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { createProduct, createTransaction } from "../../db/factories";
import { auditLog, ledgerEntries, ledgerPostings, products, transactions } from "../../db/schema";
import { accountTotals, sellerBalances } from "../ledger";
import { refundJob } from "../sale-process";
import { markPaid } from "../transactions";

const t = await createTestApp();
type SignedIn = Awaited<ReturnType<typeof t.signedInUser>>;

const PRICE = 4000;
const SHARE = PRICE - 200;

/** A card sale paid through the local provider, as the payment page leaves it. */
async function paidSale() {
  const seller = await t.signedInUser();
  const buyer = await t.signedInUser();
  const product = await createProduct(t.db, { userId: seller.id, priceCents: PRICE });
  const started = await expectJson(
    await t.api(buyer).products[":id"].checkout.$post({ param: { id: product.id }, json: {} }),
    201,
  );
  const [sale] = await t.db.select().from(transactions).where(eq(transactions.id, started.transactionId));
  await markPaid(t.deps, {
    provider: "local",
    sessionId: sale?.providerSessionId as string,
    paymentId: `pi_${started.transactionId}`,
  });
  return { seller, buyer, product, saleId: started.transactionId };
}

/** The same sale, completed by the buyer's "Everything is OK". */
async function completedSale() {
  const sale = await paidSale();
  const chat = await t.db.execute<{ id: string }>(
    sql`select id from chats where product_id = ${sale.product.id} and buyer_id = ${sale.buyer.id}`,
  );
  const chatId = chat.rows[0]?.id as string;
  const done = await expectJson(
    await t.api(sale.buyer).chats[":id"].sale.confirm.$post({ param: { id: chatId } }),
    200,
  );
  expect(done.sale.state).toBe("completed");
  return sale;
}

const refund = (caller: Caller | undefined, id: string, reason = "The buyer was charged twice by the bank") =>
  t.api(caller).admin.finance.sales[":id"].refund.$post({ param: { id }, json: { reason } });
const saleRow = async (id: string) => (await t.db.select().from(transactions).where(eq(transactions.id, id)))[0];
const entryKinds = async (saleId: string) =>
  (await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.saleId, saleId))).map((e) => e.kind).sort();
const statusOf = async (productId: string) =>
  (await t.db.select({ status: products.status }).from(products).where(eq(products.id, productId)))[0]?.status;
const refundJobs = async (saleId: string) =>
  (
    await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${refundJob.name} and data->>'saleId' = ${saleId}`,
    )
  ).rows[0]?.n;

/** The error code of a refusal with `status`. */
async function refusal(response: Response, status: number) {
  expect(response.status).toBe(status);
  return errorCode(response);
}

async function admin(): Promise<SignedIn> {
  return t.signedInUser({ role: "admin" });
}

async function withdraw(seller: SignedIn) {
  const details = {
    legalName: seller.displayName,
    dateOfBirth: "1990-04-01",
    street: "Mannerheimintie 1",
    postcode: "00100",
    city: "Helsinki",
    country: "FI",
    iban: "FI21 1234 5600 0007 85",
  };
  await expectJson(await t.api(seller).me["payout-details"].$put({ json: details }), 200);
  return expectJson(await t.api(seller).me.payouts.$post(), 201);
}

describe("an admin refunding a card sale", () => {
  it("answers 401 to a guest before reading the body, and 403 to anyone but an admin", async () => {
    const { saleId } = await paidSale();
    const guest = await t.request(`/api/admin/finance/sales/${saleId}/refund`, { method: "POST", body: "{not json" });
    expect(guest.status).toBe(401);
    expect((await t.guest.admin.finance.sales.$get({ query: {} })).status).toBe(401);
    for (const role of ["user", "moderator"] as const) {
      const someone = await t.signedInUser({ role });
      expect(await refusal(await refund(someone, saleId), 403)).toBe("FORBIDDEN");
      expect((await t.api(someone).admin.finance.sales.$get({ query: {} })).status).toBe(403);
    }
    expect((await saleRow(saleId))?.state).toBe("paid");
  });

  it("refuses a missing reason, an unknown sale, a hand-over paid in person and a second refund", async () => {
    const staff = await admin();
    const { saleId } = await paidSale();
    expect((await refund(staff, saleId, "   ")).status).toBe(400);
    expect(await refusal(await refund(staff, crypto.randomUUID()), 404)).toBe("NOT_FOUND");

    const seller = await t.signedInUser();
    const buyer = await t.signedInUser();
    const product = await createProduct(t.db, { userId: seller.id });
    const inPerson = await createTransaction(t.db, {
      productId: product.id,
      buyerId: buyer.id,
      sellerId: seller.id,
      completedAt: new Date(),
    });
    expect(await refusal(await refund(staff, inPerson.id), 409)).toBe("SALE_NOT_PAID_BY_CARD");

    await expectJson(await refund(staff, saleId), 200);
    expect(await refusal(await refund(staff, saleId), 409)).toBe("SALE_STATE_CONFLICT");
    expect(await entryKinds(saleId)).toEqual(["sale_paid", "sale_refunded"]);
  });

  it("ends a held sale: nothing released, the buyer refunded by a job, the item on sale again, the reason audited", async () => {
    const staff = await admin();
    const { seller, buyer, product, saleId } = await paidSale();
    const refunded = await expectJson(await refund(staff, saleId), 200);
    expect(refunded).toEqual({ id: saleId, state: "refunded" });

    expect(await entryKinds(saleId)).toEqual(["sale_paid", "sale_refunded"]);
    expect(await sellerBalances(t.db, seller.id)).toMatchObject({ pendingCents: 0, availableCents: 0 });
    expect(await refundJobs(saleId)).toBe(1);
    expect(await statusOf(product.id)).toBe("active");
    const page = await expectJson(await t.guest.products[":id"].$get({ param: { id: product.id } }), 200);
    expect(page.availability).toBe("available");
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "sale_refunded"), eq(auditLog.targetUserId, buyer.id)));
    expect(audit).toMatchObject({ actorId: staff.id, reason: "The buyer was charged twice by the bank" });
    expect(audit?.details).toMatchObject({ saleId, fromState: "paid" });
  });

  it("takes a completed sale's released share back from the seller's balance; the item stays sold and in both histories", async () => {
    const staff = await admin();
    const { seller, buyer, product, saleId } = await completedSale();
    expect(await sellerBalances(t.db, seller.id)).toMatchObject({ availableCents: SHARE });
    const before = await accountTotals(t.db);

    await expectJson(await refund(staff, saleId), 200);
    expect(await entryKinds(saleId)).toEqual(["sale_paid", "sale_refunded", "sale_released"]);
    expect(await sellerBalances(t.db, seller.id)).toMatchObject({ pendingCents: 0, availableCents: 0 });
    const after = await accountTotals(t.db);
    // The commission earned on it is given up with the rest.
    expect(after.commission_earned - before.commission_earned).toBe(-200);
    expect(after.provider_cash - before.provider_cash).toBe(-PRICE);
    expect(await statusOf(product.id)).toBe("sold");
    expect((await saleRow(saleId))?.completedAt).not.toBeNull();

    const mine = await expectJson(await t.api(buyer).me.sales.$get(), 200);
    expect(mine.purchases.map((p) => [p.id, p.state])).toContainEqual([saleId, "refunded"]);
    const theirs = await expectJson(await t.api(seller).me.sales.$get(), 200);
    expect(theirs.sales.map((p) => p.id)).toContain(saleId);
    // A sold listing with a completed sale behind it stays: its reviews and history depend on it.
    expect(await refusal(await t.api(seller).products[":id"].$delete({ param: { id: product.id } }), 409)).toBe(
      "LISTING_PART_OF_SALE",
    );
  });

  it("leaves a seller who already withdrew the money owing it, a debt their next sale pays off", async () => {
    const staff = await admin();
    const { seller, saleId } = await completedSale();
    await withdraw(seller);
    expect(await sellerBalances(t.db, seller.id)).toMatchObject({ availableCents: 0 });
    const listed = await expectJson(await t.api(staff).admin.finance.sales.$get({ query: { q: seller.email } }), 200);
    expect(listed.sales.map((s) => [s.id, s.moneyStage])).toEqual([[saleId, "withdrawn"]]);

    await expectJson(await refund(staff, saleId), 200);
    expect(await sellerBalances(t.db, seller.id)).toMatchObject({ availableCents: -SHARE });
    const refunded = await expectJson(await t.api(staff).admin.finance.sales.$get({ query: { q: saleId } }), 200);
    expect(refunded.sales.map((s) => [s.id, s.moneyStage, s.state])).toEqual([[saleId, "refunded", "refunded"]]);
    const [sum] = await t.db.select({ sum: sql<number>`coalesce(sum(amount_cents), 0)` }).from(ledgerPostings);
    expect(Number(sum?.sum)).toBe(0);
  });

  it("refunds once when two admins press Refund at the same moment", async () => {
    const [first, second] = [await admin(), await admin()];
    const { saleId } = await completedSale();
    const answers = await Promise.all([refund(first, saleId), refund(second, saleId)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await entryKinds(saleId)).toEqual(["sale_paid", "sale_refunded", "sale_released"]);
    expect(await refundJobs(saleId)).toBe(1);
  });

  it("lists card sales by item title with where their money stands, and never a hand-over paid in person", async () => {
    const staff = await admin();
    const held = await paidSale();
    const [row] = await t.db.select({ title: products.title }).from(products).where(eq(products.id, held.product.id));
    const found = await expectJson(
      await t.api(staff).admin.finance.sales.$get({ query: { q: row?.title.slice(0, 12) ?? "" } }),
      200,
    );
    const mine = found.sales.find((s) => s.id === held.saleId);
    expect(mine).toMatchObject({ moneyStage: "held", state: "paid", amountCents: PRICE });
    expect(mine?.buyer.email).toBe(held.buyer.email);
    // `%` typed in the search is a character, not a wildcard.
    const none = await expectJson(await t.api(staff).admin.finance.sales.$get({ query: { q: "%" } }), 200);
    expect(none.sales).toEqual([]);
  });
});
