import { describe, expect, it } from "vitest";
import { type Caller, createTestApp, expectJson } from "../../../test/test-app";
import { createProduct } from "../../db/factories";

const t = await createTestApp();

const offer = (caller: Caller, productId: string, amountCents: number) =>
  t.api(caller).products[":id"].offers.$post({ param: { id: productId }, json: { amountCents } });
const saleOffers = (caller: Caller | undefined, saleId: string) =>
  t.api(caller).sales[":id"].offers.$get({ param: { id: saleId } });

describe("the offers that led to a sale", () => {
  it("show on the sale for its two parties, each round with amount, kind, time and outcome", async () => {
    const seller = await t.signedInUser();
    const buyer = await t.signedInUser();
    const other = await t.signedInUser();
    const product = await createProduct(t.db, { userId: seller.id, priceCents: 5000 });
    // Another buyer's offer is not part of this sale's history.
    await expectJson(await offer(other, product.id, 3500), 201);
    const first = await expectJson(await offer(buyer, product.id, 3000), 201);
    const countered = await expectJson(
      await t.api(seller).offers[":id"].counter.$post({ param: { id: first.id }, json: { amountCents: 4200 } }),
      201,
    );
    await expectJson(await t.api(buyer).offers[":id"].accept.$post({ param: { id: countered.id } }), 200);
    const started = await expectJson(
      await t.api(buyer).products[":id"].checkout.$post({ param: { id: product.id }, json: {} }),
      201,
    );

    for (const party of [buyer, seller]) {
      const history = await expectJson(await saleOffers(party, started.transactionId), 200);
      expect(history.items.map((row) => [row.kind, row.amountCents, row.state])).toEqual([
        ["offer", 3000, "countered"],
        ["counter", 4200, "accepted"],
      ]);
      expect(history.items.every((row) => typeof row.createdAt === "string")).toBe(true);
    }
    expect((await saleOffers(undefined, started.transactionId)).status).toBe(401);
    expect((await saleOffers(other, started.transactionId)).status).toBe(404);
  });

  it("is empty for a sale at the listed price", async () => {
    const seller = await t.signedInUser();
    const buyer = await t.signedInUser();
    const product = await createProduct(t.db, { userId: seller.id, priceCents: 5000 });
    const started = await expectJson(
      await t.api(buyer).products[":id"].checkout.$post({ param: { id: product.id }, json: {} }),
      201,
    );
    expect(await expectJson(await saleOffers(buyer, started.transactionId), 200)).toEqual({ items: [] });
  });
});
