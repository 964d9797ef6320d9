import { SALE_PROCESS, type SaleState } from "@kierto/shared";
import { describe, expect, it } from "vitest";
import type { SaleView } from "./api/chat-sale";
import {
  awaitsDropOff,
  canCancel,
  canDecline,
  canWithdraw,
  saleActions,
  saleButton,
  saleStatus,
} from "./sale-controls";

const sale = (state: SaleState, flags: { buyer?: boolean; seller?: boolean } = {}): SaleView => ({
  id: "00000000-0000-4000-8000-000000000001",
  state,
  buyerConfirmed: flags.buyer ?? false,
  sellerConfirmed: flags.seller ?? false,
  paymentProvider: null,
  amountCents: 2500,
  deliveryMethod: null,
  myRole: "buyer",
  completedAt: state === "completed" ? "2026-11-26T10:00:00.000Z" : null,
  cancelReason: null,
  handoverExpiresAt: null,
  shipBy: null,
  shipByExtensionRequestedAt: null,
  shipByExtensionDays: null,
});

describe("the chat's sale actions, read from the shared sale process", () => {
  it("offer a buyer a request and a seller an offer when the parties have no sale and the item is for sale", () => {
    expect(saleActions(null, "buyer", true)).toEqual(["requestPurchase"]);
    expect(saleActions(null, "seller", true)).toEqual(["offerHandover"]);
    expect(saleButton(null, "buyer", true)).toEqual({ kind: "confirmPurchase", enabled: true });
    expect(saleButton(null, "seller", true)).toEqual({ kind: "markAsSold", enabled: true });
  });

  it("offer nothing to start when the item is not for sale or the chat is blocked", () => {
    expect(saleActions(null, "buyer", false)).toEqual([]);
    expect(saleButton(null, "seller", false)).toBeNull();
  });

  it("let the seller accept or decline a buyer's request, and the buyer withdraw it while waiting", () => {
    const request = sale("requested", { buyer: true });
    expect(saleButton(request, "seller", true)).toEqual({ kind: "confirmSale", enabled: true });
    expect(canDecline(request, "seller")).toBe(true);
    expect(canWithdraw(request, "seller")).toBe(false);
    expect(saleButton(request, "buyer", true)).toEqual({ kind: "awaitingConfirmation", enabled: false });
    expect(canWithdraw(request, "buyer")).toBe(true);
    expect(canDecline(request, "buyer")).toBe(false);
    expect(saleStatus(request, "buyer")).toBe("awaitingOther");
    expect(saleStatus(request, "seller")).toBe("awaitingMe");
  });

  it("let the buyer confirm or decline the seller's offer, and the seller withdraw it", () => {
    const offer = sale("handover", { seller: true });
    expect(saleButton(offer, "buyer", true)).toEqual({ kind: "confirmPurchase", enabled: true });
    expect(canDecline(offer, "buyer")).toBe(true);
    expect(canWithdraw(offer, "seller")).toBe(true);
    expect(saleButton(offer, "seller", true)).toEqual({ kind: "awaitingConfirmation", enabled: false });
  });

  it("let the seller confirm the hand-over or cancel a paid sale, and the buyer say everything is OK", () => {
    const paid = sale("paid");
    expect(saleButton(paid, "seller", false)).toEqual({ kind: "confirmHandedOver", enabled: true });
    expect(canCancel(paid, "seller")).toBe(true);
    expect(canCancel(paid, "buyer")).toBe(false);
    expect(saleButton(paid, "buyer", false)).toEqual({ kind: "everythingOk", enabled: true });
    expect(saleStatus(paid, "seller")).toBe("paidSeller");
    expect(saleStatus(paid, "buyer")).toBe("paidBuyer");
  });

  it("after the hand-over leave the buyer's Everything is OK, and the seller nothing to cancel", () => {
    const delivered = sale("delivered", { seller: true });
    expect(saleButton(delivered, "buyer", false)).toEqual({ kind: "everythingOk", enabled: true });
    expect(saleButton(delivered, "seller", false)).toEqual({ kind: "awaitingConfirmation", enabled: false });
    expect(canCancel(delivered, "seller")).toBe(false);
    expect(saleStatus(delivered, "seller")).toBe("deliveredSeller");
    expect(saleStatus(delivered, "buyer")).toBe("deliveredBuyer");
  });

  it("show a checkout in progress without buttons, and a completed sale as sold", () => {
    expect(saleButton(sale("reserved"), "seller", true)).toBeNull();
    expect(saleActions(sale("reserved"), "buyer", true)).toEqual([]);
    expect(saleButton(sale("completed", { buyer: true, seller: true }), "buyer", false)).toEqual({
      kind: "sold",
      enabled: false,
    });
  });

  it("never offer a party a transition the process gives only to the server or a timer", () => {
    for (const state of ["requested", "reserved", "paid", "delivered", "handover"] as const) {
      for (const role of ["buyer", "seller"] as const) {
        for (const name of saleActions(sale(state), role, true)) {
          expect(SALE_PROCESS[name].actors as readonly string[]).toContain(role);
        }
      }
    }
  });
});

describe("a shipped sale's wording and drop-off", () => {
  const parcel = (state: SaleState): SaleView => ({ ...sale(state), deliveryMethod: "shipping" });

  it("tells of a parcel at the pickup point, not a hand-over, once delivered", () => {
    expect(saleStatus(parcel("delivered"), "buyer")).toBe("deliveredShippingBuyer");
    expect(saleStatus(parcel("delivered"), "seller")).toBe("deliveredShippingSeller");
    expect(saleStatus(sale("delivered"), "buyer")).toBe("deliveredBuyer");
    expect(saleStatus({ ...sale("delivered"), deliveryMethod: "hand_delivery" }, "seller")).toBe("deliveredSeller");
  });

  it("tells both parties of a reported problem, whose money waits for the case", () => {
    expect(saleStatus(parcel("disputed"), "buyer")).toBe("disputed");
    expect(saleStatus(sale("disputed"), "seller")).toBe("disputed");
  });

  it("shows the seller's drop-off instructions only until the carrier collects the parcel", () => {
    expect(awaitsDropOff(parcel("paid"))).toBe(true);
    for (const state of ["shipped", "delivered", "completed", "disputed", "refunded"] as const) {
      expect(awaitsDropOff(parcel(state))).toBe(false);
    }
    expect(awaitsDropOff(sale("paid"))).toBe(false);
  });
});
