import {
  CHECKOUT_SESSION_MINUTES,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_LISTING,
  PASSWORD_MIN_LENGTH,
  REVIEW_COMMENT_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  SERVICE_FEE_RATE,
} from "@kierto/shared";
import type { limits as enLimits } from "../../en/info/limits";

/**
 * The product's limits as the Finnish pages write them, read from the shared constants. The words
 * are in their basic form; where a sentence needs another case, the page writes the number itself.
 */
export const limits: typeof enLimits = {
  photos: MAX_PHOTOS_PER_LISTING,
  photoMegabytes: `${MAX_PHOTO_BYTES / (1024 * 1024)} Mt`,
  serviceFee: `${Math.round(SERVICE_FEE_RATE * 100)} %`,
  reviewComment: REVIEW_COMMENT_MAX,
  stars: `${REVIEW_RATING_MIN}–${REVIEW_RATING_MAX} tähteä`,
  passwordLength: PASSWORD_MIN_LENGTH,
  /** How long an open card checkout holds the item (the server's checkout session life). */
  reservation: `${CHECKOUT_SESSION_MINUTES} minuuttia`,
};
