/**
 * Where uploaded files live. The default keeps them in a local folder (local-storage.ts); an
 * S3-compatible implementation can replace it without touching the code that stores photos.
 * Keys are our own random names (see `isStorageKey`), never anything a client chose.
 */
export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  size: number;
  contentType: string;
}

export interface Storage {
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none under that key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the files; keys that do not exist are ignored. */
  delete(keys: string[]): Promise<void>;
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

/** The public address of a stored file; GET /media/* serves it. */
export function mediaUrl(key: string): string {
  return `/media/${key}`;
}
