import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runScheduledOccurrence } from "../../../test/scheduled-jobs";
import { createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { createProduct, createTransaction, createUser } from "../../db/factories";
import { dac7TaxIds, notifications } from "../../db/schema";
import { createLogger } from "../../lib/logger";
import { postSalePaid, postSaleReleased } from "../ledger";
import { dac7ReminderJob } from "./dac7-reminder-job";
import { remindSellersWithoutDetails } from "./dac7-reminders";
import { reportableSellers, withTaxIdsOpened } from "./dac7-report";
import { helsinkiYear } from "./helsinki-year";
import { sealUnsealedTaxIds } from "./seal-unsealed-tax-ids";
import { taxIdSeal } from "./tax-id-seal";

const t = await createTestApp();
const DAY_MS = 86_400_000;
const year = helsinkiYear(new Date());

const details = {
  legalName: "Maija Meikäläinen",
  dateOfBirth: "1990-05-17",
  street: "Mannerheimintie 1 A 2",
  postcode: "00100",
  city: "Helsinki",
  iban: "FI21 1234 5600 0007 85",
};
/** Maija's personal identity code: born 17 May 1990. */
const MAIJA_HETU = "170590-1236";

/** `count` completed sales of the seller's, each of `amountCents`, completed at `at`. */
async function completedSales(sellerId: string, count: number, amountCents: number, at = new Date()) {
  const buyer = await createUser(t.db);
  for (let i = 0; i < count; i++) {
    const product = await createProduct(t.db, { userId: sellerId, status: "sold" });
    await createTransaction(t.db, { productId: product.id, buyerId: buyer.id, sellerId, completedAt: at, amountCents });
  }
}

/** A completed card sale whose share (`amountCents` minus 5%) is available for the seller to withdraw. */
async function releasedSale(sellerId: string, amountCents: number) {
  const buyer = await createUser(t.db);
  const product = await createProduct(t.db, { userId: sellerId, status: "sold" });
  const sale = await createTransaction(t.db, {
    productId: product.id,
    buyerId: buyer.id,
    sellerId,
    completedAt: new Date(),
    amountCents,
  });
  await t.db.transaction(async (tx) => {
    await postSalePaid(tx, sale);
    await postSaleReleased(tx, sale);
  });
}

async function reportOf(sellerId: string, inYear = year) {
  const sellers = withTaxIdsOpened(await reportableSellers(t.db, inYear), taxIdSeal(t.deps.env));
  return sellers.find((seller) => seller.sellerId === sellerId);
}

const notificationsOf = async (caller: { id: string }) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, caller.id))).map((row) => row.type);

describe("the DAC7 thresholds", () => {
  it("report a seller from the 30th sale, or from more than EUR 2,000, and not one below both", async () => {
    const twentyNine = await t.signedInUser();
    await completedSales(twentyNine.id, 29, 1000);
    const thirty = await t.signedInUser();
    await completedSales(thirty.id, 30, 100);
    const exactly2000 = await t.signedInUser();
    await completedSales(exactly2000.id, 2, 100_000);
    const over2000 = await t.signedInUser();
    await completedSales(over2000.id, 1, 200_001);

    expect(await reportOf(twentyNine.id)).toBeUndefined();
    expect(await reportOf(exactly2000.id)).toBeUndefined();
    expect(await reportOf(thirty.id)).toMatchObject({ sales: 30, considerationCents: 3000, feesCents: 30 * 5 });
    expect(await reportOf(over2000.id)).toMatchObject({ sales: 1, considerationCents: 200_001, identity: null });
  });

  it("count a year in Finnish time, quarter by quarter", async () => {
    const seller = await t.signedInUser();
    // 00:30 on 1 January in Helsinki is still 31 December in UTC.
    await completedSales(seller.id, 1, 150_000, new Date(`${year - 1}-12-31T22:30:00Z`));
    await completedSales(seller.id, 1, 60_000, new Date(`${year}-05-15T12:00:00Z`));
    await completedSales(seller.id, 1, 999_999, new Date(`${year - 1}-12-31T21:30:00Z`));

    const report = await reportOf(seller.id);
    expect(report?.considerationCents).toBe(210_000);
    expect(report?.quarters.map((quarter) => quarter.sales)).toEqual([1, 1, 0, 0]);
    expect(report?.quarters[0]).toEqual({ sales: 1, considerationCents: 150_000, feesCents: 7500 });
    expect((await reportOf(seller.id, year - 1))?.considerationCents).toBe(999_999);
  });
});

