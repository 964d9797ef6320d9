import { MAX_PHOTO_BYTES } from "@kierto/shared";
import { ImagePlus, LoaderCircle, RotateCcw, TriangleAlert, X } from "lucide-react";
import { useId, useRef } from "react";
import { PhotoFileInput } from "@/components/ui/photo-file-input";
import { useMessages } from "@/i18n";
import { cn } from "@/lib/cn";
import type { CasePhotos } from "./use-case-photos";

const iconButton =
  "flex size-8 items-center justify-center rounded-full bg-white/95 text-stone-800 shadow-sm ring-1 ring-stone-900/10 hover:bg-white";

/**
 * Up to five photos with a report or a contest (or the side's room left in an open case): an 'Add
 * photos' button (the file chooser), each chosen photo as a tile with its own remove button, and
 * the count so far.
 */
export function CasePhotoPicker({
  photos: list,
  error,
  label,
}: {
  photos: CasePhotos;
  error?: string;
  /** The legend, when not the report's 'Photos (optional)'. */
  label?: string;
}) {
  const t = useMessages().transactions.cases.photos;
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const { photos } = list;
  return (
    <fieldset aria-describedby={error ? `${hintId} ${errorId}` : hintId} className="space-y-2">
      <legend className="text-sm font-medium text-stone-900">{label ?? t.label}</legend>
      <p id={hintId} className="text-sm text-stone-600">
        {t.hint(list.max, MAX_PHOTO_BYTES / 1024 / 1024)}
      </p>
      {photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {photos.map((photo, index) => {
            const n = index + 1;
            return (
              <li key={photo.key} className="relative aspect-square overflow-hidden rounded-xl bg-stone-100">
                <img
                  src={photo.previewUrl}
                  alt={t.alt(n)}
                  className={cn("size-full object-cover", photo.status !== "done" && "opacity-60")}
                />
                {photo.status === "uploading" && (
                  <span className="absolute inset-0 flex items-center justify-center">
                    <LoaderCircle aria-hidden className="size-6 animate-spin text-stone-800" />
                    <span className="sr-only">{t.uploading(n)}</span>
                  </span>
                )}
                {photo.status === "error" && (
                  <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-white/85 p-1 text-center">
                    <TriangleAlert aria-hidden className="size-4 text-red-700" />
                    <p className="line-clamp-2 text-xs text-red-800">{photo.error}</p>
                    <button
                      type="button"
                      onClick={() => list.retry(photo.key)}
                      aria-label={t.retry(n)}
                      className={iconButton}
                    >
                      <RotateCcw aria-hidden className="size-4" />
                    </button>
                  </div>
                )}
                <button
                  type="button"
                  onClick={() => list.remove(photo.key)}
                  aria-label={t.remove(n)}
                  className={cn(iconButton, "absolute top-1 right-1")}
                >
                  <X aria-hidden className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {photos.length < list.max && (
          <button
            type="button"
            onClick={() => input.current?.click()}
            className="inline-flex items-center gap-1.5 rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 hover:border-brand-700 hover:bg-brand-50"
          >
            <ImagePlus aria-hidden className="size-4" />
            {t.add}
          </button>
        )}
        <p role="status" className="text-sm text-stone-600">
          {t.count(photos.length, list.max)}
        </p>
      </div>
      <PhotoFileInput
        inputRef={input}
        accept="image/jpeg,image/png,image/webp"
        label={t.add}
        notices={list.notices}
        onFiles={list.addFiles}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
