import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { phoneJpeg, solidImage } from "../../../test/test-images";
import { createProduct } from "../../db/factories";
import { productPhotos } from "../../db/schema";
import { storageDeleteJob } from "../../platform/storage";
import { finishPhoto, finishPhotos } from "./photo-finishing";
import { acceptPhoto, toPhotoDto } from "./uploads.service";

const t = await createTestApp();

/** An upload as the route takes it, without the finishing it starts at once: the photo stays pending. */
async function pendingPhoto(ownerId: string, bytes?: Uint8Array) {
  return acceptPhoto(t.db, t.deps.storage, ownerId, bytes ?? (await phoneJpeg(240, 120)));
}

const rowOf = (id: string) => t.db.query.productPhotos.findFirst({ where: eq(productPhotos.id, id) });

const listing = (photoIds: string[]) => ({
  title: "Striped shirt",
  price: 12,
  category: "Tops" as const,
  size: "M" as const,
  photoIds,
});

describe("photos finished after the upload answers", () => {
  it("keeps the original, never served, until the sizes are made; then only the sizes remain", async () => {
    const user = await t.signedInUser();
    const row = await pendingPhoto(user.id);
    expect(row.pendingKey).toMatch(/^incoming\/.+\.jpg$/);
    // The sizes it will have are known from the header: orientation 6 stands the 240x120 image up.
    expect([row.width, row.height]).toEqual([120, 240]);
    expect(await t.deps.storage.sizeOf(row.pendingKey as string)).toBeGreaterThan(0);
    expect(await t.deps.storage.sizeOf(row.cardKey)).toBeNull();
    // The original still carries the camera's EXIF and GPS: no address serves it.
    expect((await t.request(`/media/${row.pendingKey}`)).status).toBe(404);

    await finishPhotos(t.deps, user.id, [row.id]);
    expect(await rowOf(row.id)).toMatchObject({ pendingKey: null, width: 120, height: 240 });
    await t.deps.jobs.workDue(storageDeleteJob);
    expect(await t.deps.storage.sizeOf(row.pendingKey as string)).toBeNull();
    const card = await t.deps.storage.get(row.cardKey);
    expect(card?.contentType).toBe("image/webp");
  });

  it("makes a size on the spot when it is asked for before the upload's own finishing got to it", async () => {
    const user = await t.signedInUser();
    const row = await pendingPhoto(user.id);
    const served = await t.request(toPhotoDto(row).fullUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height, metadata.exif]).toEqual([120, 240, undefined]);
    expect((await rowOf(row.id))?.pendingKey).toBeNull();
  });

  it("lets a listing claim a photo whose sizes are not made yet by making them first", async () => {
    const user = await t.signedInUser();
    const row = await pendingPhoto(user.id);
    const created = await expectJson(await t.api(user).products.$post({ json: listing([row.id]) }), 201);
    expect(created.photos).toHaveLength(1);
    expect((await rowOf(row.id))?.pendingKey).toBeNull();
    // Made before the listing was saved, not by this request for it.
    expect(await t.deps.storage.sizeOf(row.cardKey)).toBeGreaterThan(0);
  });

  it("refuses, in the database, a listing holding a photo whose sizes are not made", async () => {
    const user = await t.signedInUser();
    const product = await createProduct(t.db, { userId: user.id });
    const row = await pendingPhoto(user.id);
    await expect(
      t.db.update(productPhotos).set({ productId: product.id }).where(eq(productPhotos.id, row.id)),
    ).rejects.toMatchObject({ cause: { constraint: "product_photos_claimed_finished" } });
  });

  it("answers a photo whose header reads but whose picture is cut short, and refuses the listing that claims it", async () => {
    const user = await t.signedInUser();
    const whole = await solidImage(800, 600).jpeg().toBuffer();
    const cut = whole.subarray(0, Math.floor(whole.length / 2));
    const row = await pendingPhoto(user.id, cut);
    const refused = await t.api(user).products.$post({ json: listing([row.id]) });
    expect(refused.status).toBe(400);
    expect(await errorCode(refused)).toBe("BAD_REQUEST");
    expect((await rowOf(row.id))?.productId).toBeNull();
  });

  it("makes the sizes once when several ask for them at the same time", async () => {
    const user = await t.signedInUser();
    const row = await pendingPhoto(user.id);
    const answers = await Promise.all([
      t.request(toPhotoDto(row).cardUrl),
      t.request(toPhotoDto(row).fullUrl),
      finishPhotos(t.deps, user.id, [row.id]),
    ]);
    expect(answers.slice(0, 2).map((answer) => (answer as Response).status)).toEqual([200, 200]);
    expect((await rowOf(row.id))?.pendingKey).toBeNull();
  });

  it("leaves no sizes behind for a photo removed while they were being made", async () => {
    const user = await t.signedInUser();
    const row = await pendingPhoto(user.id);
    const finishing = finishPhoto(t.deps, row);
    await t.db.delete(productPhotos).where(eq(productPhotos.id, row.id));
    await finishing;
    await t.deps.jobs.workDue(storageDeleteJob);
    expect(await t.deps.storage.sizeOf(row.cardKey)).toBeNull();
    expect(await t.deps.storage.sizeOf(row.fullKey)).toBeNull();
    expect(await t.deps.storage.sizeOf(row.pendingKey as string)).toBeNull();
  });
});
