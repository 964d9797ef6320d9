import { OPEN_SALE_STATES } from "@kierto/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Caller, createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { createProduct } from "../../db/factories";
import { chats, ledgerEntries, ledgerPostings, messages, notifications, products, transactions } from "../../db/schema";
import { cancelMissedShipBy, lockSale, runTransition, sendShipByReminders, tryTransition } from "../sale-process";
import { markPaid } from "./checkout";
import { shipByAfterPayment, shipByReminderAfterPayment } from "./ship-by";

const shipped = { deliveryMethod: "shipping" as const };
const deadline = (paidAt: string) => shipByAfterPayment(shipped, new Date(paidAt))?.toISOString();

describe("the ship-by deadline: the end of the 5th Finnish working day after payment, Helsinki time", () => {
  it("skips Easter: paid on Maundy Thursday, due on the Monday a week and a half later (summer time)", () => {
    // Good Friday and Easter Monday are off; Helsinki moved to +3 on Easter Sunday 2027.
    expect(deadline("2027-03-25T10:00:00Z")).toBe("2027-04-05T21:00:00.000Z");
  });

  it("skips Midsummer Eve: paid the Friday before, due the Monday after Midsummer", () => {
    expect(deadline("2027-06-18T09:00:00Z")).toBe("2027-06-28T21:00:00.000Z");
    // Paid on Midsummer Eve itself: that day never counts, the week after does.
    expect(deadline("2027-06-25T09:00:00Z")).toBe("2027-07-02T21:00:00.000Z");
  });

  it("skips Christmas and New Year: paid on 23 December, due at the end of 4 January (winter time)", () => {
    expect(deadline("2026-12-23T20:00:00Z")).toBe("2027-01-04T22:00:00.000Z");
  });

  it("counts from the Helsinki date: 23:30 UTC on a Tuesday is already Wednesday in Helsinki", () => {
    expect(deadline("2026-11-24T23:30:00Z")).toBe(deadline("2026-11-25T12:00:00Z"));
  });

  it("is none for a sale the parties hand over themselves", () => {
    expect(shipByAfterPayment({ deliveryMethod: "hand_delivery" }, new Date())).toBeNull();
  });
});

const t = await createTestApp();

async function paidShippedSale() {
  const seller = await t.signedInUser({ displayName: "Sanna Seller" });
  const buyer = await t.signedInUser({ displayName: "Olli Buyer" });
  const product = await createProduct(t.db, {
    userId: seller.id,
    priceCents: 3000,
    deliveryMethod: "shipping",
    parcelSize: "small",
  });
  const started = await expectJson(
    await t.api(buyer).products[":id"].checkout.$post({
      param: { id: product.id },
      json: { delivery: { method: "shipping", pickupPointId: "P901001" } },
    }),
    201,
  );
  const [reserved] = await t.db.select().from(transactions).where(eq(transactions.id, started.transactionId));
  const paidAt = new Date();
  expect(
    await markPaid(t.deps, { provider: "local", sessionId: reserved?.providerSessionId ?? "", paymentId: "pi_ship" }),
  ).toBe("paid");
  const sale = await saleRow(started.transactionId);
  return { seller, buyer, product, sale, paidAt };
}

async function saleRow(id: string) {
  const [row] = await t.db.select().from(transactions).where(eq(transactions.id, id));
  if (!row) throw new Error("no sale");
  return row;
}

/** "held" while a sale holds the item for its buyer, else the listing's own status. */
async function statusOf(productId: string) {
  const [product] = await t.db.select({ status: products.status }).from(products).where(eq(products.id, productId));
  const holding = await t.db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.productId, productId), inArray(transactions.state, [...OPEN_SALE_STATES])));
  return holding.length > 0 ? "held" : product?.status;
}

/** Each ledger entry of the sale sums to zero, and so do all of them together. */
async function entrySums(saleId: string) {
  const rows = await t.db
    .select({ entryId: ledgerPostings.entryId, amountCents: ledgerPostings.amountCents })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(eq(ledgerEntries.saleId, saleId));
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.entryId, (sums.get(row.entryId) ?? 0) + row.amountCents);
  return [...sums.values()];
}

