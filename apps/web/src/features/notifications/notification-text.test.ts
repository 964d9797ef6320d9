import { describe, expect, it } from "vitest";
import { loadLaterTexts } from "@/i18n";
import { notificationText } from "./notification-text";

// These texts load after the first view (ADR 0021); a page awaits them before it renders.
await loadLaterTexts();

describe("notification text", () => {
  it("names a deleted account 'Deleted user', whose stored name is erased", () => {
    const { body } = notificationText({ type: "new_review", data: { reviewerName: "", stars: 5 } });
    expect(body).toContain("Deleted user");
    const named = notificationText({ type: "new_review", data: { reviewerName: "Aino", stars: 5 } });
    expect(named.body).toContain("Aino");
  });

  it("tells of one new listing of a followed seller, or of the hour's several, by name", () => {
    const one = notificationText({
      type: "new_listing",
      data: { sellerName: "Emma", productTitle: "Wool coat", count: 1 },
    });
    expect(one.body).toBe('Emma listed "Wool coat".');
    const several = notificationText({
      type: "new_listing",
      data: { sellerName: "Emma", productTitle: "Scarf", count: 3 },
    });
    expect(several.title).toBe("New listings from a seller you follow");
    expect(several.body).toBe('Emma listed 3 new items, the latest "Scarf".');
  });

  it("names a bundle by its first item and how many more it holds", () => {
    const single = notificationText({ type: "sale_completed", data: { productTitle: "Wool coat", itemCount: 1 } });
    expect(single.body).toContain("Wool coat");
    expect(single.body).not.toContain("more");
    const one = notificationText({ type: "sale_completed", data: { productTitle: "Wool coat", itemCount: 2 } });
    expect(one.body).toContain("Wool coat and 1 more item");
    const three = notificationText({ type: "sale_completed", data: { productTitle: "Wool coat", itemCount: 4 } });
    expect(three.body).toContain("Wool coat and 3 more items");
  });

  it("names who paid a case's return parcel and what it cost", () => {
    const { body } = notificationText({
      type: "case_update",
      data: {
        event: "case_refunded",
        productTitle: "Wool coat",
        amountCents: 4000,
        returnPostagePayer: "seller",
        returnPostageCents: 499,
      },
    });
    expect(body).toContain("Wool coat");
    expect(body).toContain("paid by the seller");
    expect(body).toContain("4.99");
  });

  it("tells each party of a refund from their own side, by why it went back, with the whole amount", () => {
    const data = { productTitle: "Wool coat", amountCents: 3000, refundedCents: 3499 };
    const returned = notificationText({
      type: "payment_refunded",
      data: { ...data, cause: "parcel_returned", reader: "buyer" },
    });
    expect(returned).toEqual({
      title: "Payment refunded",
      body: 'The parcel of "Wool coat" went back to the seller, so €34.99 is refunded to you.',
    });
    const notSent = notificationText({
      type: "payment_refunded",
      data: { ...data, cause: "not_shipped", reader: "seller" },
    });
    expect(notSent).toEqual({
      title: "The buyer was refunded",
      body: '"Wool coat" was not sent by its deadline: the buyer was refunded and the item is on sale again.',
    });
    const staff = notificationText({ type: "payment_refunded", data: { ...data, cause: "staff", reader: "buyer" } });
    expect(staff.body).toBe('Kierto refunded your payment for "Wool coat": €34.99 goes back to your card.');
    // Stored before the cause was kept: always a late payment then.
    const old = notificationText({ type: "payment_refunded", data: { productTitle: "Wool coat", amountCents: 3000 } });
    expect(old.body).toBe(
      '"Wool coat" was sold to someone else before your payment arrived, so €30.00 is refunded to you.',
    );
  });

  describe("a card sale's notices at payment", () => {
    const sale = { productTitle: "Wool scarf", amountCents: 3000, buyerName: "Ben" };

    it("tells the buyer of a parcel what they paid with the postage, and that the seller ships it", () => {
      const { body } = notificationText({
        type: "payment_confirmed",
        data: { ...sale, deliveryMethod: "shipping", postageCents: 499 },
      });
      expect(body).toBe(
        'Your payment of €34.99 for "Wool scarf" went through. The seller sends it to your pickup point, and you are told when the parcel is on its way.',
      );
      expect(body).not.toContain("hand-over");
    });

    it("tells the seller of a parcel to send it with the sending code, for the price", () => {
      const { body } = notificationText({
        type: "item_sold",
        data: { ...sale, deliveryMethod: "shipping", postageCents: 499 },
      });
      expect(body).toBe(
        '"Wool scarf" was sold to Ben for €30.00. Send it by the sending deadline with the sending code on the order page.',
      );
    });

    it.each([
      ["a hand delivery", { deliveryMethod: "hand_delivery", postageCents: null }],
      ["a notice from before delivery was stored", {}],
    ])("keeps the hand-over texts for %s", (_, delivery) => {
      const paid = notificationText({ type: "payment_confirmed", data: { ...sale, ...delivery } });
      expect(paid.body).toBe(
        'Your payment of €30.00 for "Wool scarf" went through. Agree the hand-over with the seller in the chat.',
      );
      const sold = notificationText({ type: "item_sold", data: { ...sale, ...delivery } });
      expect(sold.body).toBe(
        '"Wool scarf" was sold to Ben for €30.00. Hand it over, then confirm the sale in the chat.',
      );
    });
  });
});
