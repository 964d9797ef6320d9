import { MAX_PHOTO_BYTES } from "@kierto/shared";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { hasGpsDirectory, phoneJpeg, solidImage, uploadFile } from "../../../test/test-images";

const t = await createTestApp();

/** A file under /media, which is not part of the API: a raw request. */
async function storedImage(url: string): Promise<{ response: Response; bytes: Buffer }> {
  const response = await t.request(url);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("photo uploads", () => {
  it("turns a phone JPEG into WebP card and full sizes, upright, with no EXIF or GPS left", async () => {
    const user = await t.signedInUser();
    const original = await phoneJpeg(200, 100);
    const before = await sharp(original).metadata();
    expect(before.exif?.includes("KiertoCam")).toBe(true);
    expect(hasGpsDirectory(before.exif)).toBe(true);

    const response = await uploadFile(t, user, original, "IMG_0001.jpg");
    const photo = await expectJson(response, 201);
    // Orientation 6 turns the 200x100 sensor image upright: 100 wide, 200 tall.
    expect(photo).toMatchObject({ width: 100, height: 200 });

    for (const url of [photo.cardUrl, photo.fullUrl]) {
      const { response: served, bytes } = await storedImage(url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const after = await sharp(bytes).metadata();
      expect(after.format).toBe("webp");
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(bytes.includes("KiertoCam")).toBe(false);
    }
  });

  it("records the photo as the uploader's and not yet part of any listing", async () => {
    const user = await t.signedInUser();
    const photo = await expectJson(await uploadFile(t, user, await phoneJpeg()), 201);
    const row = await t.db.query.productPhotos.findFirst({ where: (p, { eq }) => eq(p.id, photo.id) });
    expect(row).toMatchObject({ ownerId: user.id, productId: null });
  });

  it("scales a large photo to a 480 px wide card and at most 1600 px full size", async () => {
    const user = await t.signedInUser();
    const large = await solidImage(2400, 1800).jpeg().toBuffer();
    const photo = await expectJson(await uploadFile(t, user, large), 201);
    expect(photo).toMatchObject({ width: 1600, height: 1200 });
    const card = await sharp((await storedImage(photo.cardUrl)).bytes).metadata();
    expect([card.width, card.height]).toEqual([480, 360]);
  });

  it("accepts a photo far larger than the API's 256 KB JSON body limit", async () => {
    const user = await t.signedInUser();
    const noisy = await sharp({
      create: {
        width: 2000,
        height: 1500,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(noisy.byteLength).toBeGreaterThan(1024 * 1024);
    const response = await uploadFile(t, user, noisy);
    expect(response.status).toBe(201);
  });

  it("never enlarges a small photo", async () => {
    const user = await t.signedInUser();
    const small = await solidImage(300, 200).png().toBuffer();
    const photo = await expectJson(await uploadFile(t, user, small, "small.png", "image/png"), 201);
    expect(photo).toMatchObject({ width: 300, height: 200 });
    const card = await sharp((await storedImage(photo.cardUrl)).bytes).metadata();
    expect([card.width, card.height]).toEqual([300, 200]);
  });

  it("accepts PNG and WebP as well as JPEG", async () => {
    const user = await t.signedInUser();
    const png = await uploadFile(t, user, await solidImage(50, 50).png().toBuffer(), "a.png", "image/png");
    const webp = await uploadFile(t, user, await solidImage(50, 50).webp().toBuffer(), "a.webp", "image/webp");
    expect([png.status, webp.status]).toEqual([201, 201]);
  });

  it("judges the file by its content, not by its name or declared type", async () => {
    const user = await t.signedInUser();
    const png = await solidImage(40, 40).png().toBuffer();
    const response = await uploadFile(t, user, png, "looks-like.gif", "image/gif");
    expect(response.status).toBe(201);
  });
});

describe("refused uploads", () => {
  it("refuses a guest", async () => {
    const response = await uploadFile(t, undefined, await phoneJpeg());
    expect(response.status).toBe(401);
  });

  it("refuses a text file renamed to .jpg with 415", async () => {
    const user = await t.signedInUser();
    const response = await uploadFile(t, user, new TextEncoder().encode("just some notes\n"), "notes.jpg");
    expect(response.status).toBe(415);
    expect(await errorCode(response)).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("refuses an SVG, which could carry script, with a message that names it", async () => {
    const user = await t.signedInUser();
    const svg = new TextEncoder().encode(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const response = await uploadFile(t, user, svg, "drawing.svg", "image/svg+xml");
    expect(response.status).toBe(415);
    const body = await expectJson(response, 415);
    expect(body.error.message).toMatch(/SVG/);
  });

  it("refuses GIF and HEIC with 415", async () => {
    const user = await t.signedInUser();
    const gif = await solidImage(10, 10).gif().toBuffer();
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.alloc(64)]);
    expect((await uploadFile(t, user, gif, "a.gif", "image/gif")).status).toBe(415);
    const response = await uploadFile(t, user, heic, "IMG_0002.HEIC", "image/heic");
    expect(response.status).toBe(415);
    expect((await expectJson(response, 415)).error.message).toMatch(/HEIC/);
  });

  it("refuses a file that starts like a JPEG but is not one with 400", async () => {
    const user = await t.signedInUser();
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]);
    const response = await uploadFile(t, user, broken);
    expect(response.status).toBe(400);
  });

  it("refuses a photo over 10 MB with our own 413", async () => {
    const user = await t.signedInUser();
    const oversized = Buffer.alloc(MAX_PHOTO_BYTES + 1);
    oversized.set([0xff, 0xd8, 0xff]);
    const response = await uploadFile(t, user, oversized);
    expect(response.status).toBe(413);
    expect(await errorCode(response)).toBe("PAYLOAD_TOO_LARGE");
  });

  it("refuses a request body far over the limit with 413 before reading it all", async () => {
    const user = await t.signedInUser();
    const response = await uploadFile(t, user, Buffer.alloc(MAX_PHOTO_BYTES * 2));
    expect(response.status).toBe(413);
    expect(await errorCode(response)).toBe("PAYLOAD_TOO_LARGE");
  });

  it("refuses a request without a file with 400", async () => {
    const user = await t.signedInUser();
    const form = new FormData();
    form.append("file", "not a file");
    // A form the typed client would not send (a text field where the file goes).
    const response = await t.request("/api/uploads/photos", { method: "POST", cookie: user.cookie, body: form });
    expect(response.status).toBe(400);
  });

  it("refuses a JSON body with a 4xx, not a 500", async () => {
    const user = await t.signedInUser();
    // A JSON body, which the typed client would not send to a form route.
    const response = await t.request("/api/uploads/photos", { method: "POST", cookie: user.cookie, json: {} });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe("serving media", () => {
  it("answers 404 for a file that does not exist", async () => {
    // Files under /media are not part of the API: raw requests in this block.
    expect((await t.request("/media/photos/zz/nothing-card.webp")).status).toBe(404);
  });

  it("never reads outside the uploads folder", async () => {
    for (const path of [
      "/media/photos/%2e%2e/%2e%2e/auth-secret",
      "/media/..%2fauth-secret",
      "/media/photos/a/b.txt",
    ]) {
      const response = await t.request(path);
      expect(response.headers.get("content-type") ?? "").not.toMatch(/octet-stream/);
      expect(await response.text()).not.toMatch(/^[A-Za-z0-9_-]{43}\s*$/);
    }
  });
});
