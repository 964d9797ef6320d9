import { MAX_PHOTO_BYTES, PHOTO_CARD_MAX_HEIGHT, PHOTO_CARD_WIDTH, PHOTO_FULL_MAX_SIDE } from "@kierto/shared";
import { HttpError } from "../../lib/http-error";
import { type AcceptedPhotoType, isAcceptedPhotoType, sniffImageType } from "./image-type";
import { loadSharp } from "./load-sharp";
import { inPhotoSlot } from "./photo-work";

/** Anything larger is refused before decoding: a 40 MP photo already beats any phone camera. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** The feed's cards (shared with the web app, whose srcset names the card's width). */
export const CARD_WIDTH = PHOTO_CARD_WIDTH;
const CARD_MAX_HEIGHT = PHOTO_CARD_MAX_HEIGHT;
/** The product page's gallery. */
export const FULL_MAX_SIDE = PHOTO_FULL_MAX_SIDE;

export interface ProcessedPhoto {
  card: Buffer;
  full: Buffer;
  /** Of the full-size image, after orientation. */
  width: number;
  height: number;
}

/**
 * Turns an uploaded photo into the two WebP files we serve. Each is re-encoded from decoded
 * pixels, which drops everything else the file carried: EXIF (with GPS position), XMP, IPTC,
 * ICC profiles and any bytes appended after the image. Orientation is applied to the pixels
 * first, so photos taken sideways on a phone look right without their EXIF tag.
 */
export async function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  assertAcceptedPhoto(bytes);
  // Decoding twice lets libvips shrink JPEGs while loading them for the small card.
  const decode = () => decodePhoto(bytes);
  return readableOr400(async () => {
    const [full, card] = await Promise.all([
      (await decode())
        .resize({ width: FULL_MAX_SIDE, height: FULL_MAX_SIDE, fit: "inside", withoutEnlargement: true })
        // Effort 2 encodes a large photo about three times faster than the default 4, for some
        // 5% more bytes; the full size is fetched only on product pages, unlike the card.
        .webp({ quality: 82, effort: 2 })
        .toBuffer({ resolveWithObject: true }),
      (await decode())
        .resize({ width: CARD_WIDTH, height: CARD_MAX_HEIGHT, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer(),
    ]);
    return { full: full.data, card, width: full.info.width, height: full.info.height };
  });
}

/**
 * Refuses, from its size and first bytes, anything that is not a JPEG, PNG or WebP within the
 * size limit: the file's name and declared type are the client's claims and prove nothing.
 * Listing photos and avatars both pass here.
 */
export function assertAcceptedPhoto(bytes: Uint8Array): AcceptedPhotoType {
  if (bytes.byteLength > MAX_PHOTO_BYTES) throw photoTooLarge();
  const type = sniffImageType(bytes);
  if (type === "svg") throw unsupported("SVG images are not accepted. Please choose a JPEG, PNG or WebP photo.");
  if (type === "heic") {
    // sharp's bundled libvips reads HEIF only with AV1 (AVIF), not the HEVC that HEIC uses.
    throw unsupported("HEIC photos are not supported. Please choose a JPEG, PNG or WebP photo.");
  }
  if (!isAcceptedPhotoType(type))
    throw unsupported("That file is not a photo we accept. Please choose a JPEG, PNG or WebP photo.");
  return type;
}

export interface InspectedPhoto {
  type: AcceptedPhotoType;
  /** The full size's dimensions once processed: upright, and no larger than FULL_MAX_SIDE. */
  width: number;
  height: number;
}

/**
 * What can be told of a photo from its header alone, in well under a millisecond: its type, that
 * libvips can read its header, that it is within the pixel limit, and the full size it will have.
 * The upload answers on this; the decoding and encoding happen afterwards (photo-finishing.ts).
 */
export async function inspectPhoto(bytes: Uint8Array): Promise<InspectedPhoto> {
  const type = assertAcceptedPhoto(bytes);
  const sharp = await loadSharp();
  let header: { width?: number; height?: number; orientation?: number };
  try {
    header = await sharp(bytes).metadata();
  } catch (error) {
    throw asPhotoError(error);
  }
  const { width = 0, height = 0, orientation = 1 } = header;
  if (width < 1 || height < 1) throw unreadable();
  if (width * height > MAX_INPUT_PIXELS) throw tooManyPixels();
  // EXIF orientations 5-8 turn the picture a quarter: its width becomes its height.
  const [uprightWidth, uprightHeight] = orientation >= 5 ? [height, width] : [width, height];
  const scale = Math.min(1, FULL_MAX_SIDE / uprightWidth, FULL_MAX_SIDE / uprightHeight);
  return {
    type,
    width: Math.max(1, Math.round(uprightWidth * scale)),
    height: Math.max(1, Math.round(uprightHeight * scale)),
  };
}

/** A decoder with the pixel limit, upright; re-encoding from its pixels drops all metadata. */
export async function decodePhoto(bytes: Uint8Array) {
  const sharp = await loadSharp();
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).autoOrient();
}

/**
 * Runs a decode in a photo slot (photo-work.ts), turning libvips' failures into our 413 (too many
 * pixels) or 400 (damaged).
 */
export async function readableOr400<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await inPhotoSlot(work);
  } catch (error) {
    throw asPhotoError(error);
  }
}

/** libvips' failures as our 413 (too many pixels) or 400 (damaged). */
function asPhotoError(error: unknown): HttpError {
  if (error instanceof Error && /pixel limit/i.test(error.message)) return tooManyPixels();
  return unreadable();
}

function tooManyPixels() {
  return new HttpError(413, "PAYLOAD_TOO_LARGE", "The photo has too many pixels (at most 40 megapixels).");
}

function unreadable() {
  return new HttpError(400, "BAD_REQUEST", "The photo could not be read. It may be damaged; please try another.");
}

export function photoTooLarge() {
  return new HttpError(413, "PAYLOAD_TOO_LARGE", `A photo can be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`);
}

function unsupported(message: string) {
  return new HttpError(415, "UNSUPPORTED_MEDIA_TYPE", message);
}
