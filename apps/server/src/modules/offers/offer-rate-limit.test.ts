import { OFFERS_PER_DAY } from "@kierto/shared";
import { describe, expect, it } from "vitest";
import { createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { createProduct } from "../../db/factories";

const t = await createTestApp({ rateLimits: true });

describe("offers per buyer per day", () => {
  it(`takes ${OFFERS_PER_DAY} offers from one buyer in a day and refuses the next with 429, on a listing or a bundle`, async () => {
    const seller = await t.signedInUser();
    const buyer = await t.signedInUser();
    for (let n = 0; n < OFFERS_PER_DAY; n++) {
      const product = await createProduct(t.db, { userId: seller.id, priceCents: 5000 });
      await expectJson(
        await t.api(buyer).products[":id"].offers.$post({ param: { id: product.id }, json: { amountCents: 4000 } }),
        201,
      );
    }
    const product = await createProduct(t.db, { userId: seller.id, priceCents: 5000 });
    const refused = await t
      .api(buyer)
      .products[":id"].offers.$post({ param: { id: product.id }, json: { amountCents: 4000 } });
    expect(refused.status).toBe(429);
    expect(await errorCode(refused)).toBe("RATE_LIMITED");

    // An offer on a bundle counts in the same daily limit.
    const other = await createProduct(t.db, { userId: seller.id, priceCents: 5000 });
    for (const id of [product.id, other.id]) {
      await expectJson(await t.api(buyer).me.bundles.items.$post({ json: { productId: id } }), 201);
    }
    const bundle = await t.api(buyer).me.bundles[":sellerId"].offers.$post({
      param: { sellerId: seller.id },
      json: { amountCents: 8000, productIds: [product.id, other.id] },
    });
    expect(bundle.status).toBe(429);
  });
});
