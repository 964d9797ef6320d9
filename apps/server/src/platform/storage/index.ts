import path from "node:path";
import type { Env } from "../../env";
import { createLocalStorage } from "./local-storage";
import { setMediaPublicBase } from "./media-url";
import { createS3Storage } from "./s3-storage";
import type { Storage } from "./storage";

export { registerStorageDeletes, storageDeleteJob, withQueuedDeletes } from "./delete-job";
export { absoluteMediaUrl, mediaUrl } from "./media-url";
export type { Storage, StoredFile } from "./storage";
export {
  contentTypeOf,
  isPrivateKey,
  PRIVATE_FILE_CACHE_CONTROL,
  PRIVATE_KEY_PREFIX,
  StorageUnavailableError,
} from "./storage";

/**
 * The configured file storage: the local folder `<DATA_DIR>/uploads` by default, or an
 * S3-compatible bucket with STORAGE=s3. Also decides where photo addresses point (media-url.ts).
 */
export function createStorage(env: Env): Storage {
  if (env.s3) {
    setMediaPublicBase(env.s3.publicUrl);
    return createS3Storage(env.s3);
  }
  setMediaPublicBase(undefined);
  return createLocalStorage(localUploadsFolder(env));
}

export function localUploadsFolder(env: Pick<Env, "dataDir">): string {
  return path.join(env.dataDir, "uploads");
}
