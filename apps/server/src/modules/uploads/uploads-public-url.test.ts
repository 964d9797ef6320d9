import { afterAll, describe, expect, it } from "vitest";
import { startTestS3Server } from "../../../test/s3-server";
import { createTestApp, expectJson } from "../../../test/test-app";
import { photoFinished, solidImage, uploadFile } from "../../../test/test-images";

const s3 = await startTestS3Server();
afterAll(() => s3.close());

// As behind a CDN: the bucket's public address serves the photos, not this server.
const publicUrl = `${s3.endpoint}/${s3.bucket}`;
const t = await createTestApp({ env: { ...s3.env, S3_PUBLIC_URL: `${publicUrl}/` } });

describe("photos served from the bucket's public address", () => {
  it("hands out the public address, where the photo is, and lets the page load images from it", async () => {
    const user = await t.signedInUser();
    const png = await solidImage(120, 90).png().toBuffer();
    const photo = await expectJson(await uploadFile(t, user, png, "photo.png", "image/png"), 201);
    expect(photo.cardUrl.startsWith(`${publicUrl}/photos/`)).toBe(true);
    // The bucket serves it without asking us, so its sizes must be made first.
    await photoFinished(t, user, photo);

    const served = await fetch(photo.fullUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");

    const page = await t.request("/");
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(new RegExp(`img-src [^;]*${s3.endpoint.replace(/[.]/g, "\\.")}`));
  });
});
