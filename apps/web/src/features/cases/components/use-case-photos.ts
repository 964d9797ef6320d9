import { MAX_CASE_PHOTOS } from "@kierto/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import { messages } from "@/i18n";
import { ApiError } from "@/lib/api-client";
import { downscalePhoto } from "@/lib/downscale-photo";
import { errorText } from "@/lib/error-text";
import { reportFailure } from "@/lib/query-errors";
import { screenPhotoFiles } from "@/lib/screen-photo-files";
import { uploadCasePhoto } from "../api/upload-case-photo";

export interface CasePhotoDraft {
  key: string;
  /** The chosen file itself: nothing of a case's evidence is shown from a public address. */
  previewUrl: string;
  file: File;
  status: "uploading" | "done" | "error";
  storedId?: string;
  error?: string;
}

let nextKey = 0;

function uploadErrorText(error: unknown): string {
  const t = messages.transactions.cases.photos;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return errorText(error, t.uploadFailed);
  return t.uploadFailed;
}

/**
 * The photos a buyer adds to a report or a seller to a contest, or either adds to an open case
 * (docs/decisions/0086): each starts uploading once chosen, shrunk in the browser first as listing
 * photos are; at most `max` (the side's room, five for a report), images only, 10 MB each, extras
 * dropped with a message.
 */
export function useCasePhotos(max: number = MAX_CASE_PHOTOS) {
  const [photos, setPhotos] = useState<CasePhotoDraft[]>([]);
  const [notices, setNotices] = useState<string[]>([]);
  const uploads = useRef(new Map<string, AbortController>());

  const update = useCallback((key: string, change: Partial<CasePhotoDraft>) => {
    setPhotos((current) => current.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));
  }, []);

  const start = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      uploads.current.set(key, controller);
      update(key, { status: "uploading", error: undefined });
      downscalePhoto(file)
        .then((small) => uploadCasePhoto(small, { signal: controller.signal, onProgress: () => undefined }))
        .then((stored) => update(key, { status: "done", storedId: stored.id }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          reportFailure("A case photo upload", error, { quiet: true });
          update(key, { status: "error", error: uploadErrorText(error) });
        })
        .finally(() => uploads.current.delete(key));
    },
    [update],
  );

  const addFiles = useCallback(
    (files: FileList | File[]) => {
      const t = messages.transactions.cases.photos;
      const { accepted, notices: rejected } = screenPhotoFiles(files, max - photos.length, {
        notImage: t.notImage,
        tooLarge: t.tooLarge,
        tooMany: () => t.tooMany(max),
      });
      setNotices(rejected);
      const added = accepted.map(
        (file): CasePhotoDraft => ({
          key: `case-photo-${++nextKey}`,
          previewUrl: URL.createObjectURL(file),
          file,
          status: "uploading",
        }),
      );
      setPhotos((current) => [...current, ...added]);
      for (const photo of added) start(photo.key, photo.file);
    },
    [max, photos.length, start],
  );

  const remove = useCallback((key: string) => {
    uploads.current.get(key)?.abort();
    setNotices([]);
    setPhotos((current) => {
      const gone = current.find((photo) => photo.key === key);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return current.filter((photo) => photo.key !== key);
    });
  }, []);

  const retry = useCallback(
    (key: string) => {
      const photo = photos.find((item) => item.key === key);
      if (photo) start(key, photo.file);
    },
    [photos, start],
  );

  // Leaving the form stops unfinished uploads and frees the previews' memory.
  const latest = useRef(photos);
  latest.current = photos;
  useEffect(() => {
    const pending = uploads.current;
    return () => {
      for (const controller of pending.values()) controller.abort();
      for (const photo of latest.current) URL.revokeObjectURL(photo.previewUrl);
    };
  }, []);

  return {
    max,
    photos,
    notices,
    addFiles,
    remove,
    retry,
    /** The stored photos' ids, for the report or the contest. */
    photoIds: photos.flatMap((photo) => (photo.status === "done" && photo.storedId ? [photo.storedId] : [])),
    /** Still uploading, or failed and not removed: the form waits rather than leave a photo out unasked. */
    unsettled: photos.some((photo) => photo.status !== "done"),
  };
}

export type CasePhotos = ReturnType<typeof useCasePhotos>;
