import { MAX_PHOTOS_PER_LISTING } from "@kierto/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import { messages } from "@/i18n";
import { ApiError } from "@/lib/api-client";
import { downscalePhoto } from "@/lib/downscale-photo";
import { errorText } from "@/lib/error-text";
import { reportFailure } from "@/lib/query-errors";
import { screenPhotoFiles } from "@/lib/screen-photo-files";
import { type UploadedPhoto, uploadPhoto } from "../../api/upload-photo";

export interface ListingPhoto {
  key: string;
  /** What the tile shows: the stored card image, or the chosen file until it is stored. */
  previewUrl: string;
  status: "uploading" | "done" | "error";
  /** 0 to 1 while uploading. */
  progress: number;
  file?: File;
  stored?: Pick<UploadedPhoto, "id" | "cardUrl">;
  error?: string;
}

let nextKey = 0;

function uploadErrorText(error: unknown): string {
  // A refusal (wrong type, too large, too many pixels, rate limit) gets its code's catalogue text; anything else 'Upload failed'.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return errorText(error, messages.listings.sell.uploadFailed);
  }
  return messages.listings.sell.uploadFailed;
}

/**
 * The listing's photos in display order (the first is the cover). Each chosen photo starts
 * uploading at once, so the listing is ready by the time the form is filled in; docs/product-rules.md#listings: at
 * most 5 photos (extras dropped with a message), images only, 10 MB each.
 */
export function useListingPhotos(initial: Pick<UploadedPhoto, "id" | "cardUrl">[] = []) {
  const [photos, setPhotos] = useState<ListingPhoto[]>(() =>
    initial.map((stored) => ({
      key: `stored-${stored.id}`,
      previewUrl: stored.cardUrl,
      status: "done",
      progress: 1,
      stored,
    })),
  );
  const [notices, setNotices] = useState<string[]>([]);
  const uploads = useRef(new Map<string, AbortController>());
  const objectUrls = useRef(new Set<string>());

  const update = useCallback((key: string, change: Partial<ListingPhoto>) => {
    setPhotos((current) => current.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));
  }, []);

  const start = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      uploads.current.set(key, controller);
      update(key, { status: "uploading", progress: 0, error: undefined });
      // Shrunk first, in the browser: the upload and the server's decoding are a tenth of the size.
      downscalePhoto(file)
        .then((small) =>
          uploadPhoto(small, { signal: controller.signal, onProgress: (progress) => update(key, { progress }) }),
        )
        .then((stored) => update(key, { status: "done", progress: 1, stored }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          // Logged where every failure is; the tile shows it, so no toast.
          reportFailure("A photo upload", error, { quiet: true });
          update(key, { status: "error", error: uploadErrorText(error) });
        })
        .finally(() => uploads.current.delete(key));
    },
    [update],
  );

  const addFiles = useCallback(
    (files: FileList | File[]) => {
      const t = messages.listings.sell;
      const { accepted, notices: rejected } = screenPhotoFiles(files, MAX_PHOTOS_PER_LISTING - photos.length, {
        notImage: t.notImage,
        tooLarge: t.tooLarge,
        tooMany: (dropped) => t.tooMany(dropped, MAX_PHOTOS_PER_LISTING),
      });
      setNotices(rejected);
      const added = accepted.map((file): ListingPhoto => {
        const previewUrl = URL.createObjectURL(file);
        objectUrls.current.add(previewUrl);
        return { key: `new-${++nextKey}`, previewUrl, status: "uploading", progress: 0, file };
      });
      setPhotos((current) => [...current, ...added]);
      for (const photo of added) if (photo.file) start(photo.key, photo.file);
    },
    [photos.length, start],
  );

  const remove = useCallback((key: string) => {
    uploads.current.get(key)?.abort();
    setNotices([]);
    setPhotos((current) => current.filter((photo) => photo.key !== key));
  }, []);

  const move = useCallback((key: string, by: -1 | 1) => {
    setPhotos((current) => {
      const from = current.findIndex((photo) => photo.key === key);
      const to = from + by;
      if (from < 0 || to < 0 || to >= current.length) return current;
      const next = [...current];
      const [moved] = next.splice(from, 1);
      if (moved) next.splice(to, 0, moved);
      return next;
    });
  }, []);

  const retry = useCallback(
    (key: string) => {
      const photo = photos.find((item) => item.key === key);
      if (photo?.file) start(key, photo.file);
    },
    [photos, start],
  );

  // Leaving the page stops unfinished uploads and frees the previews' memory.
  useEffect(() => {
    const pending = uploads.current;
    const urls = objectUrls.current;
    return () => {
      for (const controller of pending.values()) controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  return {
    photos,
    notices,
    addFiles,
    remove,
    move,
    retry,
    /** The stored photos' ids in display order, for the listing. */
    photoIds: photos.flatMap((photo) => (photo.status === "done" && photo.stored ? [photo.stored.id] : [])),
    uploading: photos.some((photo) => photo.status === "uploading"),
    failed: photos.some((photo) => photo.status === "error"),
  };
}

export type ListingPhotos = ReturnType<typeof useListingPhotos>;
