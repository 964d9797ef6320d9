import type { InferResponseType } from "hono/client";
import type { api } from "@/lib/api-client";
import { uploadPhotoTo } from "@/lib/upload-photo";

export type UploadedPhoto = InferResponseType<typeof api.uploads.photos.$post, 201>;

/** The typed client's own `$url()` needs an absolute base, which our same-origin client has not. */
const PHOTO_UPLOAD_URL = "/api/uploads/photos";

/** Uploads one listing photo (POST /api/uploads/photos); a listing claims it by its id. */
export function uploadPhoto(file: File, options: Parameters<typeof uploadPhotoTo>[2]): Promise<UploadedPhoto> {
  return uploadPhotoTo<UploadedPhoto>(PHOTO_UPLOAD_URL, file, options);
}
