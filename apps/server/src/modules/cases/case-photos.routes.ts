import { createRoute, z } from "@hono/zod-openapi";
import { MAX_PHOTO_BYTES } from "@kierto/shared";
import { errorResponses } from "../../lib/openapi";
import { rateLimit } from "../../lib/rate-limit";
import { PRIVATE_FILE_CACHE_CONTROL } from "../../platform/storage";
import { createRouter } from "../../router";
import { signedIn } from "../auth";
import { photoBodyLimit, photoTooLarge, photoUploadSchema } from "../uploads";
import { acceptCasePhoto } from "./case-photos";
import { casePhotoFile } from "./case-reads";
import { uploadedCasePhotoSchema } from "./cases.schemas";

/** Exempt from the API's small JSON body limit (app.ts), like the listing photo upload. */
export const CASE_PHOTO_UPLOAD_PATH = "/api/cases/photos";

const upload = createRoute({
  method: "post",
  path: "/cases/photos",
  tags: ["Cases"],
  summary: "Upload one evidence photo; a report (`photoIds`) or a seller's contest claims it later",
  description:
    "Multipart field `file`: a JPEG, PNG or WebP of at most 10 MB, re-encoded to WebP with all metadata (EXIF, " +
    "GPS) removed before the answer; the original is not kept. Only the case's two parties and staff can fetch " +
    "it once claimed. At most 10 uploads may wait for a case (409 `TOO_MANY_UNCLAIMED_UPLOADS`); 30 uploads per " +
    "user per 10 minutes.",
  middleware: [
    signedIn,
    rateLimit({ name: "case-photo-uploads", windowSeconds: 600, max: 30 }),
    photoBodyLimit,
  ] as const,
  request: { body: { required: true, content: { "multipart/form-data": { schema: photoUploadSchema } } } },
  responses: {
    201: { description: "The stored photo", content: { "application/json": { schema: uploadedCasePhotoSchema } } },
    ...errorResponses(400, 401, 409, 413, 415, 429),
  },
});

const photoParams = z.object({
  id: z.uuid().openapi({ param: { name: "id", in: "path" } }),
  photoId: z.uuid().openapi({ param: { name: "photoId", in: "path" } }),
  size: z.enum(["card", "full"]).openapi({ param: { name: "size", in: "path" } }),
});

const photo = createRoute({
  method: "get",
  path: "/cases/{id}/photos/{photoId}/{size}",
  tags: ["Cases"],
  summary: "One size of a case's evidence photo: the case's two parties and staff only (404 otherwise)",
  description: "Kept only by the viewer's own browser (`Cache-Control: private`); never served under /media.",
  middleware: [signedIn] as const,
  request: { params: photoParams },
  responses: {
    200: {
      description: "A WebP image",
      content: { "image/webp": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...errorResponses(400, 401, 404),
  },
});

export function casePhotoRoutes() {
  return createRouter()
    .openapi(upload, async (c) => {
      const { file } = c.req.valid("form");
      if (file.size > MAX_PHOTO_BYTES) throw photoTooLarge();
      const { deps } = c.var;
      const row = await acceptCasePhoto(deps.db, deps.storage, c.var.user.id, new Uint8Array(await file.arrayBuffer()));
      return c.json({ id: row.id, width: row.width, height: row.height }, 201);
    })
    .openapi(photo, async (c) => {
      const { id, photoId, size } = c.req.valid("param");
      const file = await casePhotoFile(c.var.deps, c.var.user, id, photoId, size);
      return c.body(file.body, 200, {
        "Content-Type": file.contentType,
        "Content-Length": String(file.size),
        "Cache-Control": PRIVATE_FILE_CACHE_CONTROL,
      });
    });
}
