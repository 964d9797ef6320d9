import { describe, expect, it } from "vitest";
import { type Caller, createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { createProduct, createUser } from "../../db/factories";
import { blockedUsers } from "../../db/schema";

const t = await createTestApp();

const follow = (id: string, caller: Caller | undefined, method: "PUT" | "DELETE" = "PUT") => {
  const route = t.api(caller).users[":id"].follow;
  return method === "PUT" ? route.$put({ param: { id } }) : route.$delete({ param: { id } });
};

const sellerPage = async (id: string, caller?: Caller) =>
  expectJson(await t.api(caller).users[":id"].$get({ param: { id } }), 200);

describe("following a seller", () => {
  it("follows and unfollows, and doing either twice changes nothing", async () => {
    const buyer = await t.signedInUser();
    const seller = await createUser(t.db);
    expect((await follow(seller.id, buyer)).status).toBe(204);
    expect((await follow(seller.id, buyer)).status).toBe(204);
    expect(await sellerPage(seller.id, buyer)).toMatchObject({ followerCount: 1, isFollowed: true });

    expect((await follow(seller.id, buyer, "DELETE")).status).toBe(204);
    expect((await follow(seller.id, buyer, "DELETE")).status).toBe(204);
    expect(await sellerPage(seller.id, buyer)).toMatchObject({ followerCount: 0, isFollowed: false });
  });

  it("counts every follower on the seller's page, which a guest sees without their own state", async () => {
    const seller = await createUser(t.db);
    for (const person of [await t.signedInUser(), await t.signedInUser()]) await follow(seller.id, person);
    expect(await sellerPage(seller.id)).toMatchObject({ followerCount: 2, isFollowed: false });
  });

  it("marks the seller card of a listing whose seller the viewer follows", async () => {
    const buyer = await t.signedInUser();
    const listing = await createProduct(t.db);
    const product = async () => expectJson(await t.api(buyer).products[":id"].$get({ param: { id: listing.id } }), 200);
    expect((await product()).seller.isFollowed).toBe(false);
    await follow(listing.userId, buyer);
    expect((await product()).seller.isFollowed).toBe(true);
  });

  it("refuses following oneself with 403", async () => {
    const person = await t.signedInUser();
    const response = await follow(person.id, person);
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe("CANNOT_FOLLOW_SELF");
    expect(await sellerPage(person.id, person)).toMatchObject({ followerCount: 0 });
  });

  it("refuses following across a block, whichever of the two made it", async () => {
    const buyer = await t.signedInUser();
    const blockedByBuyer = await createUser(t.db);
    const blockerOfBuyer = await createUser(t.db);
    await t.db.insert(blockedUsers).values([
      { blockerId: buyer.id, blockedId: blockedByBuyer.id },
      { blockerId: blockerOfBuyer.id, blockedId: buyer.id },
    ]);
    for (const seller of [blockedByBuyer, blockerOfBuyer]) {
      const response = await follow(seller.id, buyer);
      expect(response.status).toBe(403);
      expect(await errorCode(response)).toBe("FOLLOW_BLOCKED");
      expect((await follow(seller.id, buyer, "DELETE")).status).toBe(204);
    }
  });

  it("ends the follows between two people, both ways, when one blocks the other", async () => {
    const buyer = await t.signedInUser();
    const seller = await t.signedInUser();
    await follow(seller.id, buyer);
    await follow(buyer.id, seller);
    await expectJson(await t.api(seller).blocks.$post({ json: { userId: buyer.id } }), 201);
    expect(await sellerPage(seller.id, buyer)).toMatchObject({ followerCount: 0, isFollowed: false });
    expect(await sellerPage(buyer.id, seller)).toMatchObject({ followerCount: 0, isFollowed: false });
  });

  it("does not find a person who does not exist", async () => {
    const buyer = await t.signedInUser();
    expect((await follow("00000000-0000-4000-8000-000000000000", buyer)).status).toBe(404);
    expect((await follow("not-an-id", buyer)).status).toBe(400);
  });

  it("refuses a guest", async () => {
    const seller = await createUser(t.db);
    expect((await follow(seller.id, undefined)).status).toBe(401);
    expect((await follow(seller.id, undefined, "DELETE")).status).toBe(401);
    expect((await t.guest.me.following.listings.$get({ query: {} })).status).toBe(401);
  });

  it("puts whom a person follows in their data export", async () => {
    const buyer = await t.signedInUser();
    const seller = await createUser(t.db, { displayName: "Followed Seller" });
    await follow(seller.id, buyer);
    const data = (await expectJson(await t.api(buyer).me.export.$get(), 200)) as Record<string, unknown>;
    expect(data.following).toEqual([
      { sellerId: seller.id, sellerName: "Followed Seller", createdAt: expect.any(String) },
    ]);
  });
});
