import { FEED_PAGE_SIZE } from "@kierto/shared";
import { describe, expect, it } from "vitest";
import { type Caller, createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { createProduct, createUser } from "../../db/factories";
import { blockedUsers, sellerFollows } from "../../db/schema";

const t = await createTestApp();

const followingPage = async (caller: Caller, cursor?: string) =>
  expectJson(await t.api(caller).me.following.listings.$get({ query: cursor ? { cursor } : {} }), 200);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe("the Following feed", () => {
  it("lists the active listings of the sellers one follows, newest first, as feed cards", async () => {
    const buyer = await t.signedInUser();
    const [emma, juho, stranger] = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    await t.db.insert(sellerFollows).values([
      { followerId: buyer.id, sellerId: emma.id },
      { followerId: buyer.id, sellerId: juho.id },
    ]);
    await createProduct(t.db, { userId: emma.id, title: "Emma old", createdAt: minutesAgo(30) });
    await createProduct(t.db, { userId: juho.id, title: "Juho middle", createdAt: minutesAgo(20) });
    await createProduct(t.db, { userId: emma.id, title: "Emma new", createdAt: minutesAgo(10) });
    await createProduct(t.db, { userId: emma.id, title: "Emma draft", status: "draft" });
    await createProduct(t.db, { userId: juho.id, title: "Juho sold", status: "sold" });
    await createProduct(t.db, { userId: stranger.id, title: "Not followed" });

    const page = await followingPage(buyer);
    expect(page.items.map((item) => item.title)).toEqual(["Emma new", "Juho middle", "Emma old"]);
    expect(page.items[0]).toMatchObject({ seller: { id: emma.id }, status: "active", isFavorite: false });
    expect(page.nextCursor).toBeNull();
  });

  it("pages through the listings with the cursor, none twice and none left out", async () => {
    const buyer = await t.signedInUser();
    const sellers = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    await t.db.insert(sellerFollows).values(sellers.map((seller) => ({ followerId: buyer.id, sellerId: seller.id })));
    const made: string[] = [];
    for (let i = 0; i < FEED_PAGE_SIZE + 5; i++) {
      const userId = sellers[i % sellers.length]?.id;
      made.push((await createProduct(t.db, { userId, createdAt: minutesAgo(100 - i) })).id);
    }
    const first = await followingPage(buyer);
    expect(first.items).toHaveLength(FEED_PAGE_SIZE);
    const second = await followingPage(buyer, first.nextCursor ?? "");
    expect(second.nextCursor).toBeNull();
    const shown = [...first.items, ...second.items].map((item) => item.id);
    expect(shown).toEqual([...made].reverse());
  });

  it("leaves out a seller across a block and starts empty for a person who follows nobody", async () => {
    const buyer = await t.signedInUser();
    const seller = await createUser(t.db);
    expect((await followingPage(buyer)).items).toEqual([]);
    await t.db.insert(sellerFollows).values({ followerId: buyer.id, sellerId: seller.id });
    await createProduct(t.db, { userId: seller.id });
    await t.db.insert(blockedUsers).values({ blockerId: seller.id, blockedId: buyer.id });
    expect((await followingPage(buyer)).items).toEqual([]);
  });

  it("refuses a cursor that is not one of its own with 400", async () => {
    const buyer = await t.signedInUser();
    const response = await t.api(buyer).me.following.listings.$get({ query: { cursor: "nonsense" } });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe("BAD_REQUEST");
  });
});
