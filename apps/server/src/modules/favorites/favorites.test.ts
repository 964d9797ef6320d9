import { describe, expect, it } from "vitest";
import { type Caller, createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { createFavorite, createProduct, createUser } from "../../db/factories";

const t = await createTestApp();

const favorite = (id: string, caller: Caller | undefined, method: "PUT" | "DELETE" = "PUT") => {
  const route = t.api(caller).products[":id"].favorite;
  return method === "PUT" ? route.$put({ param: { id } }) : route.$delete({ param: { id } });
};

const favorites = (caller: Caller | undefined) => t.api(caller).me.favorites.$get();

async function favoriteIds(caller: Caller): Promise<string[]> {
  const body = await expectJson(await favorites(caller), 200);
  return body.items.map((item) => item.id);
}

describe("favourites", () => {
  it("adds and removes a favourite, and doing either twice changes nothing", async () => {
    const buyer = await t.signedInUser();
    const product = await createProduct(t.db);
    expect((await favorite(product.id, buyer)).status).toBe(204);
    expect((await favorite(product.id, buyer)).status).toBe(204);
    expect(await favoriteIds(buyer)).toEqual([product.id]);

    expect((await favorite(product.id, buyer, "DELETE")).status).toBe(204);
    expect((await favorite(product.id, buyer, "DELETE")).status).toBe(204);
    expect(await favoriteIds(buyer)).toEqual([]);
  });

  it("lists the user's own favourites as cards, most recently favourited first", async () => {
    const buyer = await t.signedInUser();
    const seller = await createUser(t.db, { displayName: "Sanna Seller" });
    const first = await createProduct(t.db, { userId: seller.id, title: "First", priceCents: 1200, size: "S" });
    const second = await createProduct(t.db, { userId: seller.id, title: "Second", status: "sold" });
    const notMine = await createProduct(t.db);
    await createFavorite(t.db, { userId: buyer.id, productId: first.id, createdAt: new Date(Date.now() - 60_000) });
    await createFavorite(t.db, { userId: buyer.id, productId: second.id });
    await createFavorite(t.db, { userId: (await createUser(t.db)).id, productId: notMine.id });

    const body = await expectJson(await favorites(buyer), 200);
    expect(body.items.map((item) => item.title)).toEqual(["Second", "First"]);
    expect(body.items[1]).toMatchObject({
      id: first.id,
      title: "First",
      priceCents: 1200,
      category: "Tops",
      size: "S",
      status: "active",
      cover: null,
      seller: { id: seller.id, displayName: "Sanna Seller" },
      isFavorite: true,
    });
    expect(body.items[0]?.status).toBe("sold");
  });

  it("refuses favouriting one's own listing with 403", async () => {
    const seller = await t.signedInUser();
    const own = await createProduct(t.db, { userId: seller.id });
    const response = await favorite(own.id, seller);
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe("FORBIDDEN");
    expect(await favoriteIds(seller)).toEqual([]);
  });

  it("does not find another seller's draft or a missing listing", async () => {
    const buyer = await t.signedInUser();
    const draft = await createProduct(t.db, { status: "draft" });
    expect((await favorite(draft.id, buyer)).status).toBe(404);
    expect((await favorite("00000000-0000-4000-8000-000000000000", buyer)).status).toBe(404);
    expect((await favorite("not-an-id", buyer)).status).toBe(400);
  });

  it("refuses favouriting a sold listing but lets one remove it", async () => {
    const buyer = await t.signedInUser();
    const sold = await createProduct(t.db, { status: "sold" });
    await createFavorite(t.db, { userId: buyer.id, productId: sold.id });
    expect((await favorite(sold.id, buyer)).status).toBe(409);
    expect((await favorite(sold.id, buyer, "DELETE")).status).toBe(204);
  });

  it("refuses a guest", async () => {
    const product = await createProduct(t.db);
    expect((await favorite(product.id, undefined)).status).toBe(401);
    expect((await favorite(product.id, undefined, "DELETE")).status).toBe(401);
    expect((await favorites(undefined)).status).toBe(401);
  });
});
