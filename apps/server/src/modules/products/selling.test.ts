import { eq, sql } from "drizzle-orm";
import type { InferRequestType } from "hono/client";
import { describe, expect, it } from "vitest";
import { type ApiClient, type Caller, createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { uploadedPhotoId } from "../../../test/test-images";
import { createFavorite, createProduct, createProductPhoto, createTransaction, createUser } from "../../db/factories";
import { notifications } from "../../db/schema";
import { storageDeleteJob } from "../../platform/storage";

const t = await createTestApp();

type NewListing = InferRequestType<ApiClient["products"]["$post"]>["json"];
type ListingChange = InferRequestType<ApiClient["products"][":id"]["$patch"]>["json"];

const listing = (photoIds: string[], extra: Partial<NewListing> = {}): NewListing => ({
  title: "Linen shirt",
  price: 19.99,
  category: "Tops",
  size: "M",
  photoIds,
  ...extra,
});

const create = (caller: Caller | undefined, json: NewListing) => t.api(caller).products.$post({ json });
const patch = (caller: Caller | undefined, id: string, json: ListingChange) =>
  t.api(caller).products[":id"].$patch({ param: { id }, json });
const remove = (caller: Caller | undefined, id: string) => t.api(caller).products[":id"].$delete({ param: { id } });

/** For bodies the typed client would not let through. */
const createRaw = (caller: Caller, body: unknown) =>
  t.request("/api/products", { method: "POST", cookie: caller.cookie, json: body });
const patchRaw = (caller: Caller, id: string, body: unknown) =>
  t.request(`/api/products/${id}`, { method: "PATCH", cookie: caller.cookie, json: body });

const sellerFeed = async (sellerId: string) =>
  expectJson(await t.guest.products.$get({ query: { seller: sellerId } }), 200);

const product = (id: string) => t.db.query.products.findFirst({ where: (p, { eq }) => eq(p.id, id) });

describe("listing an item", () => {
  it("lists an item with its photos in order, price in cents, empty optional fields as null", async () => {
    const seller = await t.signedInUser();
    const photos = [await uploadedPhotoId(t, seller), await uploadedPhotoId(t, seller)];
    const response = await create(
      seller,
      listing([photos[1] as string, photos[0] as string], {
        brand: "  ",
        condition: "",
        description: "",
        city: "Oulu",
      }),
    );
    const body = await expectJson(response, 201);
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
    const page = await sellerFeed(seller.id);
    expect(page.items.map((item) => item.id)).toEqual([body.id]);
  });

  it("saves a draft without photos, visible only in the seller's own items", async () => {
    const seller = await t.signedInUser();
    const response = await create(seller, listing([], { status: "draft" }));
    expect(response.status).toBe(201);
    const page = await sellerFeed(seller.id);
    expect(page.items).toHaveLength(0);
    const mine = await expectJson(await t.api(seller).me.products.$get(), 200);
    expect(mine.counts.draft).toBe(1);
  });

  it.each([
    ["a published listing without photos", listing([])],
    ["a zero price", listing([], { status: "draft", price: 0 })],
    ["a negative price", listing([], { status: "draft", price: -5 })],
    ["a price with three decimals", listing([], { status: "draft", price: 9.999 })],
    ["a price that rounds to 0 cents", listing([], { status: "draft", price: 1e-9 })],
    ["a price as text", { ...listing([], { status: "draft" }), price: "12" }],
    ["a missing category", { title: "x", price: 5, size: "M", status: "draft" }],
    ["a missing size", { title: "x", price: 5, category: "Tops", status: "draft" }],
    ["an empty title", listing([], { status: "draft", title: "   " })],
    ["an overlong title", listing([], { status: "draft", title: "x".repeat(121) })],
    ["an unknown colour", { ...listing([], { status: "draft" }), color: "Teal" }],
    ["the sold status", { ...listing([]), status: "sold" }],
    ["six photos", listing(Array.from({ length: 6 }, () => crypto.randomUUID()))],
    ["the same photo twice", listing(["00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000001"])],
    ["a photo id that is not an id", listing(["photo-1"])],
  ])("refuses %s with 400 and stores nothing", async (_name, body) => {
    const seller = await t.signedInUser();
    const response = await createRaw(seller, body);
    expect(response.status).toBe(400);
    const stored = await t.db.query.products.findMany({ where: (p, { eq }) => eq(p.userId, seller.id) });
    expect(stored).toHaveLength(0);
  });

  it("refuses another user's photo, and a photo another listing already uses", async () => {
    const seller = await t.signedInUser();
    const other = await t.signedInUser();
    const theirs = await uploadedPhotoId(t, other);
    expect((await create(seller, listing([theirs]))).status).toBe(400);

    const used = await uploadedPhotoId(t, seller);
    expect((await create(seller, listing([used]))).status).toBe(201);
    expect((await create(seller, listing([used]))).status).toBe(400);
    const stored = await t.db.query.products.findMany({ where: (p, { eq }) => eq(p.userId, seller.id) });
    expect(stored).toHaveLength(1);
    const photo = await t.db.query.productPhotos.findFirst({ where: (p, { eq }) => eq(p.id, theirs) });
    expect(photo?.productId).toBeNull();
  });

  it("never stores a price of 0 cents or less, whoever writes it", async () => {
    const seller = await createUser(t.db);
    const active = await createProduct(t.db, { userId: seller.id, priceCents: 100 });
    for (const cents of [0, -1]) {
      await expect(
        t.db.execute(sql`update products set price_cents = ${cents} where id = ${active.id}`),
      ).rejects.toMatchObject({ cause: { code: "23514" } });
    }
  });

  it("refuses a guest", async () => {
    expect((await create(undefined, listing([], { status: "draft" }))).status).toBe(401);
  });

  it("answers malformed JSON with 400", async () => {
    const seller = await t.signedInUser();
    // A broken body, which the typed client would not send.
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
    const response = await patch(seller, draft.id, {
      title: "Renamed",
      category: "Shoes",
      size: "EU42",
      brand: "Nike",
      price: 40,
      photoIds: [photo],
      status: "active",
    });
    expect(await expectJson(response, 200)).toMatchObject({
      title: "Renamed",
      category: "Shoes",
      priceCents: 4000,
      status: "active",
    });
    const page = await sellerFeed(seller.id);
    expect(page.items.map((item) => item.title)).toEqual(["Renamed", "older active"]);
  });

  it("refuses to publish a draft that has no photos", async () => {
    const seller = await t.signedInUser();
    const draft = await createProduct(t.db, { userId: seller.id, status: "draft" });
    const response = await patch(seller, draft.id, { status: "active" });
    expect(response.status).toBe(400);
    expect((await product(draft.id))?.status).toBe("draft");
  });

  it("changes an active listing's price, description and photos", async () => {
    const seller = await t.signedInUser();
    const first = await uploadedPhotoId(t, seller);
    const created = await expectJson(await create(seller, listing([first])), 201);
    const second = await uploadedPhotoId(t, seller);
    const response = await patch(seller, created.id, {
      price: 25,
      description: "Now with a description",
      photoIds: [second],
      // A form may send the fields it cannot change; unchanged they are fine.
      title: "Linen shirt",
      category: "Tops",
    });
    const body = await expectJson(response, 200);
    expect(body.priceCents).toBe(2500);
    expect(body.description).toBe("Now with a description");
    expect(body.photos.map((photo) => photo.id)).toEqual([second]);
    const dropped = await t.db.query.productPhotos.findFirst({ where: (p, { eq }) => eq(p.id, first) });
    expect(dropped).toBeUndefined();
  });

  it("changes every field of an active listing, keeps its favourites and marks it edited", async () => {
    const seller = await t.signedInUser();
    const fan = await createUser(t.db);
    const active = await createProduct(t.db, { userId: seller.id, title: "Original", size: "M", priceCents: 1000 });
    await createFavorite(t.db, { userId: fan.id, productId: active.id });
    expect(
      (await expectJson(await t.api(seller).products[":id"].$get({ param: { id: active.id } }), 200)).editedAt,
    ).toBeNull();

    const body = await expectJson(
      await patch(seller, active.id, {
        title: "Corrected",
        size: "L",
        category: "Outerwear",
        brand: "Reima",
        condition: "Good",
        color: "Blue",
        city: "Oulu",
        deliveryMethod: "both",
        parcelSize: "small",
      }),
      200,
    );
    expect(body).toMatchObject({
      title: "Corrected",
      size: "L",
      category: "Outerwear",
      brand: "Reima",
      city: "Oulu",
      deliveryMethod: "both",
      parcelSize: "small",
      status: "active",
      priceCents: 1000,
    });
    expect(body.editedAt).not.toBeNull();
    const favourites = await t.db.query.favorites.findMany({ where: (f, { eq }) => eq(f.productId, active.id) });
    expect(favourites.map((f) => f.userId)).toEqual([fan.id]);
    expect((await patch(seller, active.id, { status: "draft" })).status).toBe(409);
  });

  it("does not mark a listing edited when a form sends it back unchanged", async () => {
    const seller = await t.signedInUser();
    const active = await createProduct(t.db, { userId: seller.id, title: "Same", priceCents: 1000 });
    const body = await expectJson(await patch(seller, active.id, { title: "Same", price: 10 }), 200);
    expect(body.editedAt).toBeNull();
  });

  it("refuses removing the last photo of an active listing", async () => {
    const seller = await t.signedInUser();
    const active = await createProduct(t.db, { userId: seller.id });
    await createProductPhoto(t.db, { ownerId: seller.id, productId: active.id });
    expect((await patch(seller, active.id, { photoIds: [] })).status).toBe(400);
  });

  it("never lets anyone set a listing sold, and leaves it unchanged", async () => {
    const seller = await t.signedInUser();
    const active = await createProduct(t.db, { userId: seller.id, priceCents: 1000 });
    const response = await patchRaw(seller, active.id, { status: "sold", price: 5 });
    expect(response.status).toBe(400);
    expect(await product(active.id)).toMatchObject({ status: "active", priceCents: 1000 });
  });

  it("changes nothing on a sold listing", async () => {
    const seller = await t.signedInUser();
    const sold = await createProduct(t.db, { userId: seller.id, status: "sold", priceCents: 1000 });
    expect((await patch(seller, sold.id, { price: 5 })).status).toBe(409);
    expect((await product(sold.id))?.priceCents).toBe(1000);
  });

  it("refuses another user: 403 for a visible listing, 404 for a draft they cannot see", async () => {
    const seller = await t.signedInUser();
    const intruder = await t.signedInUser();
    const active = await createProduct(t.db, { userId: seller.id, priceCents: 1000 });
    const draft = await createProduct(t.db, { userId: seller.id, status: "draft", title: "Secret" });
    expect((await patch(intruder, active.id, { price: 1 })).status).toBe(403);
    expect((await patch(intruder, draft.id, { title: "Mine now" })).status).toBe(404);
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

    expect((await patch(seller, active.id, { price: 79.5 })).status).toBe(200);

    const notes = await t.db.query.notifications.findMany();
    const mine = notes.filter((n) => n.data.productId === active.id);
    expect(mine.map((n) => n.userId).sort()).toEqual(fans.map((fan) => fan.id).sort());
    expect(mine[0]).toMatchObject({
      type: "price_drop",
      data: { productId: active.id, productTitle: "Parka", oldPriceCents: 10_000, newPriceCents: 7950 },
    });
    // The web writes the text from these parameters; nothing English is stored.
    expect(mine[0]?.message).toBe("");
    expect(notes.some((n) => n.userId === bystander.id || n.userId === seller.id)).toBe(false);
  });

  it("are not sent when the price goes up or stays", async () => {
    const seller = await t.signedInUser();
    const active = await createProduct(t.db, { userId: seller.id, priceCents: 5000 });
    const fan = await createUser(t.db);
    await createFavorite(t.db, { userId: fan.id, productId: active.id });
    await patch(seller, active.id, { price: 60 });
    await patch(seller, active.id, { price: 60 });
    const notes = await t.db.query.notifications.findMany({ where: (n, { eq }) => eq(n.userId, fan.id) });
    expect(notes).toHaveLength(0);
  });

  it("are sent only for a new lowest price: going back and forth between 50 and 49.99 tells a favouriter once", async () => {
    const seller = await t.signedInUser();
    const active = await createProduct(t.db, { userId: seller.id, priceCents: 5000 });
    const fan = await createUser(t.db);
    await createFavorite(t.db, { userId: fan.id, productId: active.id });
    for (const price of [49.99, 50, 49.99, 50, 49.99])
      expect((await patch(seller, active.id, { price })).status).toBe(200);
    const notes = await t.db.query.notifications.findMany({ where: (n, { eq }) => eq(n.userId, fan.id) });
    expect(notes).toHaveLength(1);
    expect(notes[0]?.data).toMatchObject({ oldPriceCents: 5000, newPriceCents: 4999 });
  });

  it("collapse into the favouriter's unread one for the listing, and start a new one once that is read", async () => {
    const seller = await t.signedInUser();
    const active = await createProduct(t.db, { userId: seller.id, title: "Coat", priceCents: 5000 });
    const fan = await createUser(t.db);
    await createFavorite(t.db, { userId: fan.id, productId: active.id });
    const fanNotes = () =>
      t.db.query.notifications.findMany({
        where: (n, { eq }) => eq(n.userId, fan.id),
        orderBy: (n, { asc }) => asc(n.createdAt),
      });

    await patch(seller, active.id, { price: 45 });
    await patch(seller, active.id, { price: 40 });
    let notes = await fanNotes();
    expect(notes).toHaveLength(1);
    // From the price they were told about last to the newest one.
    expect(notes[0]).toMatchObject({ read: false, data: { oldPriceCents: 5000, newPriceCents: 4000 } });

    await t.db.update(notifications).set({ read: true }).where(eq(notifications.userId, fan.id));
    await patch(seller, active.id, { price: 35 });
    notes = await fanNotes();
    expect(notes).toHaveLength(2);
    expect(notes[1]).toMatchObject({ read: false, data: { oldPriceCents: 4000, newPriceCents: 3500 } });
  });

  it("leave one unread notification per favouriter when two price drops race", async () => {
    const seller = await t.signedInUser();
    const active = await createProduct(t.db, { userId: seller.id, priceCents: 5000 });
    const fan = await createUser(t.db);
    await createFavorite(t.db, { userId: fan.id, productId: active.id });
    const answers = await Promise.all([30, 40, 20, 45].map((price) => patch(seller, active.id, { price })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const notes = await t.db.query.notifications.findMany({ where: (n, { eq }) => eq(n.userId, fan.id) });
    expect(notes).toHaveLength(1);
    expect(notes[0]?.data.oldPriceCents).toBe(5000);
  });

  it("are not sent when the change is refused", async () => {
    const seller = await t.signedInUser();
    const active = await createProduct(t.db, { userId: seller.id, priceCents: 5000 });
    const fan = await createUser(t.db);
    await createFavorite(t.db, { userId: fan.id, productId: active.id });
    const response = await patch(seller, active.id, { price: 10, photoIds: [crypto.randomUUID()] });
    expect(response.status).toBe(400);
    expect((await product(active.id))?.priceCents).toBe(5000);
    const notes = await t.db.query.notifications.findMany({ where: (n, { eq }) => eq(n.userId, fan.id) });
    expect(notes).toHaveLength(0);
  });
});

describe("deleting a listing", () => {
  it("deletes the seller's own listing with its photos (listing-deletion.test.ts: what stays)", async () => {
    const seller = await t.signedInUser();
    const photo = await uploadedPhotoId(t, seller);
    const created = await expectJson(await create(seller, listing([photo])), 201);
    const response = await remove(seller, created.id);
    expect(response.status).toBe(204);
    expect(await product(created.id)).toMatchObject({ status: "deleted" });
    // The files go in a job after the commit.
    expect(await t.deps.jobs.workDue(storageDeleteJob)).toBeGreaterThanOrEqual(1);
    // The file under /media, not part of the API.
    expect((await t.request(created.photos[0]?.cardUrl ?? "")).status).toBe(404);
  });

  it("refuses another user, and a guest", async () => {
    const seller = await createUser(t.db);
    const intruder = await t.signedInUser();
    const active = await createProduct(t.db, { userId: seller.id });
    const draft = await createProduct(t.db, { userId: seller.id, status: "draft" });
    expect((await remove(intruder, active.id)).status).toBe(403);
    expect((await remove(intruder, draft.id)).status).toBe(404);
    expect((await remove(undefined, active.id)).status).toBe(401);
    expect(await product(active.id)).toBeDefined();
    expect(await product(draft.id)).toBeDefined();
  });

  it("refuses a listing that is part of a sale with 409", async () => {
    const seller = await t.signedInUser();
    const buyer = await createUser(t.db);
    const active = await createProduct(t.db, { userId: seller.id });
    await createTransaction(t.db, { productId: active.id, buyerId: buyer.id, sellerId: seller.id });
    const response = await remove(seller, active.id);
    expect(response.status).toBe(409);
    expect(await errorCode(response)).toBe("LISTING_PART_OF_SALE");
    expect(await product(active.id)).toBeDefined();
  });

  it("answers a missing listing with 404", async () => {
    const seller = await t.signedInUser();
    const response = await remove(seller, "00000000-0000-4000-8000-000000000000");
    expect(response.status).toBe(404);
  });
});
