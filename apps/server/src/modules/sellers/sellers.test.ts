import { describe, expect, it } from "vitest";
import { createTestApp, expectJson } from "../../../test/test-app";
import { createProduct, createReview, createTransaction, createUser } from "../../db/factories";

const t = await createTestApp();

const sellerPage = (id: string) => t.guest.users[":id"].$get({ param: { id } });

describe("a seller's page", () => {
  it("shows the public profile, rating, member since and only active listings", async () => {
    const seller = await createUser(t.db, { city: "Kuopio", bio: "Hello" });
    const buyer = await createUser(t.db);
    await createProduct(t.db, { userId: seller.id, title: "On sale" });
    await createProduct(t.db, { userId: seller.id, title: "Draft", status: "draft" });
    const sold = await createProduct(t.db, { userId: seller.id, title: "Sold", status: "sold" });
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
      rating: 5,
    });

    const body = await expectJson(await sellerPage(seller.id), 200);
    expect(body).toMatchObject({
      profile: { id: seller.id, displayName: seller.displayName, city: "Kuopio", bio: "Hello" },
      rating: { average: 5, count: 1 },
      activeListingCount: 1,
    });
    expect(body.profile).not.toHaveProperty("role");
    expect(body.profile).not.toHaveProperty("email");
    expect(body.memberSince).toBe(body.profile.createdAt);
    expect(body.listings.items.map((item) => item.title)).toEqual(["On sale"]);
    expect(body.listings.nextCursor).toBeNull();
  });

  it("pages a long list of listings through the feed's seller filter", async () => {
    const seller = await createUser(t.db);
    for (let i = 0; i < 25; i++) await createProduct(t.db, { userId: seller.id });
    const body = await expectJson(await sellerPage(seller.id), 200);
    expect(body.activeListingCount).toBe(25);
    expect(body.listings.items).toHaveLength(20);
    const cursor = body.listings.nextCursor ?? "";
    const rest = await expectJson(await t.guest.products.$get({ query: { seller: seller.id, cursor } }), 200);
    expect(rest.items).toHaveLength(5);
  });

  it("rates a seller without reviews as null from zero reviews", async () => {
    const seller = await createUser(t.db);
    const body = await expectJson(await sellerPage(seller.id), 200);
    expect(body.rating).toEqual({ average: null, count: 0 });
  });

  it("answers an unknown user with 404 and a malformed id with 400", async () => {
    expect((await sellerPage("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await sellerPage("emma")).status).toBe(400);
  });
});
