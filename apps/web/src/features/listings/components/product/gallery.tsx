import { PRODUCT_PHOTO_SIZES, photoSrcSet } from "@kierto/shared";
import { ChevronLeft, ChevronRight, ImageOff, Maximize2, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type KeyboardEvent, type PointerEvent, useRef, useState } from "react";
import { useMessages } from "@/i18n";
import { cn } from "@/lib/cn";
import type { ProductDetail } from "../../api/get-product";

/**
 * The main photo's frame, shared with the page's loading state (product-skeleton.tsx), whose markup
 * the server fills with the first photo before the app runs (ADR 0024): the photo must sit where
 * the gallery will draw it.
 */
export const PHOTO_FRAME = "relative aspect-[4/5] overflow-hidden rounded-2xl bg-stone-100";
/** How the main photo fills its frame, in the gallery and in the server's markup. */
export const PHOTO_FIT = "size-full object-contain";

/** A horizontal move longer than this is a swipe; shorter ones are taps. */
const SWIPE_MIN_PX = 40;

type Photo = ProductDetail["photos"][number];

/**
 * The product page's photos (docs/product-rules.md#listings Product detail): the cover first, a placeholder when
 * there are none, thumbnails, arrow keys and swipes to move, and the full-size image.
 */
export function Gallery({ photos, title }: { photos: Photo[]; title: string }) {
  const m = useMessages().listings.gallery;
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const count = photos.length;
  const current = photos[Math.min(index, count - 1)];

  if (!current) {
    return (
      <div className="flex aspect-[4/5] flex-col items-center justify-center gap-3 rounded-2xl bg-stone-100 text-stone-500">
        <ImageOff aria-hidden className="size-10" />
        <p className="text-sm">{m.noPhotos}</p>
      </div>
    );
  }

  const go = (next: number) => setIndex((next + count) % count);
  const altFor = (n: number) => (count > 1 ? `${title}, ${m.photo(n + 1, count)}` : title);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") go(index - 1);
    else if (event.key === "ArrowRight") go(index + 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || count < 2) return;
    const moved = event.clientX - start;
    if (Math.abs(moved) >= SWIPE_MIN_PX) go(moved < 0 ? index + 1 : index - 1);
  };

  return (
    <div className="space-y-3">
      <section
        aria-roledescription="carousel"
        aria-label={m.label}
        // The photo area takes the arrow keys, so keyboard users must be able to reach it.
        tabIndex={count > 1 ? 0 : undefined}
        onKeyDown={count > 1 ? onKeyDown : undefined}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
        className={cn(PHOTO_FRAME, "touch-pan-y select-none")}
      >
        <div aria-live="polite" aria-atomic className="size-full">
          <img
            key={current.id}
            src={current.fullUrl}
            // The same srcset and sizes as the server's preload of the first photo, so it is reused.
            srcSet={photoSrcSet(current)}
            sizes={PRODUCT_PHOTO_SIZES}
            alt={altFor(index)}
            width={current.width}
            height={current.height}
            fetchPriority={index === 0 ? "high" : "auto"}
            draggable={false}
            className={PHOTO_FIT}
          />
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(index - 1)}
              aria-label={m.previous}
              className="absolute top-1/2 left-3 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-800 shadow hover:bg-white"
            >
              <ChevronLeft aria-hidden className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => go(index + 1)}
              aria-label={m.next}
              className="absolute top-1/2 right-3 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-800 shadow hover:bg-white"
            >
              <ChevronRight aria-hidden className="size-5" />
            </button>
            <span className="absolute bottom-3 left-3 rounded-full bg-stone-900/70 px-2.5 py-1 text-xs font-medium text-white">
              {index + 1} / {count}
            </span>
          </>
        )}
        <FullSizeButton photo={current} alt={altFor(index)} />
      </section>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto p-1">
          {photos.map((photo, n) => (
            <li key={photo.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(n)}
                aria-label={m.show(n + 1)}
                aria-current={n === index ? "true" : undefined}
                className={cn(
                  "block size-16 overflow-hidden rounded-lg ring-2 ring-offset-2 transition sm:size-20",
                  n === index ? "ring-brand-700" : "ring-transparent opacity-75 hover:opacity-100",
                )}
              >
                <img
                  src={photo.cardUrl}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function FullSizeButton({ photo, alt }: { photo: Photo; alt: string }) {
  const m = useMessages().listings.gallery;
  return (
    <Dialog.Root>
      <Dialog.Trigger
        aria-label={m.viewFull}
        title={m.viewFull}
        className="absolute right-3 bottom-3 flex size-10 items-center justify-center rounded-full bg-white/90 text-stone-800 shadow hover:bg-white"
      >
        <Maximize2 aria-hidden className="size-5" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/90" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex items-center justify-center p-4"
        >
          <Dialog.Title className="sr-only">{alt}</Dialog.Title>
          <img
            src={photo.fullUrl}
            alt={alt}
            width={photo.width}
            height={photo.height}
            className="max-h-full max-w-full object-contain"
          />
          <Dialog.Close
            aria-label={m.closeFull}
            className="absolute top-4 right-4 flex size-11 items-center justify-center rounded-full bg-white text-stone-900 shadow"
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
