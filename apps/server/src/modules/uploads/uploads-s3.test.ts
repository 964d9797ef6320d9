import { afterAll, describe, expect, it } from "vitest";
import { startTestS3Server, UNREACHABLE_ENDPOINT } from "../../../test/s3-server";
import { createTestApp, errorCode, expectJson, expectLogged } from "../../../test/test-app";
import { photoFinished, solidImage, uploadFile } from "../../../test/test-images";
import { storageDeleteJob } from "../../platform/storage";

const s3 = await startTestS3Server();
afterAll(() => s3.close());

// Photos go to the bucket and, with no public address for it, are served through /media.
const t = await createTestApp({ env: s3.env });
// The same app with a bucket nobody answers for.
const down = await createTestApp({ env: { ...s3.env, S3_ENDPOINT: UNREACHABLE_ENDPOINT } });

const keyOf = (url: string) => url.replace(/^\/media\//, "");

async function upload(app: typeof t, cookie: string) {
  return uploadFile(app, { cookie }, await solidImage(300, 200).png().toBuffer(), "photo.png", "image/png");
}

describe("photos in an S3 bucket", () => {
  it("stores both sizes in the bucket and serves the same bytes through /media", async () => {
    const user = await t.signedInUser();
    const photo = await expectJson(await upload(t, user.cookie), 201);
    expect(photo.cardUrl).toMatch(/^\/media\/photos\/.+-card\.webp$/);
    await photoFinished(t, user, photo);

    for (const url of [photo.cardUrl, photo.fullUrl]) {
      const inBucket = await fetch(s3.objectUrl(keyOf(url)));
      expect(inBucket.status).toBe(200);
      expect(inBucket.headers.get("content-type")).toBe("image/webp");
      expect(inBucket.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      // The file under /media, not part of the API.
      const served = await t.request(url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(await inBucket.arrayBuffer()))).toBe(true);
    }
    expect((await t.request("/media/photos/zz/not-there-card.webp")).status).toBe(404);
  });

  it("removes a deleted listing's photos from the bucket", async () => {
    const seller = await t.signedInUser();
    const photo = await expectJson(await upload(t, seller.cookie), 201);
    const { id } = await expectJson(
      await t.api(seller).products.$post({
        json: { title: "Wool coat", price: 40, category: "Outerwear", size: "M", photoIds: [photo.id] },
      }),
      201,
    );
    expect((await t.api(seller).products[":id"].$delete({ param: { id } })).status).toBe(204);
    // The files go in a job after the commit.
    expect(await t.deps.jobs.workDue(storageDeleteJob)).toBeGreaterThanOrEqual(1);
    for (const url of [photo.cardUrl, photo.fullUrl]) {
      expect((await fetch(s3.objectUrl(keyOf(url)))).status).toBe(404);
    }
  });

  it("refuses an upload with STORAGE_UNAVAILABLE when the bucket cannot be reached, and records nothing", async () => {
    expectLogged(/file storage unavailable/);
    const user = await down.signedInUser();
    const response = await upload(down, user.cookie);
    expect(response.status).toBe(503);
    expect(await errorCode(response)).toBe("STORAGE_UNAVAILABLE");
    expect(await down.db.query.productPhotos.findMany({ where: (p, { eq }) => eq(p.ownerId, user.id) })).toEqual([]);
  });
});
