import { describe, expect, it } from "vitest";
import { createTestApp, expectJson, TEST_ORIGIN } from "../../../test/test-app";
import { testReleasedSaleSchema } from "./test-wallet.schemas";

const t = await createTestApp();
const loopback = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };

describe("test-data released sales", () => {
  it("give the seller a sold listing and its share available in the wallet", async () => {
    const seller = await t.signedInUser();
    const response = await t.app.request(
      "/api/dev/test-data/released-sales",
      {
        method: "POST",
        headers: { "content-type": "application/json", origin: TEST_ORIGIN },
        body: JSON.stringify({ sellerId: seller.id, title: "Villakangastakki", priceCents: 4000 }),
      },
      loopback,
    );
    expect(response.status, await response.clone().text()).toBe(201);
    const sale = testReleasedSaleSchema.parse(await response.json());
    expect(sale).toMatchObject({ title: "Villakangastakki", sellerShareCents: 3800 });

    const wallet = await expectJson(await t.api(seller).me.wallet.$get(), 200);
    expect(wallet.balances).toMatchObject({ pendingCents: 0, availableCents: 3800 });
    expect(wallet.entries[0]).toMatchObject({
      kind: "sale_released",
      sale: { id: sale.saleId, productId: sale.listingId, productTitle: "Villakangastakki" },
    });
  });
});
