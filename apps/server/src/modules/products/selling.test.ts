import { describe, expect, it } from "vitest";
import { createTestApp, errorCode } from "../../../test/test-app";
import { uploadedPhotoId } from "../../../test/test-images";
import { createFavorite, createProduct, createProductPhoto, createTransaction, createUser } from "../../db/factories";

const t = await createTestApp();

const listing = (photoIds: string[], extra: Record<string, unknown> = {}) => ({
  title: "Linen shirt",
  price: 19.99,
  category: "Tops",
  size: "M",
  photoIds,
  ...extra,
});

async function create(cookie: string | undefined, body: unknown) {
  return t.request("/api/products", { method: "POST", cookie, json: body });
}

async function patch(cookie: string | undefined, id: string, body: unknown) {
  return t.request(`/api/products/${id}`, { method: "PATCH", cookie, json: body });
}

const product = (id: string) => t.db.query.products.findFirst({ where: (p, { eq }) => eq(p.id, id) });

describe("listing an item", () => {
  it("lists an item with its photos in order, price in cents, empty optional fields as null", async () => {
    const seller = await t.signedInUser();
    const photos = [await uploadedPhotoId(t, seller), await uploadedPhotoId(t, seller)];
    const response = await create(
      seller.cookie,
      listing([photos[1] as string, photos[0] as string], {
        brand: "  ",
        condition: "",
        description: "",
        city: "Oulu",
      }),
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; photos: { id: string }[] } & Record<string, unknown>;
    expect(body).toMatchObject({
      title: "Linen shirt",
      priceCents: 1999,
      status: "active",
      deliveryMethod: "hand_delivery",
      brand: null,
      condition: null,
      description: null,
      color: null,
      city: "Oulu",
      isOwner: true,
    });
    expect(body.photos.map((photo) => photo.id)).toEqual([photos[1], photos[0]]);
    const page = (await (await t.request(`/api/products?seller=${seller.id}`)).json()) as { items: { id: string }[] };
    expect(page.items.map((item) => item.id)).toEqual([body.id]);
  });

  it("saves a draft without photos, visible only in the seller's own items", async () => {
    const seller = await t.signedInUser();
    const response = await create(seller.cookie, listing([], { status: "draft" }));
    expect(response.status).toBe(201);
    const page = (await (await t.request(`/api/products?seller=${seller.id}`)).json()) as { items: unknown[] };
    expect(page.items).toHaveLength(0);
    const mine = (await (await t.request("/api/me/products", { cookie: seller.cookie })).json()) as {
      counts: { draft: number };
    };
    expect(mine.counts.draft).toBe(1);
  });

  it.each([
    ["a published listing without photos", listing([])],
    ["a zero price", listing([], { status: "draft", price: 0 })],
    ["a negative price", listing([], { status: "draft", price: -5 })],
    ["a price with three decimals", listing([], { status: "draft", price: 9.999 })],
    ["a price as text", listing([], { status: "draft", price: "12" })],
    ["a missing category", { title: "x", price: 5, size: "M", status: "draft" }],
    ["a missing size", { title: "x", price: 5, category: "Tops", status: "draft" }],
    ["an empty title", listing([], { status: "draft", title: "   " })],
    ["an overlong title", listing([], { status: "draft", title: "x".repeat(121) })],
    ["an unknown colour", listing([], { status: "draft", color: "Teal" })],
    ["the sold status", listing([], { status: "sold" })],
    ["six photos", listing(Array.from({ length: 6 }, () => crypto.randomUUID()))],
    ["the same photo twice", listing(["00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000001"])],
    ["a photo id that is not an id", listing(["photo-1"])],
  ])("refuses %s with 400 and stores nothing", async (_name, body) => {
    const seller = await t.signedInUser();
    const response = await create(seller.cookie, body);
    expect(response.status).toBe(400);
    const stored = await t.db.query.products.findMany({ where: (p, { eq }) => eq(p.userId, seller.id) });
    expect(stored).toHaveLength(0);
  });

  it("refuses another user's photo, and a photo another listing already uses", async () => {
    const seller = await t.signedInUser();
    const other = await t.signedInUser();
    const theirs = await uploadedPhotoId(t, other);
    expect((await create(seller.cookie, listing([theirs]))).status).toBe(400);

    const used = await uploadedPhotoId(t, seller);
    expect((await create(seller.cookie, listing([used]))).status).toBe(201);
    expect((await create(seller.cookie, listing([used]))).status).toBe(400);
    const stored = await t.db.query.products.findMany({ where: (p, { eq }) => eq(p.userId, seller.id) });
    expect(stored).toHaveLength(1);
    const photo = await t.db.query.productPhotos.findFirst({ where: (p, { eq }) => eq(p.id, theirs) });
    expect(photo?.productId).toBeNull();
  });

  it("refuses a guest", async () => {
    expect((await create(undefined, listing([], { status: "draft" }))).status).toBe(401);
  });

  it("answers malformed JSON with 400", async () => {
    const seller = await t.signedInUser();
    const response = await t.request("/api/products", {
      method: "POST",
      cookie: seller.cookie,
      headers: { "content-type": "application/json" },
      body: "{ not json",
    });
    expect(response.status).toBe(400);
  });
});

