import type { ApiErrorBody } from "@kierto/shared";
import type { InferResponseType } from "hono/client";
import { ApiError, type api } from "@/lib/api-client";

export type UploadedPhoto = InferResponseType<typeof api.uploads.photos.$post, 201>;

/** The typed client's own `$url()` needs an absolute base, which our same-origin client has not. */
const PHOTO_UPLOAD_URL = "/api/uploads/photos";

/**
 * Uploads one listing photo (POST /api/uploads/photos). XMLHttpRequest rather than fetch,
 * because only it reports upload progress, which a phone on a slow connection needs to see.
 */
export function uploadPhoto(
  file: File,
  { onProgress, signal }: { onProgress(fraction: number): void; signal?: AbortSignal },
): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    // Cancelled while the photo was being shrunk: nothing is sent.
    if (signal?.aborted) return reject(new DOMException("The upload was cancelled", "AbortError"));
    const request = new XMLHttpRequest();
    request.open("POST", PHOTO_UPLOAD_URL);
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      if (request.status === 201) return resolve(request.response as UploadedPhoto);
      const body = request.response as Partial<ApiErrorBody> | null;
      reject(new ApiError(request.status, body?.error?.code ?? "UNKNOWN", body?.error?.message ?? ""));
    });
    request.addEventListener("error", () => reject(new ApiError(0, "NETWORK", "Network request failed")));
    request.addEventListener("abort", () => reject(new DOMException("The upload was cancelled", "AbortError")));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}
