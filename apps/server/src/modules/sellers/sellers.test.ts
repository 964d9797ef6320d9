import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app";
import { createProduct, createReview, createTransaction, createUser } from "../../db/factories";

const t = await createTestApp();

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

    const response = await t.request(`/api/users/${seller.id}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      profile: Record<string, unknown>;
      memberSince: string;
      listings: { items: { title: string }[]; nextCursor: string | null };
    };
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
    const body = (await (await t.request(`/api/users/${seller.id}`)).json()) as {
      activeListingCount: number;
      listings: { items: unknown[]; nextCursor: string };
    };
    expect(body.activeListingCount).toBe(25);
    expect(body.listings.items).toHaveLength(20);
    const rest = (await (
      await t.request(`/api/products?seller=${seller.id}&cursor=${body.listings.nextCursor}`)
    ).json()) as { items: unknown[] };
    expect(rest.items).toHaveLength(5);
  });

  it("rates a seller without reviews as null from zero reviews", async () => {
    const seller = await createUser(t.db);
    const body = (await (await t.request(`/api/users/${seller.id}`)).json()) as { rating: unknown };
    expect(body.rating).toEqual({ average: null, count: 0 });
  });

  it("answers an unknown user with 404 and a malformed id with 400", async () => {
    expect((await t.request("/api/users/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await t.request("/api/users/emma")).status).toBe(400);
  });
});
