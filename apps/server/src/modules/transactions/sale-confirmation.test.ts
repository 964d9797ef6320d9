import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { chatFixture } from "../../../test/messaging-fixtures";
import { type Caller, createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { createTransaction } from "../../db/factories";
import { notifications, products, transactions } from "../../db/schema";

const t = await createTestApp();

const confirm = (caller: Caller, chatId: string) =>
  t.api(caller).chats[":id"].sale.confirm.$post({ param: { id: chatId } });
const saleIn = async (caller: Caller, chatId: string) =>
  (await expectJson(await t.api(caller).chats[":id"].sale.$get({ param: { id: chatId } }), 200)).sale;
const statusOf = async (productId: string) =>
  (await t.db.select({ status: products.status }).from(products).where(eq(products.id, productId)))[0]?.status;

describe("two-sided confirmation in the chat", () => {
  it("the seller marks as sold, the buyer confirms, and the sale completes with the item sold", async () => {
    const { seller, buyer, product, chatId } = await chatFixture(t);
    expect(await saleIn(buyer, chatId)).toBeNull();

    const first = await expectJson(await confirm(seller, chatId), 200);
    expect(first).toMatchObject({
      outcome: "initiated",
      sale: {
        state: "handover",
        sellerConfirmed: true,
        buyerConfirmed: false,
        myRole: "seller",
        paymentProvider: null,
      },
    });
    expect(await errorCode(await confirm(seller, chatId))).toBe("ALREADY_CONFIRMED");
    expect(await saleIn(buyer, chatId)).toMatchObject({ state: "handover", myRole: "buyer" });
    expect(await statusOf(product.id)).toBe("active");

    const second = await expectJson(await confirm(buyer, chatId), 200);
    expect(second).toMatchObject({ outcome: "completed", sale: { state: "completed", buyerConfirmed: true } });
    expect(second.sale.completedAt).not.toBeNull();
    expect(await statusOf(product.id)).toBe("sold");
    expect(await errorCode(await confirm(buyer, chatId))).toBe("ALREADY_CONFIRMED");

    const types = async (userId: string) =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, userId)))
        .map((n) => n.type)
        .filter((type) => type !== "new_message");
    expect(await types(seller.id)).toEqual(["item_sold"]);
    expect(await types(buyer.id)).toEqual(["sale_completed"]);
    // Reviews open now, once each way.
    const review = (caller: Caller) =>
      t.api(caller).sales[":id"].reviews.$post({ param: { id: first.sale.id }, json: { rating: 5, comment: "" } });
    expect((await review(buyer)).status).toBe(201);
    expect(await errorCode(await review(buyer))).toBe("ALREADY_REVIEWED");
  });

  it("nobody outside the chat can read or confirm its sale, and nobody reviews a pending one", async () => {
    const { seller, buyer, chatId } = await chatFixture(t);
    const stranger = await t.signedInUser();
    expect((await t.api(stranger).chats[":id"].sale.$get({ param: { id: chatId } })).status).toBe(404);
    expect((await confirm(stranger, chatId)).status).toBe(404);
    expect((await t.guest.chats[":id"].sale.confirm.$post({ param: { id: chatId } })).status).toBe(401);

    const { sale } = await expectJson(await confirm(buyer, chatId), 200);
    const review = await t.api(seller).sales[":id"].reviews.$post({
      param: { id: sale.id },
      json: { rating: 4, comment: "" },
    });
    expect(await errorCode(review)).toBe("SALE_NOT_COMPLETED");
    // A buyer confirming sets only the buyer's flag: the seller's stays unset.
    const [row] = await t.db.select().from(transactions).where(eq(transactions.id, sale.id));
    expect(row).toMatchObject({ buyerConfirmed: true, sellerConfirmed: false, state: "requested" });
    expect((await t.api(stranger).sales[":id"].withdraw.$post({ param: { id: sale.id } })).status).toBe(403);
  });

  it("another buyer's chat cannot start a second sale while the seller's offer holds the item", async () => {
    const { seller, product, chatId } = await chatFixture(t);
    await expectJson(await confirm(seller, chatId), 200);
    const other = await t.signedInUser();
    const otherChat = await expectJson(await t.api(other).chats.$post({ json: { productId: product.id } }), [200, 201]);
    expect(await errorCode(await confirm(other, otherChat.id))).toBe("ITEM_RESERVED");
    expect(await errorCode(await confirm(seller, otherChat.id))).toBe("ITEM_RESERVED");
  });

  it("the side that confirmed can withdraw before the other confirms; the other side cannot", async () => {
    const { seller, buyer, chatId } = await chatFixture(t);
    const { sale } = await expectJson(await confirm(seller, chatId), 200);
    const withdrawAs = (caller: Caller) => t.api(caller).sales[":id"].withdraw.$post({ param: { id: sale.id } });
    // The buyer did not agree to anything they could take back; they may decline instead.
    expect(await errorCode(await withdrawAs(buyer))).toBe("SALE_STATE_CONFLICT");
    expect(await expectJson(await withdrawAs(seller), 200)).toMatchObject({ sale: { state: "withdrawn" } });
    expect(await saleIn(buyer, chatId)).toBeNull();
    // Starting again is possible.
    expect((await expectJson(await confirm(buyer, chatId), 200)).outcome).toBe("initiated");
  });

  it("both parties confirming at the same instant complete the sale exactly once", async () => {
    for (let round = 0; round < 5; round++) {
      const { seller, buyer, product, chatId } = await chatFixture(t);
      const started = performance.now();
      const [a, b] = await Promise.all([confirm(seller, chatId), confirm(buyer, chatId)]);
      const ms = Math.round(performance.now() - started);
      const outcomes = [await expectJson(a, 200), await expectJson(b, 200)].map((r) => r.outcome);
      if (round === 0) console.info(`[race] simultaneous confirmations: ${outcomes.join(" + ")} in ${ms} ms`);
      expect(outcomes.sort()).toEqual(["completed", "initiated"]);
      const rows = await t.db.select().from(transactions).where(eq(transactions.productId, product.id));
      expect(rows.map((r) => r.state)).toEqual(["completed"]);
      const sold = await t.db.select().from(notifications).where(eq(notifications.userId, seller.id));
      expect(sold.filter((n) => n.type === "item_sold")).toHaveLength(1);
    }
  }, 90_000);
});

