import { useMessages } from "@/i18n";
import { PHOTO_FRAME } from "./gallery";

/** The element of the skeleton's markup where the server puts the listing's first photo (ADR 0024). */
export const FIRST_PHOTO_SLOT = "data-first-photo";

/**
 * The product page while its listing loads, laid out as the page is (product-view.tsx): the
 * breadcrumb's line, the photo's frame beside the title's and price's lines. The build renders it
 * into the product page's markup, where the server puts the listing's first photo into the frame,
 * so a phone paints the photo, the page's largest element, before the app has run.
 */
export function ProductSkeleton() {
  const m = useMessages();
  return (
    <div role="status">
      <span className="sr-only">{m.common.loading}</span>
      <div aria-hidden className="mb-4 h-5" />
      <div aria-hidden className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-12">
        <div className="space-y-3">
          <div className={PHOTO_FRAME}>
            <div {...{ [FIRST_PHOTO_SLOT]: "" }} className="size-full" />
          </div>
        </div>
        <div className="space-y-3">
          <div className="h-8 w-3/4 rounded-lg bg-stone-200" />
          <div className="h-9 w-1/3 rounded-lg bg-stone-200" />
        </div>
      </div>
    </div>
  );
}
