import { describe, expect, it } from "vitest";
import { createTestApp, errorCode } from "../../../test/test-app";
import { createFavorite, createProduct, createUser } from "../../db/factories";

const t = await createTestApp();

const favorite = (id: string, cookie: string | undefined, method: "PUT" | "DELETE" = "PUT") =>
  t.request(`/api/products/${id}/favorite`, { method, cookie });

async function favoriteIds(cookie: string): Promise<string[]> {
  const body = (await (await t.request("/api/me/favorites", { cookie })).json()) as { items: { id: string }[] };
  return body.items.map((item) => item.id);
}

describe("favourites", () => {
  it("adds and removes a favourite, and doing either twice changes nothing", async () => {
    const buyer = await t.signedInUser();
    const product = await createProduct(t.db);
    expect((await favorite(product.id, buyer.cookie)).status).toBe(204);
    expect((await favorite(product.id, buyer.cookie)).status).toBe(204);
    expect(await favoriteIds(buyer.cookie)).toEqual([product.id]);

    expect((await favorite(product.id, buyer.cookie, "DELETE")).status).toBe(204);
    expect((await favorite(product.id, buyer.cookie, "DELETE")).status).toBe(204);
    expect(await favoriteIds(buyer.cookie)).toEqual([]);
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

    const response = await t.request("/api/me/favorites", { cookie: buyer.cookie });
    const body = (await response.json()) as { items: Record<string, unknown>[] };
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
    const response = await favorite(own.id, seller.cookie);
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe("FORBIDDEN");
    expect(await favoriteIds(seller.cookie)).toEqual([]);
  });

  it("does not find another seller's draft or a missing listing", async () => {
    const buyer = await t.signedInUser();
    const draft = await createProduct(t.db, { status: "draft" });
    expect((await favorite(draft.id, buyer.cookie)).status).toBe(404);
    expect((await favorite("00000000-0000-4000-8000-000000000000", buyer.cookie)).status).toBe(404);
    expect((await favorite("not-an-id", buyer.cookie)).status).toBe(400);
  });

  it("refuses favouriting a sold listing but lets one remove it", async () => {
    const buyer = await t.signedInUser();
    const sold = await createProduct(t.db, { status: "sold" });
    await createFavorite(t.db, { userId: buyer.id, productId: sold.id });
    expect((await favorite(sold.id, buyer.cookie)).status).toBe(409);
    expect((await favorite(sold.id, buyer.cookie, "DELETE")).status).toBe(204);
  });

  it("refuses a guest", async () => {
    const product = await createProduct(t.db);
    expect((await favorite(product.id, undefined)).status).toBe(401);
    expect((await favorite(product.id, undefined, "DELETE")).status).toBe(401);
    expect((await t.request("/api/me/favorites")).status).toBe(401);
  });
});
