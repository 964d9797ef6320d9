import { describe, expect, it } from "vitest";
import { createTestApp, expectJson } from "../../../test/test-app";
import { accountTotals } from "../../modules/ledger";
import { createProduct, createTransaction, createUser } from "../factories";
import { seedDemoWallets } from "./demo-wallets";

const t = await createTestApp();

describe("the demo wallets", () => {
  it("give a seller released card sales, a paid-out withdrawal, a returned one and money to withdraw", async () => {
    const seller = await t.signedInUser();
    const buyer = await createUser(t.db);
    for (const [i, amountCents] of [2000, 3000, 4000].entries()) {
      const product = await createProduct(t.db, { userId: seller.id, status: "sold" });
      await createTransaction(t.db, {
        productId: product.id,
        buyerId: buyer.id,
        sellerId: seller.id,
        amountCents,
        completedAt: new Date(Date.now() - (10 - i) * 86_400_000),
      });
    }
    expect(await seedDemoWallets(t.db, [{ id: seller.id, legalName: "Emma Virtanen" }])).toEqual({ payouts: 2 });

    const wallet = await expectJson(await t.api(seller).me.wallet.$get(), 200);
    expect(wallet.payouts.map((payout) => [payout.state, payout.amountCents])).toEqual([
      ["failed", 2850],
      ["paid", 1900],
    ]);
    // The returned 28.50 and the third sale's 38.00 wait to be withdrawn.
    expect(wallet.balances).toEqual({ pendingCents: 0, availableCents: 6650, inTransitCents: 0, paidOutCents: 1900 });
    expect(wallet.payoutDetails).toMatchObject({ legalName: "Emma Virtanen", ibanLast4: "0785" });
    expect(wallet.entries.filter((entry) => entry.kind === "sale_released")).toHaveLength(3);

    const totals = await accountTotals(t.db);
    expect(totals.provider_cash).toBe(
      totals.seller_pending +
        totals.seller_available +
        totals.seller_payout_in_transit +
        totals.commission_pending +
        totals.commission_earned,
    );
  });
});
