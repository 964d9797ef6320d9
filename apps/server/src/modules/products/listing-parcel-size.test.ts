import type { InferRequestType } from "hono/client";
import { describe, expect, it } from "vitest";
import { type ApiClient, type Caller, createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { uploadedPhotoId } from "../../../test/test-images";
import { createProduct, createTransaction } from "../../db/factories";

const t = await createTestApp();

type NewListing = InferRequestType<ApiClient["products"]["$post"]>["json"];

const draft = (extra: Partial<NewListing>): NewListing => ({
  title: "Wool coat",
  price: 60,
  category: "Outerwear",
  size: "M",
  status: "draft",
  ...extra,
});

const create = (caller: Caller, json: NewListing) => t.api(caller).products.$post({ json });
const detail = async (id: string, caller?: Caller) =>
  expectJson(await t.api(caller).products[":id"].$get({ param: { id } }), 200);
const stored = (id: string) => t.db.query.products.findFirst({ where: (p, { eq }) => eq(p.id, id) });

describe("a listing's parcel size", () => {
  it("is required when the listing is shipped, and refused without it", async () => {
    const seller = await t.signedInUser();
    for (const deliveryMethod of ["shipping", "both"] as const) {
      const response = await create(seller, draft({ deliveryMethod }));
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe("VALIDATION_FAILED");
    }
  });

  it("gives the product page and the feed card the cheapest postage for it", async () => {
    const seller = await t.signedInUser();
    const photo = await uploadedPhotoId(t, seller);
    const body = await expectJson(
      await create(
        seller,
        draft({ deliveryMethod: "both", parcelSize: "medium", status: "active", photoIds: [photo] }),
      ),
      201,
    );
    expect(await detail(body.id)).toMatchObject({
      deliveryMethod: "both",
      parcelSize: "medium",
      shippingFromCents: 599,
    });
    const feed = await expectJson(await t.guest.products.$get({ query: { seller: seller.id } }), 200);
    expect(feed.items.find((card) => card.id === body.id)?.shippingFromCents).toBe(599);
  });

  it("is dropped for hand delivery only, which shows no postage", async () => {
    const seller = await t.signedInUser();
    const body = await expectJson(
      await create(seller, draft({ deliveryMethod: "hand_delivery", parcelSize: "large" })),
      201,
    );
    expect(await stored(body.id)).toMatchObject({ parcelSize: null });
    expect(await detail(body.id, seller)).toMatchObject({ parcelSize: null, shippingFromCents: null });
  });

  it("follows a draft's delivery method: dropped with shipping, required when shipping comes back", async () => {
    const seller = await t.signedInUser();
    const product = await createProduct(t.db, { userId: seller.id, status: "draft", deliveryMethod: "shipping" });
    const edit = (json: InferRequestType<ApiClient["products"][":id"]["$patch"]>["json"]) =>
      t.api(seller).products[":id"].$patch({ param: { id: product.id }, json });

    expect((await edit({ parcelSize: "oversize" })).status).toBe(200);
    expect(await stored(product.id)).toMatchObject({ parcelSize: "oversize" });
    expect((await edit({ deliveryMethod: "hand_delivery" })).status).toBe(200);
    expect(await stored(product.id)).toMatchObject({ deliveryMethod: "hand_delivery", parcelSize: null });

    const refused = await edit({ deliveryMethod: "both" });
    expect(refused.status).toBe(400);
    expect(await errorCode(refused)).toBe("PARCEL_SIZE_REQUIRED");
    expect(await stored(product.id)).toMatchObject({ deliveryMethod: "hand_delivery" });
    expect((await edit({ deliveryMethod: "both", parcelSize: "mailbox" })).status).toBe(200);
    expect(await detail(product.id, seller)).toMatchObject({ shippingFromCents: 349 });
  });

  it("may change on a published listing, like its delivery method, but not while a sale holds it", async () => {
    const seller = await t.signedInUser();
    const product = await createProduct(t.db, { userId: seller.id, deliveryMethod: "shipping", parcelSize: "small" });
    const changed = await t
      .api(seller)
      .products[":id"].$patch({ param: { id: product.id }, json: { parcelSize: "large" } });
    expect(changed.status).toBe(200);
    expect(await stored(product.id)).toMatchObject({ parcelSize: "large" });

    const buyer = await t.signedInUser();
    await createTransaction(t.db, {
      productId: product.id,
      buyerId: buyer.id,
      sellerId: seller.id,
      state: "paid",
      amountCents: product.priceCents,
    });
    const held = await t
      .api(seller)
      .products[":id"].$patch({ param: { id: product.id }, json: { parcelSize: "medium" } });
    expect(held.status).toBe(409);
    expect(await stored(product.id)).toMatchObject({ parcelSize: "large" });
  });
});