describe("the ship-by timer", () => {
  it("records the deadline at payment and, at it and not a millisecond before, refunds the buyer", async () => {
    const { product, sale, paidAt } = await paidShippedSale();
    expect(sale.shipBy?.toISOString()).toBe(shipByAfterPayment(shipped, paidAt)?.toISOString());
    const shipBy = sale.shipBy as Date;

    expect(await cancelMissedShipBy(t.deps, new Date(shipBy.getTime() - 1))).toBe(0);
    expect((await saleRow(sale.id)).state).toBe("paid");
    expect(await statusOf(product.id)).toBe("held");

    expect(await cancelMissedShipBy(t.deps, shipBy)).toBe(1);
    expect((await saleRow(sale.id)).state).toBe("refunded");
    expect(await statusOf(product.id)).toBe("active");
    const sums = await entrySums(sale.id);
    expect(sums.length).toBeGreaterThanOrEqual(2);
    expect(sums.every((sum) => sum === 0)).toBe(true);
    // Each party reads why from their own side, with the whole payment, postage included.
    const refundNotices = await t.db
      .select({ userId: notifications.userId, data: notifications.data })
      .from(notifications)
      .where(
        and(eq(notifications.type, "payment_refunded"), sql`${notifications.data}->>'transactionId' = ${sale.id}`),
      );
    const paid = (sale.amountCents ?? 0) + (sale.postageCents ?? 0);
    expect(refundNotices.find((n) => n.userId === sale.buyerId)?.data).toMatchObject({
      cause: "not_shipped",
      reader: "buyer",
      refundedCents: paid,
    });
    expect(refundNotices.find((n) => n.userId === sale.sellerId)?.data).toMatchObject({
      cause: "not_shipped",
      reader: "seller",
    });
    // A second run finds nothing.
    expect(await cancelMissedShipBy(t.deps, new Date(shipBy.getTime() + 86_400_000))).toBe(0);
  });

  it("does nothing to a sale whose parcel was handed over before the deadline", async () => {
    const { sale, product } = await paidShippedSale();
    await runTransition(t.deps, async (step) => {
      const locked = await lockSale(step.tx, sale.id);
      if (locked) await tryTransition(step, locked, "confirmPaidHandover", "seller");
    });
    await cancelMissedShipBy(t.deps, new Date((sale.shipBy as Date).getTime() + 1000));
    expect((await saleRow(sale.id)).state).toBe("delivered");
    expect(await statusOf(product.id)).toBe("held");
  });
});

describe("asking for more time to ship", () => {
  const ask = (caller: Caller, id: string) =>
    t.api(caller).sales[":id"]["ship-by-extension-request"].$post({ param: { id } });
  const answer = (caller: Caller, id: string, days: number) =>
    t.api(caller).sales[":id"]["ship-by-extension-answer"].$post({
      param: { id },
      json: { days: days as 0 | 3 | 5 },
    });

  it("the seller asks once, the buyer grants 5 working days once, and the old deadline does nothing", async () => {
    const { seller, buyer, sale } = await paidShippedSale();
    const stranger = await t.signedInUser();
    expect((await ask(stranger, sale.id)).status).toBe(404);
    expect(await errorCode(await ask(buyer, sale.id))).toBe("FORBIDDEN");
    expect(await errorCode(await answer(buyer, sale.id, 3))).toBe("SHIP_BY_EXTENSION_NOT_REQUESTED");

    const asked = await expectJson(await ask(seller, sale.id), 200);
    expect(asked.sale.shipByExtensionRequestedAt).not.toBeNull();
    expect(asked.sale.shipBy).toBe(sale.shipBy?.toISOString());
    expect(await errorCode(await ask(seller, sale.id))).toBe("SHIP_BY_EXTENSION_ALREADY_REQUESTED");

    expect((await answer(stranger, sale.id, 3)).status).toBe(404);
    expect(await errorCode(await answer(seller, sale.id, 3))).toBe("FORBIDDEN");
    for (const days of [1, 4, 7, -3]) expect((await answer(buyer, sale.id, days)).status).toBe(400);
    const granted = await expectJson(await answer(buyer, sale.id, 5), 200);
    expect(granted.sale.shipByExtensionDays).toBe(5);
    const extended = new Date(granted.sale.shipBy ?? "");
    expect(extended.getTime() - (sale.shipBy as Date).getTime()).toBeGreaterThanOrEqual(7 * 86_400_000 - 3_600_000);
    expect(await errorCode(await answer(buyer, sale.id, 3))).toBe("SHIP_BY_EXTENSION_ALREADY_ANSWERED");

    // The first deadline passes: nothing happens; the new one cancels.
    await cancelMissedShipBy(t.deps, new Date((sale.shipBy as Date).getTime() + 1));
    expect((await saleRow(sale.id)).state).toBe("paid");
    await cancelMissedShipBy(t.deps, extended);
    expect((await saleRow(sale.id)).state).toBe("refunded");
    // Once the sale is over, neither party can ask or answer.
    expect(await errorCode(await ask(seller, sale.id))).toBe("SALE_STATE_CONFLICT");
  });

  it("tells both parties in their chat when the seller asks and when the buyer answers", async () => {
    const notices = async (productId: string) =>
      t.db
        .select({
          kind: messages.kind,
          senderId: messages.senderId,
          params: messages.params,
          content: messages.content,
        })
        .from(messages)
        .innerJoin(chats, eq(chats.id, messages.chatId))
        .where(
          and(
            eq(chats.productId, productId),
            inArray(messages.kind, ["ship_by_extension_requested", "ship_by_extension_answered"]),
          ),
        )
        .orderBy(messages.createdAt);

    const first = await paidShippedSale();
    await expectJson(await ask(first.seller, first.sale.id), 200);
    const granted = await expectJson(await answer(first.buyer, first.sale.id, 3), 200);
    expect(await notices(first.product.id)).toEqual([
      {
        kind: "ship_by_extension_requested",
        senderId: first.seller.id,
        params: {},
        content: first.sale.shipBy?.toISOString(),
      },
      {
        kind: "ship_by_extension_answered",
        senderId: first.buyer.id,
        params: { extensionDays: 3 },
        content: granted.sale.shipBy,
      },
    ]);

    const second = await paidShippedSale();
    await expectJson(await ask(second.seller, second.sale.id), 200);
    await expectJson(await answer(second.buyer, second.sale.id, 0), 200);
    // A refused answer posts nothing more.
    expect((await answer(second.buyer, second.sale.id, 5)).status).toBe(409);
    expect((await notices(second.product.id)).map((notice) => [notice.kind, notice.params])).toEqual([
      ["ship_by_extension_requested", {}],
      ["ship_by_extension_answered", { extensionDays: 0 }],
    ]);
  });

  it("a declined request keeps the deadline; a hand-delivered sale has none to extend", async () => {
    const { seller, buyer, sale } = await paidShippedSale();
    await expectJson(await ask(seller, sale.id), 200);
    const declined = await expectJson(await answer(buyer, sale.id, 0), 200);
    expect(declined.sale).toMatchObject({ shipByExtensionDays: 0, shipBy: sale.shipBy?.toISOString() });

    const handSeller = await t.signedInUser();
    const handBuyer = await t.signedInUser();
    const product = await createProduct(t.db, { userId: handSeller.id, priceCents: 2000, deliveryMethod: "both" });
    const started = await expectJson(
      await t.api(handBuyer).products[":id"].checkout.$post({ param: { id: product.id }, json: {} }),
      201,
    );
    const reserved = await saleRow(started.transactionId);
    await markPaid(t.deps, { provider: "local", sessionId: reserved.providerSessionId ?? "", paymentId: "pi_hand" });
    expect((await saleRow(reserved.id)).shipBy).toBeNull();
    expect(await errorCode(await ask(handSeller, reserved.id))).toBe("SHIP_BY_NOT_APPLICABLE");
  });

  it("is refused on a sale that is no longer paid", async () => {
    const { seller, sale } = await paidShippedSale();
    await runTransition(t.deps, async (step) => {
      const locked = await lockSale(step.tx, sale.id);
      if (locked) await tryTransition(step, locked, "confirmPaidHandover", "seller");
    });
    expect(await errorCode(await ask(seller, sale.id))).toBe("SALE_STATE_CONFLICT");
  });
});

