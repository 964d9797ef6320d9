import { PHOTO_FULL_MAX_SIDE } from "@kierto/shared";

/** The types the browser can decode and we accept; anything else goes up as it is, for the server to judge. */
const SHRINKABLE = new Set(["image/jpeg", "image/png", "image/webp"]);
/** High enough that the server's own re-encoding, not ours, decides what people see. */
const JPEG_QUALITY = 0.92;

/**
 * A photo no larger than the largest copy the server keeps (PHOTO_FULL_MAX_SIDE on its longest
 * side), as a JPEG, upright as the camera meant it. A phone's 4000 x 3000 photo of 4 MB becomes
 * about 1600 x 1200 and a few hundred kB: a tenth of the upload on a slow connection, and a tenth
 * of the server's decoding. The server still re-encodes whatever arrives (and strips what it
 * carries), so this is only a saving: when the browser cannot decode or draw the photo, or the
 * result would not be smaller, the original goes up unchanged.
 */
export async function downscalePhoto(file: File, maxSide = PHOTO_FULL_MAX_SIDE): Promise<File> {
  if (!SHRINKABLE.has(file.type) || typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.type === "image/jpeg") return file;
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const blob = await draw(bitmap, width, height);
    if (!blob || blob.size >= file.size) return file;
    const name = file.name.replace(/\.[^.]*$/, "") || "photo";
    return new File([blob], `${name}.jpg`, { type: "image/jpeg", lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}

/** Draws on white (a transparent PNG would turn black as a JPEG) and encodes. */
async function draw(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas === "function") {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) return null;
    paint(context, bitmap, width, height);
    return canvas.convertToBlob({ type: "image/jpeg", quality: JPEG_QUALITY });
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return null;
  paint(context, bitmap, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", JPEG_QUALITY));
}

function paint(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D,
  bitmap: ImageBitmap,
  width: number,
  height: number,
) {
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
}
