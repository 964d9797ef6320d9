import { describe, expect, it } from "vitest";
import {
  ENDED_UNSOLD_SALE_STATES,
  OPEN_SALE_STATES,
  SALE_PROCESS,
  SALE_REMINDERS,
  SALE_STATE_INFO,
  SALE_STATES,
  type SaleTransitionSpec,
  transitionsFrom,
} from "./sale-process";

const specs = Object.entries(SALE_PROCESS) as [string, SaleTransitionSpec][];

describe("the sale process description", () => {
  it("moves only between states it names, and out of an ended state only for a late payment or a staff refund", () => {
    for (const [name, spec] of specs) {
      expect(SALE_STATES, name).toContain(spec.to);
      for (const from of spec.from) {
        if (from === "new") continue;
        expect(SALE_STATES, name).toContain(from);
        if (SALE_STATE_INFO[from].ended) {
          expect([["system"], ["operator"]], `${name} leaves ${from}`).toContainEqual(spec.actors);
          if (spec.actors.includes("operator")) expect(spec.to, `${name} leaves ${from}`).toBe("refunded");
        }
      }
    }
  });

  it("lets a timer take exactly the transitions that have a delay or a deadline", () => {
    for (const [name, spec] of specs) {
      expect(spec.actors.includes("timer"), name).toBe(spec.afterMs !== undefined || spec.deadline !== undefined);
      expect(spec.afterMs !== undefined && spec.deadline !== undefined, name).toBe(false);
    }
  });

  it("gives every state that is not over a way out that does not need the other party", () => {
    for (const state of SALE_STATES.filter((each) => !SALE_STATE_INFO[each].ended)) {
      const exits = specs.filter(([, spec]) => (spec.from as readonly string[]).includes(state));
      const unilateral = exits.filter(([, spec]) => spec.actors.some((actor) => actor !== "buyer"));
      expect(unilateral.length, state).toBeGreaterThan(0);
    }
  });

  it("never lets a buyer's own step hold the item without the seller or a payment", () => {
    for (const name of transitionsFrom("new", "buyer")) {
      const spec: SaleTransitionSpec = SALE_PROCESS[name];
      if (name === "startCheckout") continue;
      expect(OPEN_SALE_STATES, name).not.toContain(spec.to);
    }
  });

  it("lists the endings that free a listing for deletion", () => {
    expect([...ENDED_UNSOLD_SALE_STATES].sort()).toEqual(
      ["cancelled", "declined", "expired", "failed", "refunded", "withdrawn"].sort(),
    );
  });

  it("holds a card payment until the buyer confirms receipt or the timer completes the hand-over", () => {
    const pay: SaleTransitionSpec = SALE_PROCESS.payCheckout;
    expect(pay.confirms).toBeUndefined();
    expect(pay.effects).toContain("holdPayment");
    expect(pay.effects).not.toContain("markItemSold");
    // Every way a held payment reaches completed releases it (in full, or the rest after a settled
    // problem's partial refund) and sells the item; nothing else releases it.
    const heldStates = ["paid", "delivered", "disputed"];
    for (const [name, spec] of specs) {
      const fromHeld = spec.from.some((from) => heldStates.includes(from));
      if (spec.to === "completed" && fromHeld) {
        expect(spec.effects, name).toContain("markItemSold");
        expect(
          spec.effects.filter((effect) => effect === "releasePayment" || effect === "partlyRefundPayment"),
          name,
        ).toHaveLength(1);
      }
      if (spec.to !== "completed") expect(spec.effects, name).not.toContain("releasePayment");
    }
    expect(transitionsFrom("delivered", "seller")).not.toContain("cancelPaid");
    expect(transitionsFrom("delivered", "buyer")).toEqual(["confirmReceipt", "reportProblem"]);
    expect(transitionsFrom("paid", "buyer")).toEqual(["confirmReceipt"]);
  });

  it("posts a late payment as received before it is refunded", () => {
    const effects: readonly string[] = SALE_PROCESS.refundLatePayment.effects;
    expect(effects.indexOf("holdPayment")).toBeGreaterThanOrEqual(0);
    expect(effects.indexOf("holdPayment")).toBeLessThan(effects.indexOf("refundPayment"));
  });

  it("reminds the buyer before the hand-over completes on its own", () => {
    expect(SALE_REMINDERS.remindReceipt.afterMs).toBeLessThan(SALE_PROCESS.completeDelivered.afterMs);
    expect(SALE_REMINDERS.remindReceipt.state).toBe(SALE_PROCESS.completeDelivered.from[0]);
  });
});
