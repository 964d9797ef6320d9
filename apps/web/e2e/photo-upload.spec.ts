import { PHOTO_FULL_MAX_SIDE } from "@kierto/shared";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./support/fixtures";

/**
 * A phone's photo is shrunk in the browser to the largest copy the server keeps before it is
 * uploaded: a tenth of the bytes on a slow connection, and of the server's decoding.
 */

/** A camera photo: noise, so that it compresses about as little as a real one. */
async function cameraPhoto(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 10 } },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

interface SentFile {
  name: string;
  type: string;
  size: number;
  width: number;
  height: number;
}

/**
 * What the page hands to the network: each file in a FormData it sends, with its pixel size
 * (Chromium does not show a multipart upload's body to the test).
 */
async function recordUploads(page: Page) {
  await page.addInitScript(() => {
    const sent: Promise<SentFile>[] = [];
    Object.assign(window, { sentFiles: sent });
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof FormData) {
        for (const value of body.values()) {
          if (value instanceof File) {
            sent.push(
              createImageBitmap(value).then((bitmap) => ({
                name: value.name,
                type: value.type,
                size: value.size,
                width: bitmap.width,
                height: bitmap.height,
              })),
            );
          }
        }
      }
      return send.call(this, body);
    };
  });
  const sentFiles = () =>
    page.evaluate(() => Promise.all((window as unknown as { sentFiles: Promise<SentFile>[] }).sentFiles));
  // Shrinking a large photo takes the browser a moment before anything is sent.
  return async () => {
    await expect.poll(async () => (await sentFiles()).length, { timeout: 20_000 }).toBe(1);
    return sentFiles();
  };
}

test("a 4000 x 3000 photo goes up as a JPEG no larger than the largest copy kept", async ({ seller }) => {
  // Decoding and drawing 12 megapixels takes a loaded machine's headless browser a while.
  test.slow();
  const { page } = await seller();
  const sentFiles = await recordUploads(page);
  const original = await cameraPhoto(4000, 3000);
  await page.goto("/app/upload");
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: original });
  await expect(page.getByRole("img", { name: "Photo 1" })).toBeVisible();

  const [sent] = await sentFiles();
  expect(sent).toMatchObject({ name: "IMG_2041.jpg", type: "image/jpeg", width: PHOTO_FULL_MAX_SIDE, height: 1200 });
  expect(sent?.size).toBeLessThan(original.length / 2);
});

test("a photo already small enough goes up untouched", async ({ seller }) => {
  const { page } = await seller();
  const sentFiles = await recordUploads(page);
  const original = await cameraPhoto(1200, 900);
  await page.goto("/app/upload");
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "small.jpg", mimeType: "image/jpeg", buffer: original });
  await expect(page.getByRole("img", { name: "Photo 1" })).toBeVisible();

  const [sent] = await sentFiles();
  expect(sent).toMatchObject({ name: "small.jpg", size: original.length, width: 1200, height: 900 });
});
