import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runScheduledOccurrence } from "../../../test/scheduled-jobs";
import { type Caller, createTestApp, errorCode, expectJson, type TestApp } from "../../../test/test-app";
import { createProduct, createTransaction, createUser } from "../../db/factories";
import { notifications, products, transactions } from "../../db/schema";
import { saleTimersJob } from "../sale-process";

const t = await createTestApp();

const checkout = (caller: Caller, productId: string) =>
  t.api(caller).products[":id"].checkout.$post({ param: { id: productId }, json: {} });

/** The local payment page's form token, read from the page the buyer is shown (an HTML page under /pay, not the API). */
async function openPaymentPage(app: TestApp, url: string, buyer: Caller) {
  const path = new URL(url).pathname;
  const page = await app.request(path, { cookie: buyer.cookie });
  const body = await page.text();
  const token = /name="token" value="([^"]+)"/.exec(body)?.[1];
  return { path, status: page.status, body, token: token ?? "" };
}

function postForm(path: string, buyer: Caller, fields: Record<string, string>) {
  return t.request(path, {
    method: "POST",
    cookie: buyer.cookie,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

const goodCard = { card: "4242 4242 4242 4242", expiry: "12/39", cvc: "123", name: "Leevi Nieminen" };

async function saleOf(id: string) {
  const [row] = await t.db.select().from(transactions).where(eq(transactions.id, id));
  return row;
}
async function statusOf(productId: string) {
  const [row] = await t.db.select({ status: products.status }).from(products).where(eq(products.id, productId));
  return row?.status;
}

describe("card checkout through the local payment page", () => {
  it("reserves the item, takes the test card, marks it paid and tells both people", async () => {
    const seller = await t.signedInUser({ displayName: "Sanna Seller" });
    const buyer = await t.signedInUser({ displayName: "Leevi Buyer" });
    const product = await createProduct(t.db, { userId: seller.id, priceCents: 4990, title: "Wool coat" });

    const started = await expectJson(await checkout(buyer, product.id), 201);
    expect(started.url).toMatch(/\/pay\/cs_local_/);
    expect(await saleOf(started.transactionId)).toMatchObject({
      state: "reserved",
      amountCents: 4990,
      commissionCents: 250,
      paymentProvider: "local",
    });
    const detail = await expectJson(await t.api(buyer).products[":id"].$get({ param: { id: product.id } }), 200);
    expect(detail).toMatchObject({ availability: "reserved", reservedByMe: true });
    const other = await t.signedInUser();
    expect(await errorCode(await checkout(other, product.id))).toBe("ITEM_RESERVED");
    // Pressing Buy Now again returns to the same payment page.
    expect((await expectJson(await checkout(buyer, product.id), 201)).url).toBe(started.url);

    const page = await openPaymentPage(t, started.url, buyer);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Wool coat");
    expect(page.body).not.toMatch(/<script/i);
    // Somebody else with the link sees nothing to pay.
    expect((await openPaymentPage(t, started.url, other)).status).toBe(404);

    const invalid = await postForm(page.path, buyer, { ...goodCard, card: "4242 4242 4242 4241", token: page.token });
    expect(invalid.status).toBe(422);
    expect(await invalid.text()).toContain("Enter a valid card number.");
    const expired = await postForm(page.path, buyer, { ...goodCard, expiry: "01/20", token: page.token });
    expect(await expired.text()).toContain("This card has expired.");
    expect((await postForm(page.path, buyer, { ...goodCard, token: "forged" })).status).toBe(403);
    expect((await saleOf(started.transactionId))?.state).toBe("reserved");

    const paid = await postForm(page.path, buyer, { ...goodCard, token: page.token });
    expect(paid.status).toBe(303);
    const sessionId = page.path.split("/").pop() ?? "";
    expect(paid.headers.get("location")).toBe(`http://localhost:3000/payment-success?session_id=${sessionId}`);
    // Paying holds the money and the item; the buyer confirms receipt later, and only then is it sold.
    expect(await saleOf(started.transactionId)).toMatchObject({ state: "paid", buyerConfirmed: false });
    expect(await statusOf(product.id)).toBe("active");
    const shown = await expectJson(await t.api(other).products[":id"].$get({ param: { id: product.id } }), 200);
    expect(shown).toMatchObject({ availability: "reserved", reservedByMe: false });

    const summary = await expectJson(
      await t.api(buyer).sales["checkout-sessions"][":sessionId"].$get({ param: { sessionId } }),
      200,
    );
    expect(summary.transaction).toMatchObject({
      state: "paid",
      amountCents: 4990,
      commissionCents: 250,
      product: { title: "Wool coat" },
      seller: { displayName: "Sanna Seller" },
    });
    expect((await t.api(other).sales["checkout-sessions"][":sessionId"].$get({ param: { sessionId } })).status).toBe(
      404,
    );

    const sellerNotes = await t.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(sellerNotes).toEqual([
      expect.objectContaining({
        type: "item_sold",
        message: "",
        data: expect.objectContaining({
          productId: product.id,
          transactionId: started.transactionId,
          productTitle: "Wool coat",
          amountCents: 4990,
          buyerName: "Leevi Buyer",
          // Handed over: the texts ask for a hand-over, and no postage was paid.
          deliveryMethod: "hand_delivery",
          postageCents: null,
        }),
      }),
    ]);
    const buyerNotes = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(buyerNotes.map((n) => n.type)).toEqual(["payment_confirmed"]);
    expect(await errorCode(await checkout(other, product.id))).toBe("ITEM_RESERVED");
  });

  it("a declined card and a cancelled page release the item", async () => {
    const seller = await t.signedInUser();
    const buyer = await t.signedInUser();
    const product = await createProduct(t.db, { userId: seller.id });

    const first = await expectJson(await checkout(buyer, product.id), 201);
    const page = await openPaymentPage(t, first.url, buyer);
    const declined = await postForm(page.path, buyer, { ...goodCard, card: "4000 0000 0000 0002", token: page.token });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain("Your card was declined.");
    expect((await saleOf(first.transactionId))?.state).toBe("failed");
    expect(await statusOf(product.id)).toBe("active");

    const second = await expectJson(await checkout(buyer, product.id), 201);
    const again = await openPaymentPage(t, second.url, buyer);
    const cancelled = await postForm(`${again.path}/cancel`, buyer, { token: again.token });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("location")).toBe(`http://localhost:3000/checkout/${product.id}?cancelled=1`);
    expect((await saleOf(second.transactionId))?.state).toBe("cancelled");
    const detail = await expectJson(await t.api(buyer).products[":id"].$get({ param: { id: product.id } }), 200);
    expect(detail).toMatchObject({ availability: "available", reservedByMe: false });
    // Nothing ended sits under Pending.
    const mine = await expectJson(await t.api(buyer).me.sales.$get(), 200);
    expect(mine.counts.pending).toBe(0);
  });

  it("the scheduled sale timers expire a checkout past its deadline and the item is for sale again", async () => {
    const seller = await createUser(t.db);
    const buyer = await t.signedInUser();
    const product = await createProduct(t.db, { userId: seller.id });
    const started = await expectJson(await checkout(buyer, product.id), 201);
    await t.db
      .update(transactions)
      .set({ checkoutExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(transactions.id, started.transactionId));
    expect(await runScheduledOccurrence(t, saleTimersJob)).toBe(1);
    expect((await saleOf(started.transactionId))?.state).toBe("expired");
    const other = await t.signedInUser();
    expect((await checkout(other, product.id)).status).toBe(201);
  });

  it("refuses the owner, a guest, a draft and an unknown item", async () => {
    const seller = await t.signedInUser();
    const product = await createProduct(t.db, { userId: seller.id });
    const draft = await createProduct(t.db, { userId: seller.id, status: "draft" });
    const buyer = await t.signedInUser();
    const own = await checkout(seller, product.id);
    expect(own.status).toBe(403);
    expect(await errorCode(own)).toBe("CANNOT_BUY_OWN_ITEM");
    expect((await t.guest.products[":id"].checkout.$post({ param: { id: product.id }, json: {} })).status).toBe(401);
    expect(await errorCode(await checkout(buyer, draft.id))).toBe("ITEM_NOT_AVAILABLE");
    expect((await checkout(buyer, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("50 buyers pressing Buy Now at once: exactly one reservation", async () => {
    const seller = await createUser(t.db);
    const product = await createProduct(t.db, { userId: seller.id });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => createUser(t.db)));
    const callers = await Promise.all(buyers.map(async (b) => ({ cookie: await signInCookie(b.email, b.password) })));
    const started = performance.now();
    const responses = await Promise.all(callers.map((caller) => checkout(caller, product.id)));
    const ms = Math.round(performance.now() - started);
    const statuses = responses.map((r) => r.status);
    const created = statuses.filter((s) => s === 201).length;
    const conflicts = statuses.filter((s) => s === 409).length;
    console.info(`[race] 50 concurrent checkouts: ${created} x 201, ${conflicts} x 409 in ${ms} ms`);
    expect(created).toBe(1);
    expect(conflicts).toBe(49);
    const rows = await t.db.select().from(transactions).where(eq(transactions.productId, product.id));
    expect(rows.filter((row) => row.state === "reserved")).toHaveLength(1);
  }, 120_000);

  it("a payment that arrives after the item went to someone else is refunded and both are told", async () => {
    const seller = await createUser(t.db);
    const late = await t.signedInUser();
    const product = await createProduct(t.db, { userId: seller.id });
    const started = await expectJson(await checkout(late, product.id), 201);
    const page = await openPaymentPage(t, started.url, late);
    // The checkout expires, and another buyer completes a hand-over in the meantime.
    await t.db.update(transactions).set({ state: "expired" }).where(eq(transactions.id, started.transactionId));
    const winner = await createUser(t.db);
    await t.db.update(products).set({ status: "sold" }).where(eq(products.id, product.id));
    await createTransaction(t.db, {
      productId: product.id,
      buyerId: winner.id,
      sellerId: seller.id,
      completedAt: new Date(),
    });

    const { markPaid } = await import("./checkout");
    const sessionId = page.path.split("/").pop() ?? "";
    const outcome = await markPaid(t.deps, { provider: "local", sessionId, paymentId: "pi_late" });
    expect(outcome).toBe("refunded");
    expect(await saleOf(started.transactionId)).toMatchObject({
      state: "refunded",
      cancelReason: "late_payment",
      providerPaymentId: "pi_late",
    });
    expect(await statusOf(product.id)).toBe("sold");
    for (const userId of [late.id, seller.id]) {
      const notes = await t.db.select().from(notifications).where(eq(notifications.userId, userId));
      const refund = notes.find((n) => n.type === "payment_refunded");
      expect(refund?.data).toMatchObject({ cause: "late_payment", reader: userId === late.id ? "buyer" : "seller" });
    }
  });
});

async function signInCookie(email: string, password: string) {
  const response = await t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password } });
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
