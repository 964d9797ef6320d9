import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Caller, createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { createProduct } from "../../db/factories";
import { ledgerEntries, ledgerPostings, notifications, products, transactions } from "../../db/schema";
import { markPaid } from "./checkout";

const t = await createTestApp();

type Delivery = { method: "hand_delivery" } | { method: "shipping"; pickupPointId: string };
const checkout = (caller: Caller, productId: string, delivery?: Delivery) =>
  t.api(caller).products[":id"].checkout.$post({ param: { id: productId }, json: delivery ? { delivery } : {} });

async function saleOf(id: string) {
  const [row] = await t.db.select().from(transactions).where(eq(transactions.id, id));
  return row;
}

async function twoParties() {
  const seller = await t.signedInUser({ displayName: "Sanna Seller" });
  const buyer = await t.signedInUser({ displayName: "Olli Buyer" });
  return { seller, buyer };
}

describe("choosing delivery at checkout", () => {
  it("ships to the chosen locker: the postage on top of the price, the point kept on the sale", async () => {
    const { seller, buyer } = await twoParties();
    const product = await createProduct(t.db, {
      userId: seller.id,
      priceCents: 3000,
      deliveryMethod: "shipping",
      parcelSize: "small",
    });
    const started = await expectJson(
      await checkout(buyer, product.id, { method: "shipping", pickupPointId: "P901001" }),
      201,
    );
    const sale = await saleOf(started.transactionId);
    expect(sale).toMatchObject({
      amountCents: 3000,
      commissionCents: 150,
      deliveryMethod: "shipping",
      parcelSize: "small",
      postageCents: 499,
    });
    expect(sale?.pickupPoint).toMatchObject({ id: "P901001", carrier: "posti", kind: "locker", city: "Oulu" });

    // The payment page asks for price and postage.
    const page = await t.request(new URL(started.url).pathname, { cookie: buyer.cookie });
    expect(await page.text()).toContain("34.99");

    // Paid: the postage is held for the carrier, the commission stays 5% of the price.
    expect(
      await markPaid(t.deps, { provider: "local", sessionId: sale?.providerSessionId ?? "", paymentId: "pi_1" }),
    ).toBe("paid");
    const session = await expectJson(
      await t.api(buyer).sales["checkout-sessions"][":sessionId"].$get({
        param: { sessionId: sale?.providerSessionId ?? "" },
      }),
      200,
    );
    expect(session.transaction).toMatchObject({
      amountCents: 3000,
      postageCents: 499,
      commissionCents: 150,
      deliveryMethod: "shipping",
    });

    // The notices say it is shipped, and the buyer's holds the postage they paid with the price.
    const noticeOf = async (userId: string) =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => [n.type, n.data]);
    expect(await noticeOf(buyer.id)).toEqual([
      [
        "payment_confirmed",
        expect.objectContaining({ amountCents: 3000, postageCents: 499, deliveryMethod: "shipping" }),
      ],
    ]);
    expect(await noticeOf(seller.id)).toEqual([
      ["item_sold", expect.objectContaining({ amountCents: 3000, deliveryMethod: "shipping" })],
    ]);
    const postings = await t.db
      .select({ account: ledgerPostings.account, amountCents: ledgerPostings.amountCents })
      .from(ledgerPostings)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
      .where(eq(ledgerEntries.saleId, started.transactionId))
      .orderBy(asc(ledgerPostings.account));
    expect(postings).toEqual([
      { account: "provider_cash", amountCents: 3499 },
      { account: "seller_pending", amountCents: -2850 },
      { account: "commission_pending", amountCents: -150 },
      { account: "postage_payable", amountCents: -499 },
    ]);
  });

  it("goes by hand without a body, and with no postage", async () => {
    const { seller, buyer } = await twoParties();
    const product = await createProduct(t.db, { userId: seller.id, priceCents: 2000, deliveryMethod: "both" });
    const started = await expectJson(await checkout(buyer, product.id), 201);
    expect(await saleOf(started.transactionId)).toMatchObject({
      deliveryMethod: "hand_delivery",
      postageCents: null,
      pickupPoint: null,
    });
  });

  it("starts a new checkout when the buyer comes back with another point", async () => {
    const { seller, buyer } = await twoParties();
    const product = await createProduct(t.db, { userId: seller.id, deliveryMethod: "shipping", parcelSize: "large" });
    const first = await expectJson(
      await checkout(buyer, product.id, { method: "shipping", pickupPointId: "P001001" }),
      201,
    );
    const again = await expectJson(
      await checkout(buyer, product.id, { method: "shipping", pickupPointId: "P001001" }),
      201,
    );
    expect(again.transactionId).toBe(first.transactionId);
    const other = await expectJson(
      await checkout(buyer, product.id, { method: "shipping", pickupPointId: "M001002" }),
      201,
    );
    expect(other.transactionId).not.toBe(first.transactionId);
    expect(await saleOf(first.transactionId)).toMatchObject({ state: "cancelled" });
    expect(await saleOf(other.transactionId)).toMatchObject({ postageCents: 799, state: "reserved" });
  });

  it.each([
    [
      "hand delivery of a listing that is only shipped",
      "shipping",
      "small",
      { method: "hand_delivery" },
      409,
      "DELIVERY_METHOD_NOT_OFFERED",
    ],
    [
      "shipping of a listing handed over only",
      "hand_delivery",
      null,
      { method: "shipping", pickupPointId: "P001001" },
      409,
      "DELIVERY_METHOD_NOT_OFFERED",
    ],
    [
      "a pickup point nobody knows",
      "shipping",
      "small",
      { method: "shipping", pickupPointId: "P999999" },
      400,
      "PICKUP_POINT_UNKNOWN",
    ],
    [
      "an oversize parcel to a locker",
      "shipping",
      "oversize",
      { method: "shipping", pickupPointId: "P001001" },
      409,
      "PICKUP_POINT_TOO_SMALL",
    ],
  ] as const)("refuses %s, and reserves nothing", async (_, deliveryMethod, parcelSize, delivery, status, code) => {
    const { seller, buyer } = await twoParties();
    const product = await createProduct(t.db, { userId: seller.id, deliveryMethod, parcelSize });
    const response = await checkout(buyer, product.id, delivery);
    expect(response.status).toBe(status);
    expect(await errorCode(response)).toBe(code);
    expect(await t.db.select().from(transactions).where(eq(transactions.productId, product.id))).toEqual([]);
    const [row] = await t.db.select({ status: products.status }).from(products).where(eq(products.id, product.id));
    expect(row?.status).toBe("active");
  });

  it("refuses a malformed choice with 400", async () => {
    const { seller, buyer } = await twoParties();
    const product = await createProduct(t.db, { userId: seller.id, deliveryMethod: "shipping" });
    const response = await t.request(`/api/products/${product.id}/checkout`, {
      method: "POST",
      cookie: buyer.cookie,
      json: { delivery: { method: "shipping" } },
    });
    expect(response.status).toBe(400);
  });
});
