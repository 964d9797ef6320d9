import { ImageOff } from "lucide-react";

/**
 * A listing's cover as a 64 px square in a row that names the listing beside it: the photo adds
 * nothing a screen reader has not just read, so it is decorative. Without a cover, an icon.
 */
export function ProductThumb({ cover }: { cover: { cardUrl: string } | null }) {
  return (
    <span className="size-16 shrink-0 overflow-hidden rounded-lg bg-stone-100">
      {cover ? (
        <img src={cover.cardUrl} alt="" width={64} height={64} loading="lazy" className="size-full object-cover" />
      ) : (
        <ImageOff aria-hidden className="m-5 size-6 text-stone-400" />
      )}
    </span>
  );
}
