import sharp from "sharp";
import { finishPhotos } from "../src/modules/uploads";
import { type Caller, expectJson, type TestApp } from "./test-app";

/**
 * Test photos made on the spot with sharp, so no binary fixtures live in the repository.
 */
export function solidImage(width: number, height: number, color = "#cc3344") {
  return sharp({ create: { width, height, channels: 3, background: color } });
}

/** A JPEG as a phone writes it: camera EXIF, a GPS position, and an orientation tag (6 = turn 90° clockwise). */
export async function phoneJpeg(width = 200, height = 100): Promise<Buffer> {
  return solidImage(width, height)
    .jpeg()
    .withExif({
      IFD0: { Make: "KiertoCam", Model: "Test Phone" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "60/1 10/1 12/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "24/1 56/1 30/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether an EXIF block points to a GPS directory (tag 0x8825, little-endian as libvips writes it). */
export function hasGpsDirectory(exif: Buffer | undefined): boolean {
  return Boolean(exif?.includes(Buffer.from([0x25, 0x88])));
}

export function uploadFile(
  t: TestApp,
  caller: Caller | undefined,
  bytes: Uint8Array,
  name = "photo.jpg",
  type = "image/jpeg",
) {
  return t.api(caller).uploads.photos.$post({ form: { file: new File([bytes], name, { type }) } });
}

/**
 * Waits until the uploaded photo's two sizes are stored: the upload answers before they are made
 * (photo-finishing.ts), and a test that reads the storage itself must wait for them.
 */
export async function photoFinished(t: TestApp, owner: { id: string }, photo: { id: string }): Promise<void> {
  await finishPhotos(t.deps, owner.id, [photo.id]);
}

/** Uploads a small generated photo and returns its id, for tests that need a listing's photos. */
export async function uploadedPhotoId(t: TestApp, caller: Caller): Promise<string> {
  const response = await uploadFile(t, caller, await solidImage(60, 80).png().toBuffer(), "photo.png", "image/png");
  return (await expectJson(response, 201)).id;
}