describe("a paid card sale", () => {
  async function paidSale() {
    const fixture = await chatFixture(t);
    const sale = await createTransaction(t.db, {
      productId: fixture.product.id,
      buyerId: fixture.buyer.id,
      sellerId: fixture.seller.id,
      state: "paid",
      amountCents: 2500,
      paymentProvider: "local",
      providerSessionId: `cs_test_${fixture.product.id}`,
      providerPaymentId: `pi_test_${fixture.product.id}`,
    });
    return { ...fixture, sale };
  }

  it("is handed over by the seller and completed by the buyer's Everything is OK, each once", async () => {
    const { seller, buyer, product, chatId } = await paidSale();
    expect(await saleIn(seller, chatId)).toMatchObject({
      state: "paid",
      buyerConfirmed: false,
      sellerConfirmed: false,
    });
    const handed = await expectJson(await confirm(seller, chatId), 200);
    expect(handed).toMatchObject({ outcome: "confirmed", sale: { state: "delivered", sellerConfirmed: true } });
    expect(await errorCode(await confirm(seller, chatId))).toBe("ALREADY_CONFIRMED");
    expect(await statusOf(product.id)).toBe("active");
    const [delivered] = await t.db.select().from(transactions).where(eq(transactions.id, handed.sale.id));
    // The timer completes it 48 hours after the hand-over; the buyer is reminded after 24.
    const hoursAhead = (date: Date | null | undefined) => Math.round(((date?.getTime() ?? 0) - Date.now()) / 3_600_000);
    expect(hoursAhead(delivered?.receiptDueAt)).toBe(48);
    expect(hoursAhead(delivered?.receiptReminderAt)).toBe(24);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(notes.map((n) => n.type)).toContain("item_handed_over");

    const done = await expectJson(await confirm(buyer, chatId), 200);
    expect(done).toMatchObject({ outcome: "completed", sale: { state: "completed", buyerConfirmed: true } });
    expect(await statusOf(product.id)).toBe("sold");
    const [row] = await t.db.select().from(transactions).where(eq(transactions.id, handed.sale.id));
    expect(row).toMatchObject({ completedBy: "buyer", receiptDueAt: null, receiptReminderAt: null });
    expect(await errorCode(await confirm(buyer, chatId))).toBe("ALREADY_CONFIRMED");
  });

  it("may be confirmed by the buyer before the seller says they handed it over", async () => {
    const { buyer, product, chatId } = await paidSale();
    const done = await expectJson(await confirm(buyer, chatId), 200);
    expect(done).toMatchObject({ outcome: "completed", sale: { state: "completed", sellerConfirmed: false } });
    expect(await statusOf(product.id)).toBe("sold");
  });

  it("the seller cancels with a reason: refunded, for sale again, the buyer told", async () => {
    const { seller, buyer, product, sale, chatId } = await paidSale();
    const cancel = (caller: Caller, reason = "The zip is broken, sorry.") =>
      t.api(caller).sales[":id"].cancel.$post({ param: { id: sale.id }, json: { reason } });
    expect((await cancel(buyer)).status).toBe(403);
    expect((await cancel(seller, "   ")).status).toBe(400);
    const done = await expectJson(await cancel(seller), 200);
    expect(done.sale).toMatchObject({ state: "refunded", cancelReason: "The zip is broken, sorry." });
    expect(await statusOf(product.id)).toBe("active");
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(notes.find((n) => n.type === "sale_cancelled")?.data).toMatchObject({
      reason: "The zip is broken, sorry.",
      amountCents: 2500,
    });
    // The chat says so: a notice in the seller's name, its text left to each reader's app.
    const page = await expectJson(
      await t.api(buyer).chats[":id"].messages.$get({ param: { id: chatId }, query: {} }),
      200,
    );
    expect(page.items.at(-1)).toMatchObject({
      kind: "sale_cancelled",
      senderId: seller.id,
      content: "The zip is broken, sorry.",
      params: { amountCents: 2500 },
      mine: false,
    });
    expect(page.items.filter((m) => m.kind === "sale_cancelled")).toHaveLength(1);
    const list = await expectJson(await t.api(buyer).chats.$get(), 200);
    expect(list.items.find((c) => c.id === chatId)?.lastMessage).toMatchObject({ kind: "sale_cancelled", mine: false });
    expect(await errorCode(await cancel(seller))).toBe("SALE_STATE_CONFLICT");
  });
});
