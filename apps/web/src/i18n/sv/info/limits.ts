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

/** The product's limits as the Swedish pages write them (a space before %, as Swedish writes it). */
export const limits: typeof enLimits = {
  photos: MAX_PHOTOS_PER_LISTING,
  photoMegabytes: `${MAX_PHOTO_BYTES / (1024 * 1024)} MB`,
  serviceFee: `${Math.round(SERVICE_FEE_RATE * 100)} %`,
  reviewComment: REVIEW_COMMENT_MAX,
  stars: `${REVIEW_RATING_MIN}–${REVIEW_RATING_MAX} stjärnor`,
  passwordLength: PASSWORD_MIN_LENGTH,
  reservation: `${CHECKOUT_SESSION_MINUTES} minuter`,
};
