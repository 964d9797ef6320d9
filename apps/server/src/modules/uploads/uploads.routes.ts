import { createRoute } from "@hono/zod-openapi";
import { MAX_PHOTO_BYTES } from "@kierto/shared";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../../app-env";
import { errorResponses } from "../../lib/openapi";
import { rateLimit } from "../../lib/rate-limit";
import { createRouter } from "../../router";
import { signedIn } from "../auth";
import { finishInBackground } from "./photo-finishing";
import { photoTooLarge } from "./photo-pipeline";
import { photoSchema, photoUploadSchema } from "./uploads.schemas";
import { acceptPhoto, toPhotoDto } from "./uploads.service";

/** The upload route is exempt from the API's small JSON body limit (app.ts) and has this one. */
export const PHOTO_UPLOAD_PATH = "/api/uploads/photos";
/** One photo plus room for the multipart framing, so a photo just over 10 MB still gets our own 413. */
const UPLOAD_BODY_LIMIT = MAX_PHOTO_BYTES + 512 * 1024;

// Typed with our env so the guard's signed-in user still reaches the handler's type. Every route
// that takes one photo (listing photos, case evidence) uses this limit.
export const photoBodyLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: UPLOAD_BODY_LIMIT,
  onError: () => {
    throw photoTooLarge();
  },
});

const uploadPhoto = createRoute({
  method: "post",
  path: "/uploads/photos",
  tags: ["Uploads"],
  summary: "Upload one listing photo; the listing claims it later through `photoIds`",
  description:
    "Multipart field `file`: a JPEG, PNG or WebP of at most 10 MB. The answer comes once the original is " +
    "stored; the photo is then re-encoded to WebP in a card size (480 px wide) and a full size (at most " +
    "1600 px), with all metadata (EXIF, GPS) removed. Its addresses answer once those exist, and a listing " +
    "that claims it waits for them. " +
    "30 uploads per user per 10 minutes.",
  middleware: [signedIn, rateLimit({ name: "photo-uploads", windowSeconds: 600, max: 30 }), photoBodyLimit] as const,
  request: { body: { required: true, content: { "multipart/form-data": { schema: photoUploadSchema } } } },
  responses: {
    201: { description: "The stored photo", content: { "application/json": { schema: photoSchema } } },
    ...errorResponses(400, 401, 413, 415, 429),
  },
});

export function uploadRoutes() {
  return createRouter().openapi(uploadPhoto, async (c) => {
    const user = c.var.user;
    const { file } = c.req.valid("form");
    if (file.size > MAX_PHOTO_BYTES) throw photoTooLarge();
    const { deps } = c.var;
    const row = await acceptPhoto(deps.db, deps.storage, user.id, new Uint8Array(await file.arrayBuffer()));
    finishInBackground(deps, row);
    return c.json(toPhotoDto(row), 201);
  });
}
