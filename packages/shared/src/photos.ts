/**
 * The card-size copy the server makes of every listing photo fits in this box (next to a full
 * size of at most 1600 px): about 480 px wide, enough for a 2x screen at the feed's widest column.
 */
export const PHOTO_CARD_WIDTH = 480;
export const PHOTO_CARD_MAX_HEIGHT = 720;

/**
 * The longest side of the largest copy the server keeps. The browser shrinks a photo to it before
 * uploading, so a phone's 12-megapixel photo travels and decodes at a tenth of its size.
 */
export const PHOTO_FULL_MAX_SIDE = 1600;

/**
 * How wide the product page shows its main photo, for the browser to pick the photo's copy
 * (`sizes`): the page's width less its margins on phones and tablets, the gallery column beside
 * the details from 1024 px, and that column's width at the page's widest (1280 px).
 */
export const PRODUCT_PHOTO_SIZES = "(min-width: 1280px) 642px, (min-width: 1024px) 54vw, calc(100vw - 2rem)";

/**
 * A photo's two copies as a `srcset`, so a phone downloads the card-size copy where it is sharp
 * enough. The same string goes into the product page's preload and its <img>, so the browser
 * reuses the preloaded copy.
 */
export function photoSrcSet(photo: { cardUrl: string; fullUrl: string; width: number; height: number }): string {
  const cardWidth = Math.min(
    PHOTO_CARD_WIDTH,
    Math.round((photo.width * PHOTO_CARD_MAX_HEIGHT) / Math.max(photo.height, 1)),
  );
  return cardWidth < photo.width
    ? `${photo.cardUrl} ${cardWidth}w, ${photo.fullUrl} ${photo.width}w`
    : `${photo.fullUrl} ${photo.width}w`;
}
