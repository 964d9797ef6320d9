import { useMessages } from "@/i18n";
import type { CaseView } from "../api/case-api";

type CasePhoto = CaseView["photos"][number];

/**
 * One side's evidence photos as thumbnails, each a link to its full size. Both sizes come from the
 * case's own authorised address, so only the parties and staff can open them.
 */
export function CasePhotos({ photos, side }: { photos: CasePhoto[]; side: CasePhoto["side"] }) {
  const t = useMessages().transactions.cases.photos;
  const own = photos.filter((photo) => photo.side === side);
  if (own.length === 0) return null;
  const label = side === "buyer" ? t.buyers : t.sellers;
  return (
    <ul aria-label={label} className="mt-2 flex flex-wrap gap-2" data-testid={`case-photos-${side}`}>
      {own.map((photo, index) => (
        <li key={photo.id}>
          <a
            href={photo.fullUrl}
            target="_blank"
            rel="noopener"
            className="block size-20 overflow-hidden rounded-lg ring-1 ring-stone-200 hover:ring-brand-700"
          >
            <img
              src={photo.cardUrl}
              alt={t.open(index + 1)}
              width={photo.width}
              height={photo.height}
              className="size-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
