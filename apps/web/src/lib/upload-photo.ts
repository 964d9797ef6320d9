import type { ApiErrorBody } from "@kierto/shared";
import { ApiError } from "@/lib/api-client";

/**
 * Uploads one photo as the multipart field `file` to one of the API's photo routes (a listing's
 * photos, a case's evidence) and resolves with its 201 answer. XMLHttpRequest rather than fetch,
 * because only it reports upload progress, which a phone on a slow connection needs to see.
 */
export function uploadPhotoTo<Stored>(
  url: string,
  file: File,
  { onProgress, signal }: { onProgress(fraction: number): void; signal?: AbortSignal },
): Promise<Stored> {
  return new Promise((resolve, reject) => {
    // Cancelled while the photo was being shrunk: nothing is sent.
    if (signal?.aborted) return reject(new DOMException("The upload was cancelled", "AbortError"));
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      if (request.status === 201) return resolve(request.response as Stored);
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
