import { RETURN_POSTAGE_PAYERS } from "@kierto/shared";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { returnPostageKeptFromRefund, returnPostagePostings } from "./return-postage-money";

/** The accounts a payer's part can come out of; the carrier's side is `postage_payable`. */
const PAYER_ACCOUNTS = ["provider_cash", "seller_available", "protection_costs"];

const charge = fc.record({
  price: fc.integer({ min: 0, max: 100_000 }),
  postage: fc.integer({ min: 0, max: 3_000 }),
  returnPostage: fc.integer({ min: 0, max: 3_000 }),
  payer: fc.constantFrom(...RETURN_POSTAGE_PAYERS),
});

describe("a return parcel's charge, for any price, postage and payer", () => {
  it("balances, owes the carrier what one payer pays, and never takes more from the buyer than their refund", () => {
    fc.assert(
      fc.property(charge, ({ price, postage, returnPostage, payer }) => {
        const sale = { id: "sale", sellerId: "seller", amountCents: price, commissionCents: 0, postageCents: postage };
        const paid = price + postage;
        const postage_ = { caseId: "case", payer, cents: returnPostage };
        const postings = returnPostagePostings(sale, postage_, paid).filter((p) => p.amountCents !== 0);
        expect(postings.reduce((sum, p) => sum + p.amountCents, 0)).toBe(0);
        // One payer, once: a single debit, the carrier's credit the other side.
        const debits = postings.filter((p) => p.amountCents > 0);
        expect(debits.length).toBeLessThanOrEqual(1);
        for (const debit of debits) expect(PAYER_ACCOUNTS).toContain(debit.account);
        const kept = returnPostageKeptFromRefund(paid, postage_);
        const card = paid - kept;
        expect(card).toBeGreaterThanOrEqual(0);
        if (payer === "buyer") {
          expect(kept).toBe(Math.min(returnPostage, paid));
          expect(debits[0]?.account ?? "provider_cash").toBe("provider_cash");
        } else {
          expect(kept).toBe(0);
          expect(debits.reduce((sum, p) => sum + p.amountCents, 0)).toBe(returnPostage);
          expect(debits[0]?.account ?? (payer === "seller" ? "seller_available" : "protection_costs")).toBe(
            payer === "seller" ? "seller_available" : "protection_costs",
          );
        }
      }),
      { numRuns: 1_000 },
    );
  });
});
