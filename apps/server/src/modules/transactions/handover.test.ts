import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { block, chatFixture, startChat } from "../../../test/messaging-fixtures";
import { runScheduledOccurrence } from "../../../test/scheduled-jobs";
import { type Caller, createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { products, transactions } from "../../db/schema";
import { saleTimersJob } from "../sale-process";

const t = await createTestApp();

const confirm = (caller: Caller | undefined, chatId: string) =>
  t.api(caller).chats[":id"].sale.confirm.$post({ param: { id: chatId } });
const decline = (caller: Caller | undefined, saleId: string) =>
  t.api(caller).sales[":id"].decline.$post({ param: { id: saleId } });
const withdraw = (caller: Caller | undefined, saleId: string) =>
  t.api(caller).sales[":id"].withdraw.$post({ param: { id: saleId } });
const checkout = (caller: Caller, productId: string) =>
  t.api(caller).products[":id"].checkout.$post({ param: { id: productId }, json: {} });
const stateOf = async (saleId: string) =>
  (await t.db.select().from(transactions).where(eq(transactions.id, saleId)))[0];
const productStatus = async (productId: string) =>
  (await t.db.select({ status: products.status }).from(products).where(eq(products.id, productId)))[0]?.status;

describe("a buyer's lone Confirm Purchase", () => {
  it("leaves the item on sale: another buyer can still buy it and the item shows available", async () => {
    const { seller, buyer, product, chatId } = await chatFixture(t);
    const { sale, outcome } = await expectJson(await confirm(buyer, chatId), 200);
    expect({ outcome, state: sale.state }).toEqual({ outcome: "initiated", state: "requested" });
    expect(sale.handoverExpiresAt).not.toBeNull();

    const page = await expectJson(await t.guest.products[":id"].$get({ param: { id: product.id } }), 200);
    expect(page.availability).toBe("available");
    const other = await t.signedInUser();
    expect((await checkout(other, product.id)).status).toBe(201);
    // The checkout holds the item now, so the seller cannot accept the request meanwhile.
    expect(await errorCode(await confirm(seller, chatId))).toBe("ITEM_RESERVED");
  });

  it("is declined by the seller or withdrawn by the buyer, and nobody else may end it", async () => {
    const { seller, buyer, product, chatId } = await chatFixture(t);
    const first = (await expectJson(await confirm(buyer, chatId), 200)).sale;
    const stranger = await t.signedInUser();
    expect((await decline(undefined, first.id)).status).toBe(401);
    expect(await errorCode(await decline(stranger, first.id))).toBe("NOT_A_PARTY");
    expect(await errorCode(await decline(buyer, first.id))).toBe("SALE_STATE_CONFLICT");
    expect(await errorCode(await withdraw(seller, first.id))).toBe("SALE_STATE_CONFLICT");
    expect((await expectJson(await decline(seller, first.id), 200)).sale.state).toBe("declined");
    expect(await productStatus(product.id)).toBe("active");

    const second = (await expectJson(await confirm(buyer, chatId), 200)).sale;
    expect((await withdraw(undefined, second.id)).status).toBe(401);
    expect(await errorCode(await withdraw(stranger, second.id))).toBe("NOT_A_PARTY");
    expect((await expectJson(await withdraw(buyer, second.id), 200)).sale.state).toBe("withdrawn");
  });

  it("completes when the seller confirms, at the listing's price then, and other buyers' requests are declined", async () => {
    const { seller, buyer, product, chatId } = await chatFixture(t, { priceCents: 4000 });
    const mine = (await expectJson(await confirm(buyer, chatId), 200)).sale;
    const other = await t.signedInUser();
    const otherChat = await startChat(t, other, product.id);
    const theirs = (await expectJson(await confirm(other, otherChat.id), 200)).sale;
    // A request holds nothing, so the seller may still change the price.
    const edit = await t.api(seller).products[":id"].$patch({ param: { id: product.id }, json: { price: 35 } });
    expect(edit.status).toBe(200);

    const done = await expectJson(await confirm(seller, chatId), 200);
    expect(done).toMatchObject({ outcome: "completed", sale: { id: mine.id, state: "completed", amountCents: 3500 } });
    expect(await productStatus(product.id)).toBe("sold");
    expect((await stateOf(theirs.id))?.state).toBe("declined");
  });

  it("lapses when nobody answers before its deadline (the expireHandover timer, a scheduled job)", async () => {
    const { seller, buyer, chatId } = await chatFixture(t);
    const request = (await expectJson(await confirm(buyer, chatId), 200)).sale;
    const sellerChat = await chatFixture(t);
    const offer = (await expectJson(await confirm(sellerChat.seller, sellerChat.chatId), 200)).sale;
    // Before the deadline the timers' run leaves both open.
    expect(await runScheduledOccurrence(t, saleTimersJob)).toBe(1);
    expect((await stateOf(request.id))?.state).toBe("requested");
    expect((await stateOf(offer.id))?.state).toBe("handover");

    const past = new Date(Date.now() - 1000);
    for (const id of [request.id, offer.id]) {
      await t.db.update(transactions).set({ handoverExpiresAt: past }).where(eq(transactions.id, id));
    }
    expect(await runScheduledOccurrence(t, saleTimersJob)).toBe(1);
    expect((await stateOf(request.id))?.state).toBe("expired");
    expect((await stateOf(offer.id))?.state).toBe("expired");
    // Nothing holds the item any more: the seller may offer it afresh.
    expect((await expectJson(await confirm(seller, chatId), 200)).sale.state).toBe("handover");
  });
});

describe("open hand-overs end when the parties part", () => {
  it("a block between the parties ends it, and a blocked chat cannot start one", async () => {
    const { seller, buyer, product, chatId } = await chatFixture(t);
    const offer = (await expectJson(await confirm(seller, chatId), 200)).sale;
    await block(t, seller, buyer.id);
    expect(await stateOf(offer.id)).toMatchObject({ state: "cancelled", cancelReason: "blocked" });
    expect(await errorCode(await confirm(buyer, chatId))).toBe("CHAT_BLOCKED");
    const other = await t.signedInUser();
    expect((await checkout(other, product.id)).status).toBe(201);
  });

  it("a suspension of either party ends it", async () => {
    const { seller, buyer, chatId } = await chatFixture(t);
    const request = (await expectJson(await confirm(buyer, chatId), 200)).sale;
    const report = await expectJson(
      await t.api(seller).reports.$post({ json: { reportedId: buyer.id, chatId, reason: "harassment" } }),
      201,
    );
    const moderator = await t.signedInUser({ role: "moderator" });
    await expectJson(
      await t.api(moderator).moderation.reports[":id"].decision.$post({
        param: { id: report.id },
        json: { decision: "resolve", action: "suspend_user", note: "Insults" },
      }),
      200,
    );
    expect(await stateOf(request.id)).toMatchObject({ state: "cancelled", cancelReason: "suspended" });
  });

  it("an account deletion of either party ends it", async () => {
    const { seller, buyer, product, chatId } = await chatFixture(t);
    const offer = (await expectJson(await confirm(seller, chatId), 200)).sale;
    expect((await t.api(buyer).me.delete.$post({ json: { password: buyer.password } })).status).toBe(204);
    expect(await stateOf(offer.id)).toMatchObject({ state: "cancelled", cancelReason: "account_deleted" });
    expect(await productStatus(product.id)).toBe("active");
  });
});

describe("races on one item", () => {
  it("the seller accepting a request and another buyer's Buy Now at once: exactly one gets the item", async () => {
    const winners: string[] = [];
    for (let round = 0; round < 4; round++) {
      const { seller, buyer, product, chatId } = await chatFixture(t);
      await expectJson(await confirm(buyer, chatId), 200);
      const other = await t.signedInUser();
      const [accepted, bought] = await Promise.all([confirm(seller, chatId), checkout(other, product.id)]);
      const acceptedOk = accepted.status === 200;
      const boughtOk = bought.status === 201;
      expect(acceptedOk !== boughtOk).toBe(true);
      const loser = acceptedOk ? bought : accepted;
      expect(["ITEM_SOLD", "ITEM_RESERVED"]).toContain(await errorCode(loser));
      const rows = await t.db.select().from(transactions).where(eq(transactions.productId, product.id));
      const holding = rows.filter((row) => ["reserved", "paid", "handover", "completed"].includes(row.state));
      expect(holding).toHaveLength(1);
      winners.push(acceptedOk ? "accept" : "checkout");
    }
    console.info(`[race] accept vs Buy Now winners: ${winners.join(", ")}`);
  }, 90_000);

  it("two buyers' requests and the seller's offer at once never leave two sales holding the item", async () => {
    for (let round = 0; round < 3; round++) {
      const { seller, buyer, product, chatId } = await chatFixture(t);
      const other = await t.signedInUser();
      const otherChat = await startChat(t, other, product.id);
      await Promise.all([confirm(buyer, chatId), confirm(other, otherChat.id), confirm(seller, otherChat.id)]);
      const rows = await t.db.select().from(transactions).where(eq(transactions.productId, product.id));
      const holding = rows.filter((row) => ["reserved", "paid", "handover"].includes(row.state));
      const completed = rows.filter((row) => row.state === "completed");
      expect(holding.length + completed.length).toBeLessThanOrEqual(1);
    }
  }, 90_000);
});
