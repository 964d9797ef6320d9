import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Caller, createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { createProduct, createReview, createTransaction, createUser } from "../../db/factories";
import { notifications, profiles, reviews } from "../../db/schema";

const t = await createTestApp();

/** A buyer and a seller, both signed in, and a sale between them: completed unless told otherwise. */
async function sale({ completed = true } = {}) {
  const buyer = await t.signedInUser({ displayName: "Bea Buyer" });
  const seller = await t.signedInUser({ displayName: "Sami Seller" });
  const product = await createProduct(t.db, {
    userId: seller.id,
    title: "Wool coat",
    status: completed ? "sold" : "active",
  });
  const transaction = await createTransaction(t.db, {
    productId: product.id,
    buyerId: buyer.id,
    sellerId: seller.id,
    completedAt: completed ? new Date() : null,
    amountCents: product.priceCents,
  });
  return { buyer, seller, product, transaction };
}

const review = (transactionId: string, caller: Caller | undefined, json: { rating: number; comment?: string | null }) =>
  t.api(caller).sales[":id"].reviews.$post({ param: { id: transactionId }, json });

/** For bodies the typed client would not let through. */
const reviewRaw = (transactionId: string, caller: Caller, json: unknown) =>
  t.request(`/api/sales/${transactionId}/reviews`, { method: "POST", cookie: caller.cookie, json });

const receivedBy = async (userId: string) =>
  expectJson(await t.guest.users[":id"].reviews.$get({ param: { id: userId } }), 200);

describe("reviewing the other party of a sale", () => {
  it("refuses a guest", async () => {
    const { transaction } = await sale();
    const response = await review(transaction.id, undefined, { rating: 5 });
    expect(response.status).toBe(401);
  });

  it("stores the buyer's review of the seller and tells the seller the star count", async () => {
    const { buyer, seller, transaction } = await sale();
    const response = await review(transaction.id, buyer, {
      rating: 4,
      comment: "  Lovely coat, quick meet-up.  ",
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      transactionId: transaction.id,
      reviewerUserId: buyer.id,
      reviewedUserId: seller.id,
      rating: 4,
      comment: "Lovely coat, quick meet-up.",
    });

    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(notice).toMatchObject({ type: "new_review", data: { transactionId: transaction.id } });
    expect(notice?.data).toMatchObject({ stars: 4, reviewerName: "Bea Buyer" });
    expect(notice?.message).toBe("");
  });

  it("lets the seller review the buyer too: one review each way", async () => {
    const { buyer, seller, transaction } = await sale();
    expect((await review(transaction.id, buyer, { rating: 5 })).status).toBe(201);
    const response = await review(transaction.id, seller, { rating: 3 });
    expect(await expectJson(response, 201)).toMatchObject({
      reviewerUserId: seller.id,
      reviewedUserId: buyer.id,
      rating: 3,
    });
  });

  it("stores a blank or missing comment as empty", async () => {
    const { buyer, seller, transaction } = await sale();
    const blank = await review(transaction.id, buyer, { rating: 5, comment: "   " });
    expect(await expectJson(blank, 201)).toMatchObject({ comment: "" });
    const missing = await review(transaction.id, seller, { rating: 5 });
    expect(await expectJson(missing, 201)).toMatchObject({ comment: "" });
  });

  it("refuses someone who is not a party of the sale", async () => {
    const { transaction } = await sale();
    const stranger = await t.signedInUser();
    const response = await review(transaction.id, stranger, { rating: 1 });
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe("NOT_A_PARTY");
    expect(await t.db.select().from(reviews).where(eq(reviews.transactionId, transaction.id))).toEqual([]);
  });

  it("refuses a review of a sale that is not completed", async () => {
    const { buyer, seller, transaction } = await sale({ completed: false });
    for (const party of [buyer, seller]) {
      const response = await review(transaction.id, party, { rating: 5 });
      expect(response.status).toBe(409);
      expect(await errorCode(response)).toBe("SALE_NOT_COMPLETED");
    }
  });

  it("refuses a second review of the same sale by the same person", async () => {
    const { buyer, transaction } = await sale();
    expect((await review(transaction.id, buyer, { rating: 5 })).status).toBe(201);
    const again = await review(transaction.id, buyer, { rating: 1, comment: "Changed my mind" });
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe("ALREADY_REVIEWED");
    const stored = await t.db.select().from(reviews).where(eq(reviews.transactionId, transaction.id));
    expect(stored.map((row) => row.rating)).toEqual([5]);
  });

  it("stores one review when the same person submits several at the same instant", async () => {
    const { buyer, seller, transaction } = await sale();
    const responses = await Promise.all(Array.from({ length: 5 }, () => review(transaction.id, buyer, { rating: 5 })));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    const stored = await t.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.transactionId, transaction.id), eq(reviews.reviewerUserId, buyer.id)));
    expect(stored).toHaveLength(1);
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(notices).toHaveLength(1);
  });

  it.each([
    ["a rating below 1", { rating: 0 }],
    ["a rating above 5", { rating: 6 }],
    ["half a star", { rating: 2.5 }],
    ["no rating", { comment: "Nice" }],
    ["a rating as text", { rating: "5" }],
    ["a comment over 500 characters", { rating: 5, comment: "x".repeat(501) }],
  ])("refuses %s with 400 and stores nothing", async (_case, body) => {
    const { buyer, transaction } = await sale();
    const response = await reviewRaw(transaction.id, buyer, body);
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe("VALIDATION_FAILED");
    expect(await t.db.select().from(reviews).where(eq(reviews.transactionId, transaction.id))).toEqual([]);
  });

  it("accepts a comment of exactly 500 characters", async () => {
    const { buyer, transaction } = await sale();
    expect((await review(transaction.id, buyer, { rating: 5, comment: "y".repeat(500) })).status).toBe(201);
  });

  it("answers 404 for an unknown sale and 400 for a malformed id", async () => {
    const me = await t.signedInUser();
    expect((await review("00000000-0000-4000-8000-000000000000", me, { rating: 5 })).status).toBe(404);
    expect((await reviewRaw("not-a-sale", me, { rating: 5 })).status).toBe(400);
  });
});

