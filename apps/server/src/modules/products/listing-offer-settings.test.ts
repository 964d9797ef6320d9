import type { InferRequestType } from "hono/client";
import { describe, expect, it } from "vitest";
import { type ApiClient, type Caller, createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { uploadedPhotoId } from "../../../test/test-images";

const t = await createTestApp();

const offer = (caller: Caller, productId: string, amountCents: number) =>
  t.api(caller).products[":id"].offers.$post({ param: { id: productId }, json: { amountCents } });
type NewListing = InferRequestType<ApiClient["products"]["$post"]>["json"];
type ListingChange = InferRequestType<ApiClient["products"][":id"]["$patch"]>["json"];

const patch = (caller: Caller, id: string, json: ListingChange) =>
  t.api(caller).products[":id"].$patch({ param: { id }, json });

async function listed(extra: Partial<NewListing>) {
  const seller = await t.signedInUser();
  const photoIds = [await uploadedPhotoId(t, seller)];
  const json: NewListing = { title: "Wool coat", price: 50, category: "Outerwear", size: "M", photoIds, ...extra };
  const response = await t.api(seller).products.$post({ json });
  return { seller, response };
}

describe("the seller's offer settings on a listing", () => {
  it("a floor above 60 % binds the offers made on the listing", async () => {
    const { response } = await listed({ offerFloor: 40 });
    const product = await expectJson(response, 201);
    expect(product.offerFloorCents).toBe(4000);
    const buyer = await t.signedInUser();
    expect(await errorCode(await offer(buyer, product.id, 3500))).toBe("OFFER_BELOW_MINIMUM");
    expect((await offer(buyer, product.id, 4000)).status).toBe(201);
  });

  it("offers turned off refuse every offer, and turned on again take them", async () => {
    const { seller, response } = await listed({ offersEnabled: false });
    const product = await expectJson(response, 201);
    const buyer = await t.signedInUser();
    expect(await errorCode(await offer(buyer, product.id, 4500))).toBe("OFFERS_DISABLED");
    expect((await patch(seller, product.id, { offersEnabled: true })).status).toBe(200);
    expect((await offer(buyer, product.id, 4500)).status).toBe(201);
  });

  it("a floor at or above the price is refused on a new listing and on a change, which then changes nothing", async () => {
    expect(await errorCode((await listed({ offerFloor: 50 })).response)).toBe("VALIDATION_FAILED");
    const { seller, response } = await listed({ offerFloor: 30 });
    const product = await expectJson(response, 201);
    expect(await errorCode(await patch(seller, product.id, { offerFloor: 60 }))).toBe("OFFER_FLOOR_NOT_BELOW_PRICE");
    // Lowering the price under the stored floor is the same broken rule.
    expect(await errorCode(await patch(seller, product.id, { price: 25 }))).toBe("OFFER_FLOOR_NOT_BELOW_PRICE");
    const stored = await t.db.query.products.findFirst({ where: (p, { eq }) => eq(p.id, product.id) });
    expect(stored).toMatchObject({ offerFloorCents: 3000, priceCents: 5000 });
    // Clearing the floor goes back to 60 % of the price.
    expect((await patch(seller, product.id, { offerFloor: null })).status).toBe(200);
    const cleared = await t.db.query.products.findFirst({ where: (p, { eq }) => eq(p.id, product.id) });
    expect(cleared?.offerFloorCents).toBeNull();
  });
});
