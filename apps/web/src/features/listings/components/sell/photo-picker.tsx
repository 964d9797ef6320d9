import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_LISTING } from "@kierto/shared";
import { ChevronLeft, ChevronRight, ImagePlus, RotateCcw, TriangleAlert, X } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { PhotoFileInput } from "@/components/ui/photo-file-input";
import { useMessages } from "@/i18n";
import { cn } from "@/lib/cn";
import type { ListingPhotos } from "./use-listing-photos";

const iconButton =
  "flex size-8 items-center justify-center rounded-full bg-white/95 text-stone-800 shadow-sm ring-1 ring-stone-900/10 hover:bg-white disabled:opacity-40";

/**
 * The photo picker: choose or drop up to 5 photos, reorder them with buttons (keyboard
 * friendly), remove them; the first is the cover. Each tile shows its own upload progress.
 */
export function PhotoPicker({ photos: list, error }: { photos: ListingPhotos; error?: string }) {
  const m = useMessages().listings.sell;
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const { photos } = list;
  const full = photos.length >= MAX_PHOTOS_PER_LISTING;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 0) list.addFiles(event.dataTransfer.files);
  };

  return (
    <fieldset
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      aria-describedby={hintId}
      className={cn(
        "rounded-2xl border-2 border-dashed p-4 transition-colors sm:p-5",
        dragging ? "border-brand-600 bg-brand-50" : "border-stone-300 bg-white",
      )}
    >
      <legend className="px-1 text-base font-semibold text-stone-900">{m.photos}</legend>
      <p id={hintId} className="mb-4 text-sm text-stone-600">
        {m.photosHint(MAX_PHOTOS_PER_LISTING, MAX_PHOTO_BYTES / 1024 / 1024)}
      </p>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5">
        {photos.map((photo, index) => {
          const n = index + 1;
          return (
            <li key={photo.key} className="relative aspect-square overflow-hidden rounded-xl bg-stone-100">
              <img
                src={photo.previewUrl}
                alt={m.photoAlt(n)}
                className={cn("size-full object-cover", photo.status !== "done" && "opacity-60")}
              />
              {index === 0 && (
                <span className="absolute top-1.5 left-1.5 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                  {m.cover}
                </span>
              )}
              {photo.status === "uploading" && (
                <div className="absolute inset-x-2 bottom-11">
                  <div
                    role="progressbar"
                    aria-label={m.uploadProgress(n)}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(photo.progress * 100)}
                    aria-valuetext={m.uploading(Math.round(photo.progress * 100))}
                    className="h-1.5 overflow-hidden rounded-full bg-white/80"
                  >
                    <div
                      className="h-full rounded-full bg-brand-700 transition-[width]"
                      style={{ width: `${Math.round(photo.progress * 100)}%` }}
                    />
                  </div>
                </div>
              )}
              {photo.status === "error" && (
                <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-white/85 p-2 text-center">
                  <TriangleAlert aria-hidden className="size-5 text-red-700" />
                  <p className="line-clamp-3 text-xs text-red-800">{photo.error}</p>
                  {photo.file && (
                    <button
                      type="button"
                      onClick={() => list.retry(photo.key)}
                      aria-label={m.retryPhoto(n)}
                      className="mt-1 inline-flex items-center gap-1 rounded-full bg-white px-2 py-1 text-xs font-semibold text-stone-800 ring-1 ring-stone-300"
                    >
                      <RotateCcw aria-hidden className="size-3" />
                      {m.retry}
                    </button>
                  )}
                </div>
              )}
              <div className="absolute inset-x-1.5 bottom-1.5 flex justify-between">
                <span className="flex gap-1">
                  <button
                    type="button"
                    className={iconButton}
                    onClick={() => list.move(photo.key, -1)}
                    disabled={index === 0}
                    aria-label={m.moveEarlier(n)}
                  >
                    <ChevronLeft aria-hidden className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    onClick={() => list.move(photo.key, 1)}
                    disabled={index === photos.length - 1}
                    aria-label={m.moveLater(n)}
                  >
                    <ChevronRight aria-hidden className="size-4" />
                  </button>
                </span>
                <button
                  type="button"
                  className={iconButton}
                  onClick={() => list.remove(photo.key)}
                  aria-label={m.removePhoto(n)}
                >
                  <X aria-hidden className="size-4" />
                </button>
              </div>
            </li>
          );
        })}
        {!full && (
          <li className="aspect-square">
            <button
              type="button"
              onClick={() => input.current?.click()}
              className="flex size-full flex-col items-center justify-center gap-1.5 rounded-xl border border-stone-300 bg-stone-50 p-2 text-center text-stone-700 hover:border-brand-700 hover:bg-brand-50 hover:text-brand-900"
            >
              <ImagePlus aria-hidden className="size-6" />
              <span className="text-sm font-semibold">{m.addPhotos}</span>
              <span className="hidden text-xs text-stone-500 sm:block">{m.dropHere}</span>
            </button>
          </li>
        )}
      </ul>
      <PhotoFileInput inputRef={input} notices={list.notices} onFiles={list.addFiles} className="mt-3" />
      {error && <p className="mt-2 text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}
