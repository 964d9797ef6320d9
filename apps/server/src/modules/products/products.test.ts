import { describe, expect, it } from "vitest";
import { type Caller, createTestApp, errorCode, expectJson } from "../../../test/test-app";
import {
  createFavorite,
  createProduct,
  createProductPhoto,
  createReview,
  createTransaction,
  createUser,
} from "../../db/factories";

const t = await createTestApp();

const listing = (id: string, caller?: Caller) => t.api(caller).products[":id"].$get({ param: { id } });
const myItems = (caller: Caller | undefined) => t.api(caller).me.products.$get();

describe("a product page", () => {
  it("shows every attribute, every photo in order, and the seller with their rating", async () => {
    const seller = await createUser(t.db, { city: "Turku" });
    const product = await createProduct(t.db, {
      userId: seller.id,
      title: "Wool coat",
      description: "Warm",
      priceCents: 8950,
      category: "Outerwear",
      size: "38",
      condition: "Good",
      brand: "Luhta",
      color: "Gray",
      season: "Winter",
      style: "Classic",
      fabric: "Wool",
      gender: "Women",
      city: "Turku",
      deliveryMethod: "shipping",
    });
    const second = await createProductPhoto(t.db, { ownerId: seller.id, productId: product.id, position: 1 });
    const first = await createProductPhoto(t.db, { ownerId: seller.id, productId: product.id, position: 0 });
    const buyers = [await createUser(t.db), await createUser(t.db)];
    for (const [i, buyer] of buyers.entries()) {
      const sold = await createProduct(t.db, { userId: seller.id, status: "sold" });
      const sale = await createTransaction(t.db, {
        productId: sold.id,
        buyerId: buyer.id,
        sellerId: seller.id,
        completedAt: new Date(),
      });
      await createReview(t.db, {
        transactionId: sale.id,
        reviewerUserId: buyer.id,
        reviewedUserId: seller.id,
        rating: 4 + i,
      });
    }

    const body = await expectJson(await listing(product.id), 200);
    expect(body).toMatchObject({
      id: product.id,
      title: "Wool coat",
      description: "Warm",
      priceCents: 8950,
      category: "Outerwear",
      size: "38",
      condition: "Good",
      brand: "Luhta",
      color: "Gray",
      season: "Winter",
      style: "Classic",
      fabric: "Wool",
      gender: "Women",
      city: "Turku",
      deliveryMethod: "shipping",
      status: "active",
      seller: {
        id: seller.id,
        displayName: seller.displayName,
        avatarUrl: null,
        city: "Turku",
        rating: { average: 4.5, count: 2 },
      },
      isFavorite: false,
      isOwner: false,
    });
    expect(body.photos.map((photo) => photo.id)).toEqual([first.id, second.id]);
  });

  it("tells a signed-in viewer whether they favourited it", async () => {
    const product = await createProduct(t.db);
    const viewer = await t.signedInUser();
    const before = await expectJson(await listing(product.id, viewer), 200);
    await createFavorite(t.db, { userId: viewer.id, productId: product.id });
    const after = await expectJson(await listing(product.id, viewer), 200);
    expect([before.isFavorite, after.isFavorite]).toEqual([false, true]);
  });

  it("shows a sold listing to anyone", async () => {
    const product = await createProduct(t.db, { status: "sold" });
    expect((await listing(product.id)).status).toBe(200);
  });

  it("shows a draft to its seller and to nobody else", async () => {
    const owner = await t.signedInUser();
    const other = await t.signedInUser();
    const draft = await createProduct(t.db, { userId: owner.id, status: "draft" });

    const own = await listing(draft.id, owner);
    expect(await expectJson(own, 200)).toMatchObject({ status: "draft", isOwner: true });
    for (const caller of [other, undefined]) {
      const response = await listing(draft.id, caller);
      expect(response.status).toBe(404);
      expect(await errorCode(response)).toBe("NOT_FOUND");
    }
  });

  it("answers a missing listing with 404 and a malformed id with 400", async () => {
    expect((await listing("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await listing("not-an-id")).status).toBe(400);
  });
});

describe("My Items", () => {
  it("lists all of the seller's own listings in any status, newest first, with counts", async () => {
    const owner = await t.signedInUser();
    const base = Date.now() - 60_000;
    const statuses = ["active", "draft", "sold", "active"] as const;
    for (const [i, status] of statuses.entries()) {
      await createProduct(t.db, { userId: owner.id, title: `mine ${i}`, status, createdAt: new Date(base + i * 1000) });
    }
    await createProduct(t.db, { title: "someone else's" });

    const body = await expectJson(await myItems(owner), 200);
    expect(body.items.map((item) => [item.title, item.status])).toEqual([
      ["mine 3", "active"],
      ["mine 2", "sold"],
      ["mine 1", "draft"],
      ["mine 0", "active"],
    ]);
    expect(body.counts).toEqual({ all: 4, active: 2, draft: 1, sold: 1 });
  });

  it("refuses a guest", async () => {
    expect((await myItems(undefined)).status).toBe(401);
  });
});
