import { CASE_REASONS, defaultReturnPostagePayer, postageCents, RETURN_POSTAGE_PAYERS } from "@kierto/shared";
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { deliveredShippedCardSale, expectLedgerBalanced } from "../../../test/case-fixtures";
import { createTestApp, expectJson } from "../../../test/test-app";
import { cases, ledgerEntries, ledgerPostings } from "../../db/schema";
import { sellerBalances } from "../ledger";
import { refundJob } from "../sale-process";
import { recordReturnEvent } from ".";

/**
 * Random returns through the server's own paths (a price, the postage the buyer paid, the
 * reason that names the payer, or a moderator who names another after the seller contested, the
 * way the return ends, the carrier's event heard twice): after
 * each, the ledger balances, the return parcel is charged once to its one payer, and the buyer's
 * card gets back what they paid less only what they owe for it.
 */

const t = await createTestApp();
const RUNS = Number(process.env.PROPERTY_RUNS ?? 12);
const RETURN_PARCEL = postageCents("posti", "small") ?? 0;

const scenario = fc.record({
  price: fc.integer({ min: 1, max: 50_000 }),
  postage: fc.integer({ min: 0, max: 2_000 }),
  reason: fc.constantFrom(...CASE_REASONS.filter((reason) => reason !== "not_received")),
  /** The seller takes the item back, or contests and a moderator decides on its return with this payer. */
  decidedFor: fc.option(fc.constantFrom(...RETURN_POSTAGE_PAYERS), { nil: null }),
  endsBy: fc.constantFrom("delivered" as const, "seller_confirms" as const),
  eventTwice: fc.boolean(),
});

describe("return postage through the case paths", () => {
  it("balances and charges exactly one payer exactly once", async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ price, postage, reason, decidedFor, endsBy, eventTwice }) => {
        const { sale, buyer, seller } = await deliveredShippedCardSale(t, price, postage);
        const opened = await expectJson(
          await t.api(buyer).sales[":id"].case.$post({ param: { id: sale.id }, json: { reason, description: "No." } }),
          201,
        );
        if (decidedFor === null) {
          await expectJson(
            await t
              .api(seller)
              .cases[":id"].answer.$post({ param: { id: opened.id }, json: { action: "accept_return" } }),
            200,
          );
        } else {
          await t.api(seller).cases[":id"].answer.$post({
            param: { id: opened.id },
            json: { action: "contest", text: "It was fine." },
          });
          const moderator = await t.signedInUser({ role: "moderator" });
          await expectJson(
            await t.api(moderator).moderation.cases[":id"].decision.$post({
              param: { id: opened.id },
              json: { outcome: "refund_after_return", reasons: "Back first.", returnPostagePayer: decidedFor },
            }),
            200,
          );
        }
        const trackingCode = `RET${opened.id.slice(0, 8)}`;
        await t.db.update(cases).set({ returnTrackingCode: trackingCode }).where(eq(cases.id, opened.id));
        const event = {
          trackingCode,
          sequence: 1,
          code: "arrived",
          kind: "arrived" as const,
          occurredAt: new Date(),
          location: null,
        };
        if (endsBy === "delivered") {
          await recordReturnEvent(t.deps, event);
          if (eventTwice) await recordReturnEvent(t.deps, event);
        } else {
          await t.api(seller).cases[":id"]["return-received"].$post({ param: { id: opened.id }, json: {} });
          if (eventTwice) await recordReturnEvent(t.deps, event);
        }

        const payer = decidedFor ?? defaultReturnPostagePayer(reason);
        const postings = await t.db
          .select({
            account: ledgerPostings.account,
            cents: ledgerPostings.amountCents,
            key: ledgerEntries.idempotencyKey,
          })
          .from(ledgerPostings)
          .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
          .where(and(eq(ledgerEntries.saleId, sale.id), eq(ledgerEntries.kind, "return_postage")));
        expect(new Set(postings.map((p) => p.key)).size).toBe(1);
        const debits = postings.filter((p) => p.cents > 0);
        expect(debits).toHaveLength(1);
        const paid = price + postage;
        const charged = payer === "buyer" ? Math.min(RETURN_PARCEL, paid) : RETURN_PARCEL;
        expect(debits[0]).toMatchObject({
          account: { buyer: "provider_cash", seller: "seller_available", platform: "protection_costs" }[payer],
          cents: charged,
        });
        expect(await sellerBalances(t.db, seller.id)).toMatchObject({
          pendingCents: 0,
          availableCents: payer === "seller" ? -RETURN_PARCEL : 0,
        });
        const refund = vi.spyOn(t.deps.payments, "refund");
        await t.deps.jobs.workDue(refundJob);
        const call = refund.mock.calls.find(([id]) => id === sale.providerPaymentId);
        refund.mockRestore();
        if (payer === "buyer" && charged === paid) expect(call).toBeUndefined();
        else expect(call?.[2] ?? paid).toBe(paid - (payer === "buyer" ? charged : 0));
        await expectLedgerBalanced(t.db);
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