describe("the seller's reminder on the third working day", () => {
  const noticesOf = (userId: string) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, "ship_by_reminder")));

  it("is due at the end of the second working day after payment, over a weekend", () => {
    // Paid on a Thursday: Friday and Monday are the two days; the reminder comes as Tuesday starts.
    const at = shipByReminderAfterPayment(shipped, new Date("2026-11-26T10:00:00Z"));
    expect(at?.toISOString()).toBe("2026-11-30T22:00:00.000Z");
    expect(shipByReminderAfterPayment({ deliveryMethod: "hand_delivery" }, new Date())).toBeNull();
  });

  it("reaches the seller once, only while the parcel still waits, and not a millisecond early", async () => {
    const { seller, buyer, sale } = await paidShippedSale();
    const due = sale.shipByReminderAt as Date;
    expect(due).not.toBeNull();

    expect(await sendShipByReminders(t.deps, new Date(due.getTime() - 1))).toBe(0);
    expect(await noticesOf(seller.id)).toHaveLength(0);
    expect(await sendShipByReminders(t.deps, due)).toBeGreaterThanOrEqual(1);
    const [notice] = await noticesOf(seller.id);
    expect(notice?.data).toMatchObject({ shipBy: sale.shipBy?.toISOString() });
    expect(await noticesOf(buyer.id)).toHaveLength(0);

    // Sent once: the column is cleared.
    await sendShipByReminders(t.deps, new Date(due.getTime() + 60_000));
    expect(await noticesOf(seller.id)).toHaveLength(1);
    expect((await saleRow(sale.id)).shipByReminderAt).toBeNull();
  });

  it("is not sent once the parcel has left the seller", async () => {
    const { seller, sale } = await paidShippedSale();
    await t.db.update(transactions).set({ state: "shipped" }).where(eq(transactions.id, sale.id));
    await sendShipByReminders(t.deps, new Date((sale.shipByReminderAt as Date).getTime() + 1));
    expect(await noticesOf(seller.id)).toHaveLength(0);
  });
});
