import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Caller, createTestApp, expectJson } from "../../../test/test-app";
import { createProduct } from "../../db/factories";
import { transactions } from "../../db/schema";

const t = await createTestApp();

/** A buyer's open checkout of a new listing, and its local payment page with the form token. */
async function paymentPage(priceCents = 3500) {
  const seller = await t.signedInUser();
  const buyer = await t.signedInUser();
  const product = await createProduct(t.db, { userId: seller.id, priceCents, title: "Linen shirt" });
  const started = await expectJson(
    await t.api(buyer).products[":id"].checkout.$post({ param: { id: product.id }, json: {} }),
    201,
  );
  const path = new URL(started.url).pathname;
  const body = await (await t.request(path, { cookie: buyer.cookie })).text();
  const token = /name="token" value="([^"]+)"/.exec(body)?.[1] ?? "";
  return { buyer, product, path, body, token, saleId: started.transactionId };
}

const post = (path: string, caller: Caller, fields: Record<string, string>) =>
  t.request(path, {
    method: "POST",
    cookie: caller.cookie,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

async function saleOf(id: string) {
  const [row] = await t.db.select().from(transactions).where(eq(transactions.id, id));
  return row;
}

describe("MobilePay on the local payment page", () => {
  it("asks for the buyer's number, sends the request to it, and an approval pays through the same path as a card", async () => {
    const page = await paymentPage();
    expect(page.body).toContain("Or pay with MobilePay");

    const asked = await post(`${page.path}/mobilepay`, page.buyer, { token: page.token, phone: "040 123 4567" });
    expect(asked.status).toBe(200);
    const approval = await asked.text();
    expect(approval).toContain("We sent a payment request to +358 40 123 4567.");
    expect(approval).not.toMatch(/<script/i);
    expect((await saleOf(page.saleId))?.state).toBe("reserved");

    const approved = await post(`${page.path}/mobilepay/approve`, page.buyer, {
      token: page.token,
      phone: "+358401234567",
      decision: "approve",
    });
    expect(approved.status).toBe(303);
    expect(approved.headers.get("location")).toMatch(/\/payment-success\?session_id=cs_local_/);
    const sale = await saleOf(page.saleId);
    expect(sale).toMatchObject({ state: "paid", paymentProvider: "local" });
    expect(sale?.providerPaymentId).toMatch(/^pi_local_/);

    // Pressing Approve again (a second tap, the back button) pays nothing twice.
    const again = await post(`${page.path}/mobilepay/approve`, page.buyer, {
      token: page.token,
      phone: "+358401234567",
      decision: "approve",
    });
    expect(again.status).toBe(303);
    expect((await saleOf(page.saleId))?.providerPaymentId).toBe(sale?.providerPaymentId);
  });

  it("shows the form again with the reason when the number is not a Finnish mobile number", async () => {
    const page = await paymentPage();
    const refused = await post(`${page.path}/mobilepay`, page.buyer, { token: page.token, phone: "09 123 4567" });
    expect(refused.status).toBe(422);
    const body = await refused.text();
    expect(body).toContain("Enter a Finnish mobile number, such as 040 123 4567.");
    expect(body).toContain('value="09 123 4567"');
    expect(body).toContain('aria-invalid="true"');
    expect((await saleOf(page.saleId))?.state).toBe("reserved");
  });

  it("a rejection in the app, or the test number that is always rejected, ends the checkout and frees the item", async () => {
    for (const [phone, decision] of [
      ["+358401234567", "reject"],
      ["+358400000002", "approve"],
    ] as const) {
      const page = await paymentPage();
      const rejected = await post(`${page.path}/mobilepay/approve`, page.buyer, { token: page.token, phone, decision });
      expect(rejected.status).toBe(402);
      expect(await rejected.text()).toContain("The payment was rejected in MobilePay.");
      expect((await saleOf(page.saleId))?.state).toBe("failed");
    }
  });

  it("answers nobody but the checkout's buyer with a valid form token", async () => {
    const page = await paymentPage();
    const stranger = await t.signedInUser();
    const fields = { token: page.token, phone: "+358401234567", decision: "approve" };
    expect((await post(`${page.path}/mobilepay`, stranger, fields)).status).toBe(404);
    expect((await post(`${page.path}/mobilepay/approve`, stranger, fields)).status).toBe(404);
    expect((await post(`${page.path}/mobilepay/approve`, page.buyer, { ...fields, token: "forged" })).status).toBe(403);
    expect((await post(`${page.path}/mobilepay`, page.buyer, { ...fields, token: "forged" })).status).toBe(403);
    expect((await saleOf(page.saleId))?.state).toBe("reserved");
  });
});