describe("a user's received reviews", () => {
  it("lists them for anyone, newest first, with reviewer, item and the rating summary", async () => {
    const seller = await createUser(t.db, { displayName: "Rated Seller" });
    await t.db
      .update(profiles)
      .set({ avatarUrl: "/media/avatars/a.webp" })
      .where(eq(profiles.displayName, "Rated Seller"));
    const ratings = [5, 4, 2];
    for (const [index, rating] of ratings.entries()) {
      const buyer = await createUser(t.db, { displayName: `Reviewer ${index}` });
      const product = await createProduct(t.db, { userId: seller.id, title: `Item ${index}`, status: "sold" });
      const sold = await createTransaction(t.db, {
        productId: product.id,
        buyerId: buyer.id,
        sellerId: seller.id,
        completedAt: new Date(),
      });
      await createReview(t.db, {
        transactionId: sold.id,
        reviewerUserId: buyer.id,
        reviewedUserId: seller.id,
        rating,
        comment: `Comment ${index}`,
      });
    }

    const body = await receivedBy(seller.id);
    expect(body.summary).toEqual({ average: 3.67, count: 3 });
    expect(body.items.map((item) => [item.rating, item.reviewer.displayName, item.productTitle, item.comment])).toEqual(
      [
        [2, "Reviewer 2", "Item 2", "Comment 2"],
        [4, "Reviewer 1", "Item 1", "Comment 1"],
        [5, "Reviewer 0", "Item 0", "Comment 0"],
      ],
    );
  });

  it("shows the reviewer's avatar and leaves out reviews the user wrote", async () => {
    const { buyer, seller, transaction } = await sale();
    await t.db.update(profiles).set({ avatarUrl: "/media/avatars/bea.webp" }).where(eq(profiles.id, buyer.id));
    await review(transaction.id, buyer, { rating: 5 });
    const body = await receivedBy(seller.id);
    expect(body.items).toEqual([
      expect.objectContaining({
        reviewer: expect.objectContaining({ id: buyer.id, avatarUrl: "/media/avatars/bea.webp" }),
      }),
    ]);
    expect((await receivedBy(buyer.id)).items).toEqual([]);
  });

  it("is empty with no average for a user without reviews, and 404 for nobody", async () => {
    const user = await createUser(t.db);
    expect(await receivedBy(user.id)).toEqual({
      items: [],
      summary: { average: null, count: 0 },
    });
    const nobody = await t.guest.users[":id"].reviews.$get({ param: { id: "00000000-0000-4000-8000-000000000000" } });
    expect(nobody.status).toBe(404);
  });
});
