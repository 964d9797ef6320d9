import type { InferResponseType } from "hono/client";
import type { api } from "@/lib/api-client";
import { uploadPhotoTo } from "@/lib/upload-photo";

export type UploadedCasePhoto = InferResponseType<typeof api.cases.photos.$post, 201>;

const CASE_PHOTO_UPLOAD_URL = "/api/cases/photos";

/** Uploads one evidence photo (POST /api/cases/photos); the report or the contest claims it by its id. */
export function uploadCasePhoto(file: File, options: Parameters<typeof uploadPhotoTo>[2]): Promise<UploadedCasePhoto> {
  return uploadPhotoTo<UploadedCasePhoto>(CASE_PHOTO_UPLOAD_URL, file, options);
}
