/**
 * Where uploaded files live. The default keeps them in a local folder (local-storage.ts); with
 * STORAGE=s3 they live in an S3-compatible bucket (s3-storage.ts), shared by every instance.
 * Keys are our own random names (see `isStorageKey`), never anything a client chose.
 */
export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  size: number;
  contentType: string;
}

export interface Storage {
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none under that key. */
  get(key: string): Promise<StoredFile | null>;
  /** The size of the stored file, or null when there is none: a cheap "is it there". */
  sizeOf(key: string): Promise<number | null>;
  /** Removes the files; keys that do not exist are ignored. */
  delete(keys: string[]): Promise<void>;
  /** Throws a `StorageUnavailableError` when files can be neither written nor read. */
  check(): Promise<void>;
}

/** The storage did not answer or refused us: nothing was stored. */
export class StorageUnavailableError extends Error {
  override name = "StorageUnavailableError";
}

/** Slash-separated segments of letters, digits, '-' and '_', and one known extension: no '..'. */
const KEY_PATTERN = /^[a-z0-9]+(?:\/[A-Za-z0-9_-]+)+\.(?:webp|jpg|png)$/;

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

const CONTENT_TYPES: Record<string, string> = { webp: "image/webp", jpg: "image/jpeg", png: "image/png" };

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}

/** Stored files are never changed under a name that is in use, so anyone may keep them for a year. */
export const STORED_FILE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * Files only some people may see (a case's evidence photos, docs/decisions/0086) live under this
 * prefix: /media never serves them, and a bucket's public-read policy covers only photos/ and avatars/.
 */
export const PRIVATE_KEY_PREFIX = "evidence/";

export function isPrivateKey(key: string): boolean {
  return key.startsWith(PRIVATE_KEY_PREFIX);
}

/** A private file is kept by the viewer's own browser only, and only for a while. */
export const PRIVATE_FILE_CACHE_CONTROL = "private, max-age=3600";

export function cacheControlOf(key: string): string {
  return isPrivateKey(key) ? PRIVATE_FILE_CACHE_CONTROL : STORED_FILE_CACHE_CONTROL;
}