describe("a seller over a threshold without their details", () => {
  it("is reminded twice a week apart, then their payouts wait until they give them", async () => {
    const seller = await t.signedInUser();
    await completedSales(seller.id, 1, 250_000);
    await releasedSale(seller.id, 4000);
    await expectJson(await t.api(seller).me["payout-details"].$put({ json: details }), 200);
    expect(await expectJson(await t.api(seller).me["tax-id"].$get(), 200)).toEqual({
      required: true,
      taxIdLast4: null,
      payoutsWithheld: false,
    });

    const start = new Date();
    const mine = async (now: Date) => {
      await remindSellersWithoutDetails(t.deps, now);
      return notificationsOf(seller);
    };
    expect(await mine(start)).toEqual(["dac7_details_needed"]);
    // Again the same day, or from a second instance: nothing more.
    expect(await mine(new Date(start.getTime() + DAY_MS))).toEqual(["dac7_details_needed"]);
    expect(await mine(new Date(start.getTime() + 7 * DAY_MS))).toEqual(["dac7_details_needed", "dac7_details_needed"]);
    const reminders = await t.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(reminders.map((row) => row.data.remindersLeft).sort()).toEqual([0, 1]);
    expect(await mine(new Date(start.getTime() + 14 * DAY_MS))).toContain("payouts_withheld");

    expect((await reportOf(seller.id))?.withheldSince).toBeInstanceOf(Date);
    expect((await expectJson(await t.api(seller).me["tax-id"].$get(), 200)).payoutsWithheld).toBe(true);
    const refused = await t.api(seller).me.payouts.$post();
    expect(refused.status).toBe(409);
    expect(await errorCode(refused)).toBe("PAYOUTS_WITHHELD");

    // Giving the code lifts it at once.
    const given = await expectJson(await t.api(seller).me["tax-id"].$put({ json: { taxId: MAIJA_HETU } }), 200);
    expect(given).toEqual({ required: true, taxIdLast4: "1236", payoutsWithheld: false });
    expect((await t.api(seller).me.payouts.$post()).status).toBe(201);
    // Stored encrypted: the database holds neither the code nor its date part.
    const [stored] = await t.db.select().from(dac7TaxIds).where(eq(dac7TaxIds.sellerId, seller.id));
    expect(stored?.taxIdLast4).toBe("1236");
    expect(JSON.stringify(stored)).not.toContain(MAIJA_HETU.slice(0, 6));
    expect((await reportOf(seller.id))?.identity).toMatchObject({
      taxId: MAIJA_HETU,
      taxIdIssuedBy: "FI",
      legalName: "Maija Meikäläinen",
      iban: "FI2112345600000785",
    });
    // With everything given, the daily job leaves them alone.
    expect(await mine(new Date(start.getTime() + 30 * DAY_MS))).toHaveLength(3);
  });

  it("runs as a daily job", async () => {
    const seller = await t.signedInUser();
    await completedSales(seller.id, 1, 300_000);
    expect(await runScheduledOccurrence(t, dac7ReminderJob)).toBe(1);
    expect(await notificationsOf(seller)).toEqual(["dac7_details_needed"]);
  });
});

describe("the tax identification number", () => {
  it("is asked only of sellers over a threshold, checked, and must match the payout details' date of birth", async () => {
    expect((await t.guest.me["tax-id"].$get()).status).toBe(401);
    expect((await t.guest.me["tax-id"].$put({ json: { taxId: MAIJA_HETU } })).status).toBe(401);

    const small = await t.signedInUser();
    expect((await expectJson(await t.api(small).me["tax-id"].$get(), 200)).required).toBe(false);
    const notAsked = await t.api(small).me["tax-id"].$put({ json: { taxId: MAIJA_HETU } });
    expect(notAsked.status).toBe(409);
    expect(await errorCode(notAsked)).toBe("TAX_ID_NOT_REQUIRED");

    const big = await t.signedInUser();
    await completedSales(big.id, 1, 250_000);
    await expectJson(await t.api(big).me["payout-details"].$put({ json: details }), 200);
    for (const taxId of ["170590-1237", "not a code", "131052-308T"]) {
      const refused = await t.api(big).me["tax-id"].$put({ json: { taxId } });
      expect(refused.status, taxId).toBe(400);
      expect(await errorCode(refused)).toBe("TAX_ID_INVALID");
    }
    expect((await expectJson(await t.api(big).me["tax-id"].$get(), 200)).taxIdLast4).toBeNull();
  });
});

describe("the admins' DAC7 report", () => {
  it("is for admins only and lists the year's sellers over a threshold", async () => {
    const user = await t.signedInUser();
    const moderator = await t.signedInUser({ role: "moderator" });
    expect((await t.guest.admin.finance.dac7.$get({ query: { year: String(year) } })).status).toBe(401);
    for (const caller of [user, moderator]) {
      expect((await t.api(caller).admin.finance.dac7.$get({ query: { year: String(year) } })).status).toBe(403);
    }
    const admin = await t.signedInUser({ role: "admin" });
    expect((await t.api(admin).admin.finance.dac7.$get({ query: { year: "1999" } })).status).toBe(400);
    const seller = await t.signedInUser({ displayName: "Big Seller" });
    await completedSales(seller.id, 1, 400_000);
    const report = await expectJson(await t.api(admin).admin.finance.dac7.$get({ query: { year: String(year) } }), 200);
    expect(report.thresholds).toEqual({ sales: 30, considerationCents: 200_000 });
    expect(report.sellers.find((row) => row.sellerId === seller.id)).toMatchObject({
      displayName: "Big Seller",
      sales: 1,
      considerationCents: 400_000,
      identity: null,
      withheldSince: null,
    });
  });
});

describe("personal identity codes stored before encryption", () => {
  it("are sealed back in at the next start and their plain-text table dropped", async () => {
    const seller = await createUser(t.db);
    await t.db.execute(sql`create table dac7_tax_ids_unsealed as
      select ${seller.id}::uuid as seller_id, ${MAIJA_HETU}::text as tax_id, 'FI'::text as issued_by,
             now() as created_at, now() as updated_at`);
    await sealUnsealedTaxIds(t.db, t.deps.env, createLogger("silent"));

    const [stored] = await t.db.select().from(dac7TaxIds).where(eq(dac7TaxIds.sellerId, seller.id));
    expect(stored?.taxIdSealed).toMatch(/^v1\./);
    expect(taxIdSeal(t.deps.env).open(stored?.taxIdSealed ?? "")).toBe(MAIJA_HETU);
    const table = await t.db.execute<{ name: string | null }>(
      sql`select to_regclass('dac7_tax_ids_unsealed')::text as name`,
    );
    expect(table.rows[0]?.name).toBeNull();
    // A start with nothing to seal changes nothing.
    await sealUnsealedTaxIds(t.db, t.deps.env, createLogger("silent"));
  });
});