describe("editing a listing", () => {
  it("changes anything on a draft, and publishing puts it at the top of the feed", async () => {
    const seller = await t.signedInUser();
    const draft = await createProduct(t.db, {
      userId: seller.id,
      status: "draft",
      createdAt: new Date(Date.now() - 5 * 24 * 60 * 60 * 1000),
    });
    await createProduct(t.db, { userId: seller.id, title: "older active" });
    const photo = await uploadedPhotoId(t, seller);
    const response = await patch(seller.cookie, draft.id, {
      title: "Renamed",
      category: "Shoes",
      size: "42",
      brand: "Nike",
      price: 40,
      photoIds: [photo],
      status: "active",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      title: "Renamed",
      category: "Shoes",
      priceCents: 4000,
      status: "active",
    });
    const page = (await (await t.request(`/api/products?seller=${seller.id}`)).json()) as {
      items: { title: string }[];
    };
    expect(page.items.map((item) => item.title)).toEqual(["Renamed", "older active"]);
  });

  it("refuses to publish a draft that has no photos", async () => {
    const seller = await t.signedInUser();
    const draft = await createProduct(t.db, { userId: seller.id, status: "draft" });
    const response = await patch(seller.cookie, draft.id, { status: "active" });
    expect(response.status).toBe(400);
    expect((await product(draft.id))?.status).toBe("draft");
  });

  it("changes an active listing's price, description and photos", async () => {
    const seller = await t.signedInUser();
    const first = await uploadedPhotoId(t, seller);
    const created = (await (await create(seller.cookie, listing([first]))).json()) as { id: string };
    const second = await uploadedPhotoId(t, seller);
    const response = await patch(seller.cookie, created.id, {
      price: 25,
      description: "Now with a description",
      photoIds: [second],
      // A form may send the fields it cannot change; unchanged they are fine.
      title: "Linen shirt",
      category: "Tops",
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { priceCents: number; description: string; photos: { id: string }[] };
    expect(body.priceCents).toBe(2500);
    expect(body.description).toBe("Now with a description");
    expect(body.photos.map((photo) => photo.id)).toEqual([second]);
    const dropped = await t.db.query.productPhotos.findFirst({ where: (p, { eq }) => eq(p.id, first) });
    expect(dropped).toBeUndefined();
  });

  it("refuses other changes to an active listing with 409 and changes nothing", async () => {
    const seller = await t.signedInUser();
    const active = await createProduct(t.db, { userId: seller.id, title: "Original", priceCents: 1000 });
    const response = await patch(seller.cookie, active.id, { title: "Changed", price: 5 });
    expect(response.status).toBe(409);
    expect(await product(active.id)).toMatchObject({ title: "Original", priceCents: 1000 });
    expect((await patch(seller.cookie, active.id, { status: "draft" })).status).toBe(409);
  });

  it("refuses removing the last photo of an active listing", async () => {
    const seller = await t.signedInUser();
    const active = await createProduct(t.db, { userId: seller.id });
    await createProductPhoto(t.db, { ownerId: seller.id, productId: active.id });
    expect((await patch(seller.cookie, active.id, { photoIds: [] })).status).toBe(400);
  });

  it("never lets anyone set a listing sold, and leaves it unchanged", async () => {
    const seller = await t.signedInUser();
    const active = await createProduct(t.db, { userId: seller.id, priceCents: 1000 });
    const response = await patch(seller.cookie, active.id, { status: "sold", price: 5 });
    expect(response.status).toBe(400);
    expect(await product(active.id)).toMatchObject({ status: "active", priceCents: 1000 });
  });

  it("changes nothing on a sold listing", async () => {
    const seller = await t.signedInUser();
    const sold = await createProduct(t.db, { userId: seller.id, status: "sold", priceCents: 1000 });
    expect((await patch(seller.cookie, sold.id, { price: 5 })).status).toBe(409);
    expect((await product(sold.id))?.priceCents).toBe(1000);
  });

  it("refuses another user: 403 for a visible listing, 404 for a draft they cannot see", async () => {
    const seller = await t.signedInUser();
    const intruder = await t.signedInUser();
    const active = await createProduct(t.db, { userId: seller.id, priceCents: 1000 });
    const draft = await createProduct(t.db, { userId: seller.id, status: "draft", title: "Secret" });
    expect((await patch(intruder.cookie, active.id, { price: 1 })).status).toBe(403);
    expect((await patch(intruder.cookie, draft.id, { title: "Mine now" })).status).toBe(404);
    expect((await patch(undefined, active.id, { price: 1 })).status).toBe(401);
    expect((await product(active.id))?.priceCents).toBe(1000);
    expect((await product(draft.id))?.title).toBe("Secret");
  });
});

describe("price drops", () => {
  it("notify everyone who favourited the listing, and nobody else", async () => {
    const seller = await t.signedInUser();
    const active = await createProduct(t.db, { userId: seller.id, title: "Parka", priceCents: 10_000 });
    const fans = [await createUser(t.db), await createUser(t.db)];
    const bystander = await createUser(t.db);
    for (const fan of fans) await createFavorite(t.db, { userId: fan.id, productId: active.id });
    // Not possible through the API; here to prove the seller is never told about their own listing.
    await createFavorite(t.db, { userId: seller.id, productId: active.id });

    expect((await patch(seller.cookie, active.id, { price: 79.5 })).status).toBe(200);

    const notes = await t.db.query.notifications.findMany();
    const mine = notes.filter((n) => n.data.productId === active.id);
    expect(mine.map((n) => n.userId).sort()).toEqual(fans.map((fan) => fan.id).sort());
    expect(mine[0]).toMatchObject({
      type: "price_drop",
      data: { productId: active.id, oldPriceCents: 10_000, newPriceCents: 7950 },
    });
    expect(mine[0]?.message).toContain("€79.50");
    expect(notes.some((n) => n.userId === bystander.id || n.userId === seller.id)).toBe(false);
  });

  it("are not sent when the price goes up or stays", async () => {
    const seller = await t.signedInUser();
    const active = await createProduct(t.db, { userId: seller.id, priceCents: 5000 });
    const fan = await createUser(t.db);
    await createFavorite(t.db, { userId: fan.id, productId: active.id });
    await patch(seller.cookie, active.id, { price: 60 });
    await patch(seller.cookie, active.id, { price: 60 });
    const notes = await t.db.query.notifications.findMany({ where: (n, { eq }) => eq(n.userId, fan.id) });
    expect(notes).toHaveLength(0);
  });

  it("are not sent when the change is refused", async () => {
    const seller = await t.signedInUser();
    const active = await createProduct(t.db, { userId: seller.id, priceCents: 5000 });
    const fan = await createUser(t.db);
    await createFavorite(t.db, { userId: fan.id, productId: active.id });
    const response = await patch(seller.cookie, active.id, { price: 10, photoIds: [crypto.randomUUID()] });
    expect(response.status).toBe(400);
    expect((await product(active.id))?.priceCents).toBe(5000);
    const notes = await t.db.query.notifications.findMany({ where: (n, { eq }) => eq(n.userId, fan.id) });
    expect(notes).toHaveLength(0);
  });
});

describe("deleting a listing", () => {
  it("deletes the seller's own listing with its photos", async () => {
    const seller = await t.signedInUser();
    const photo = await uploadedPhotoId(t, seller);
    const created = (await (await create(seller.cookie, listing([photo]))).json()) as {
      id: string;
      photos: { cardUrl: string }[];
    };
    const response = await t.request(`/api/products/${created.id}`, { method: "DELETE", cookie: seller.cookie });
    expect(response.status).toBe(204);
    expect(await product(created.id)).toBeUndefined();
    expect((await t.request(created.photos[0]?.cardUrl as string)).status).toBe(404);
  });

  it("refuses another user, and a guest", async () => {
    const seller = await createUser(t.db);
    const intruder = await t.signedInUser();
    const active = await createProduct(t.db, { userId: seller.id });
    const draft = await createProduct(t.db, { userId: seller.id, status: "draft" });
    expect((await t.request(`/api/products/${active.id}`, { method: "DELETE", cookie: intruder.cookie })).status).toBe(
      403,
    );
    expect((await t.request(`/api/products/${draft.id}`, { method: "DELETE", cookie: intruder.cookie })).status).toBe(
      404,
    );
    expect((await t.request(`/api/products/${active.id}`, { method: "DELETE" })).status).toBe(401);
    expect(await product(active.id)).toBeDefined();
    expect(await product(draft.id)).toBeDefined();
  });

  it("refuses a listing that is part of a sale with 409", async () => {
    const seller = await t.signedInUser();
    const buyer = await createUser(t.db);
    const active = await createProduct(t.db, { userId: seller.id });
    await createTransaction(t.db, { productId: active.id, buyerId: buyer.id, sellerId: seller.id });
    const response = await t.request(`/api/products/${active.id}`, { method: "DELETE", cookie: seller.cookie });
    expect(response.status).toBe(409);
    expect(await errorCode(response)).toBe("CONFLICT");
    expect(await product(active.id)).toBeDefined();
  });

  it("answers a missing listing with 404", async () => {
    const seller = await t.signedInUser();
    const response = await t.request("/api/products/00000000-0000-4000-8000-000000000000", {
      method: "DELETE",
      cookie: seller.cookie,
    });
    expect(response.status).toBe(404);
  });
});
