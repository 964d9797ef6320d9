/**
 * What a file really is, from its first bytes: the browser's content type and the file name are
 * the client's claims and prove nothing.
 */
export type SniffedType = "jpeg" | "png" | "webp" | "heic" | "svg" | "unknown";

/** The types the photo pipeline decodes (spec FAQ: JPG and PNG; WebP too). */
export const ACCEPTED_PHOTO_TYPES = ["jpeg", "png", "webp"] as const satisfies readonly SniffedType[];
export type AcceptedPhotoType = (typeof ACCEPTED_PHOTO_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const HEIF_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);

export function sniffImageType(bytes: Uint8Array): SniffedType {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (startsWith(bytes, ascii("ftyp"), 4)) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (HEIF_BRANDS.has(brand)) return "heic";
  }
  if (looksLikeSvg(bytes)) return "svg";
  return "unknown";
}

export function isAcceptedPhotoType(type: SniffedType): type is AcceptedPhotoType {
  return (ACCEPTED_PHOTO_TYPES as readonly string[]).includes(type);
}

/** SVG is text that can carry scripts; we name it only to refuse it with a clear message. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder().decode(bytes.subarray(0, 1024)).trimStart().toLowerCase();
  return (
    head.startsWith("<svg") || ((head.startsWith("<?xml") || head.startsWith("<!doctype svg")) && head.includes("<svg"))
  );
}
