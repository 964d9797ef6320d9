import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { isPrivateKey, STORED_FILE_CACHE_CONTROL } from "../../platform/storage/storage";
import { finishPhotoStoredAs } from "./photo-finishing";

/**
 * GET /media/*: stored photos, from the local folder or the bucket (when the bucket has no public
 * address of its own, S3_PUBLIC_URL). Their names are random and never reused, so browsers and proxies
 * may keep them for a year. Only well-formed keys reach the disk (storage.ts), so a path
 * with '..' or any other trick is simply not found. Uploaded originals (incoming/) are never served:
 * they still carry the camera's EXIF and GPS. Nor are private files (a case's evidence, served only
 * to its parties by the cases module). A size of a photo just uploaded and not yet made is
 * made on the spot (photo-finishing.ts), so a listing's page never shows a missing photo.
 */
export function mediaRoutes() {
  return new Hono<AppEnv>().get("/*", async (c) => {
    const key = c.req.path.replace(/^\/media\//, "");
    if (key.startsWith("incoming/") || isPrivateKey(key)) return c.text("Not found", 404);
    const { deps } = c.var;
    let file = await deps.storage.get(key);
    if (!file && (await finishPhotoStoredAs(deps, key))) file = await deps.storage.get(key);
    if (!file) return c.text("Not found", 404);
    return c.body(file.body, 200, {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Cache-Control": STORED_FILE_CACHE_CONTROL,
    });
  });
}
